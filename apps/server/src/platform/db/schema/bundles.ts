import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ipSubnets, serverPackages } from './catalog';

// The DDL is migrations/0600_bundles.sql: the primary key keeps a subnet in at most one bundle.
export const bundleSubnets = pgTable(
  'bundle_subnets',
  {
    ipSubnetId: uuid('ip_subnet_id')
      .primaryKey()
      .references(() => ipSubnets.id, { onDelete: 'cascade' }),
    serverPackageId: uuid('server_package_id')
      .notNull()
      .references(() => serverPackages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bundle_subnets_package_idx').on(table.serverPackageId)],
);
