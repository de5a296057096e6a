import { bigint, cidr, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../shared-columns';

/** Migration 1920 (docs/decisions/231-rpki-data.md): the VRP set in force, replaced as a whole. */
export const rpkiVrps = pgTable('rpki_vrps', {
  prefix: cidr('prefix').notNull(),
  maxLength: smallint('max_length').notNull(),
  asn: bigint('asn', { mode: 'number' }).notNull(),
});

/** Migration 1920: what is known of the configured VRP source (at most one row in practice). */
export const rpkiSourceState = pgTable('rpki_source_state', {
  source: text('source').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  vrpDigest: text('vrp_digest'),
  fetchedAt: timestamptz('fetched_at'),
  loadedAt: timestamptz('loaded_at'),
  vrpCount: integer('vrp_count').notNull().default(0),
  lastError: text('last_error'),
  lastErrorAt: timestamptz('last_error_at'),
});
