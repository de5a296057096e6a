import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { orderIpLeases } from './money';
import { timestamptz } from '../shared-columns';

/** Migration 1710 (docs/decisions/195-geofeeds.md): a leaser's geolocation of one leased range. */
export const leaseGeolocations = pgTable('lease_geolocations', {
  orderIpLeaseId: uuid('order_ip_lease_id')
    .primaryKey()
    .references(() => orderIpLeases.id, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull(),
  region: text('region'),
  city: text('city'),
  updatedBy: userReference('updated_by').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
