import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../shared-columns';

/** The server instances running on this database (platform/instances/instance-presence.ts). */
export const serverInstances = pgTable('server_instances', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  /** Where its uploaded files live, equal on instances sharing them (platform/storage/storage.ts). */
  fileStorage: text('file_storage').notNull(),
  fileStorageLabel: text('file_storage_label').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  seenAt: timestamptz('seen_at').notNull(),
});
