import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderIpLeases } from './money';

/** Migration 1710 (docs/decisions/195-geofeeds.md): a leaser's geolocation of one leased range. */
export const leaseGeolocations = pgTable('lease_geolocations', {
  orderIpLeaseId: uuid('order_ip_lease_id')
    .primaryKey()
    .references(() => orderIpLeases.id, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull(),
  region: text('region'),
  city: text('city'),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
