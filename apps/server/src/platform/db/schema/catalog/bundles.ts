import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ipSubnets, serverPackages } from './catalog';
import { createdAtColumn } from '../shared-columns';

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
    createdAt: createdAtColumn(),
  },
  (table) => [index('bundle_subnets_package_idx').on(table.serverPackageId)],
);
