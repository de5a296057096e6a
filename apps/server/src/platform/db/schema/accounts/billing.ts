import { pgTable, text } from 'drizzle-orm/pg-core';
import { CUSTOMER_TYPES } from '@netlease/shared/billing';
import { userReference } from '../platform/users';
import { timestamps } from '../shared-columns';

/**
 * A user's billing profile (docs/PRODUCT.md "Billing details"), one per user; DDL in
 * migrations/2040_billing_profiles.sql.
 */
export const billingProfiles = pgTable('billing_profiles', {
  userId: userReference('user_id', 'cascade').primaryKey(),
  customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull(),
  legalName: text('legal_name').notNull(),
  street: text('street'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country').notNull(),
  vatId: text('vat_id'),
  billingEmail: text('billing_email'),
  ...timestamps(),
});
