import { pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { createdAtColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
  email: text('email').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAtColumn(),
});
export const userRatings = pgTable('user_ratings', {
  id: uuidPrimaryKey(),
  ratedUserId: userReference('rated_user_id', 'cascade').notNull(),
  ratedByUserId: userReference('rated_by_user_id', 'cascade').notNull(),
  orderId: uuid('order_id'),
  rating: smallint('rating').notNull(),
  comment: text('comment'),
  createdAt: createdAtColumn(),
});
