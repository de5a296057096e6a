import { pgTable, text } from 'drizzle-orm/pg-core';
import { API_TOKEN_SCOPES } from '@netlease/shared/api-tokens';
import { userReference } from './users';
import { createdAtColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

/** Personal API tokens; DDL in migrations/1700_api_tokens.sql (docs/decisions/190-api-tokens.md). */
export const apiTokens = pgTable('api_tokens', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  name: text('name').notNull(),
  scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenPrefix: text('token_prefix').notNull(),
  createdAt: createdAtColumn(),
  expiresAt: timestamptz('expires_at'),
  lastUsedAt: timestamptz('last_used_at'),
  revokedAt: timestamptz('revoked_at'),
});
