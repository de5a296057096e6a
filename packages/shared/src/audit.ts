import { z } from 'zod';
import { MAX_QUERY_PAGE, boundedIntQuery, isoDateQuery } from './query-params';

export const AUDIT_PAGE_SIZE = 25;

export const auditFilterSchema = z.object({
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(50).optional(),
  // Strict days and pages (query-params.ts): PostgreSQL refuses year 0, which z.iso.date() accepts.
  from: isoDateQuery().optional(),
  to: isoDateQuery().optional(),
  page: boundedIntQuery(1, MAX_QUERY_PAGE).default(1),
});
export type AuditFilter = z.input<typeof auditFilterSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  hasNext: z.boolean(),
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** What changed between two snapshots, key by key (the audit table's before/after column). */
export function diffSnapshots(
  before: unknown,
  after: unknown,
): Array<{ key: string; before: unknown; after: unknown }> {
  const left = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const right = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return keys
    .filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]))
    .map((key) => ({ key, before: left[key], after: right[key] }));
}
