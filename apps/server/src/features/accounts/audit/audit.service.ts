import type { z } from 'zod';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { dayEndExclusive, dayStart } from '@netlease/shared/query-params';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  AUDIT_TARGET_TYPES,
  type auditFilterSchema,
  type AuditEntry,
} from '@netlease/shared/audit';
import type { Database } from '../../../platform/db/database';
import { containing } from '../../../platform/db/like-pattern';
import { auditLogs, users } from '../../../platform/db/schema/platform/index';
import { collectIds, findReferencedNames, findTargetNames } from './audit.queries';

function buildConditions(filter: ReturnType<typeof auditFilterSchema.parse>): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.actor) {
    const pattern = containing(filter.actor);
    conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern)));
  }
  if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLogs.targetType, filter.targetType));
  if (filter.from) conditions.push(gte(auditLogs.createdAt, dayStart(filter.from)));
  // The "to" day is inclusive: everything before the next midnight (no bound after 9999-12-31).
  const end = filter.to ? dayEndExclusive(filter.to) : undefined;
  if (end) conditions.push(lt(auditLogs.createdAt, end));
  return and(...conditions);
}

/** A stored entry as the CSV export writes it: ids and snapshots as they are. */
type AuditRow = Omit<AuditEntry, 'targetName'>;

async function selectEntries(
  db: Database,
  filter: z.output<typeof auditFilterSchema>,
  limit: number,
  offset: number,
): Promise<AuditRow[]> {
  const parsed = filter;
  const rows = await db
    .select({
      id: auditLogs.id,
      createdAt: auditLogs.createdAt,
      actorId: auditLogs.actorId,
      actorEmail: users.email,
      actorName: users.name,
      action: auditLogs.action,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      before: auditLogs.before,
      after: auditLogs.after,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(buildConditions(parsed))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, id: Number(row.id), createdAt: row.createdAt.toISOString() }));
}

/**
 * One page of the audit log, newest first, filtered on the server, read like a ledger: each target
 * named, and the people, orders and offers its before/after mention named too
 * (docs/decisions/160-staff-tools-and-audit.md).
 */
export async function findAuditEntries(db: Database, filter: z.output<typeof auditFilterSchema>) {
  const page = filter.page;
  // One row more than a page tells whether there is a next page without counting the whole table.
  const rows = await selectEntries(db, filter, AUDIT_PAGE_SIZE + 1, (page - 1) * AUDIT_PAGE_SIZE);
  const targetNames = await findTargetNames(db, rows);
  const entries: AuditEntry[] = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    ...row,
    targetName: targetNames.get(`${row.targetType}:${row.targetId}`) ?? null,
  }));
  const mentioned = new Set<string>();
  for (const entry of entries) {
    collectIds(entry.before, mentioned);
    collectIds(entry.after, mentioned);
  }
  return {
    entries,
    page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    // The one list of names (AUDIT_ACTIONS), rather than a scan of the whole log on every page.
    actions: [...AUDIT_ACTIONS].sort(),
    targetTypes: AUDIT_TARGET_TYPES,
    names: await findReferencedNames(db, mentioned),
  };
}

export function findAuditEntriesForExport(
  db: Database,
  filter: z.output<typeof auditFilterSchema>,
  limit: number,
) {
  return selectEntries(db, { ...filter, page: 1 }, limit, 0);
}

export const AUDIT_CSV_HEADER = [
  'time',
  'actor_email',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
];
export const toAuditCsvRow = (entry: AuditRow) => [
  entry.createdAt,
  entry.actorEmail ?? 'system',
  entry.action,
  entry.targetType,
  entry.targetId,
  entry.before ?? null,
  entry.after ?? null,
];
