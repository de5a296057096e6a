import { pgTable, text } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { createdAtColumn, statusColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

export const notifications = pgTable('notifications', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  link: text('link'),
  status: statusColumn(['unread', 'read'], 'unread'),
  readAt: timestamptz('read_at'),
  createdAt: createdAtColumn(),
});
