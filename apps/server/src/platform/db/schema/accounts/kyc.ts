import { pgTable, text } from 'drizzle-orm/pg-core';
import { reviewColumns, userReference } from '../platform/users';
import { createdAtColumn, statusColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

/**
 * KYC requests (docs/PRODUCT.md "KYC"); documents are private storage keys, served by an authorised route.
 */
export const kycVerifications = pgTable('kyc_verifications', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  status: statusColumn(['pending', 'approved', 'rejected', 'flagged'], 'pending'),
  idDocumentKey: text('id_document_key').notNull(),
  businessDocumentKey: text('business_document_key'),
  /** Where the applicant lives (migrations/1955_kyc_country.sql); null on older requests. */
  country: text('country'),
  submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
  ...reviewColumns(),
  createdAt: createdAtColumn(),
});
