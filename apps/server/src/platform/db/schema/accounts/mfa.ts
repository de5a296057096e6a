import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { createdAtColumn, timestamps, timestamptz, uuidPrimaryKey } from '../shared-columns';

export const userMfaFactors = pgTable('user_mfa_factors', {
  userId: userReference('user_id', 'cascade').primaryKey(),
  secret: text('secret').notNull(),
  status: text('status', { enum: ['enrolling', 'enabled'] }).notNull(),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  enabledAt: timestamptz('enabled_at'),
  ...timestamps(),
});
export const mfaRecoveryCodes = pgTable('mfa_recovery_codes', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAtColumn(),
});
