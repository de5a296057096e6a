import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { dayEndExclusive, dayStart } from '@netlease/shared/query-params';
import {
  AUDIT_PAGE_SIZE,
  auditFilterSchema,
  type AuditEntry,
  type AuditFilter,
} from '@netlease/shared/audit';
import type { Database } from '../../platform/db/database';
import { auditLogs, users } from '../../platform/db/schema/index';

function buildConditions(filter: ReturnType<typeof auditFilterSchema.parse>): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.actor) {
    const pattern = `%${filter.actor.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
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

async function selectEntries(
  db: Database,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<AuditEntry[]> {
  const parsed = auditFilterSchema.parse(filter);
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

/** One page of the audit log, newest first, filtered on the server (issue 9, admin audit tab). */
export async function findAuditEntries(db: Database, filter: AuditFilter) {
  const page = auditFilterSchema.parse(filter).page;
  // One row more than a page tells whether there is a next page without counting the whole table.
  const rows = await selectEntries(db, filter, AUDIT_PAGE_SIZE + 1, (page - 1) * AUDIT_PAGE_SIZE);
  const [actions, targetTypes] = await Promise.all([
    db.selectDistinct({ value: auditLogs.action }).from(auditLogs).orderBy(auditLogs.action),
    db.selectDistinct({ value: auditLogs.targetType }).from(auditLogs).orderBy(auditLogs.targetType),
  ]);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE),
    page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    actions: actions.map((row) => row.value),
    targetTypes: targetTypes.map((row) => row.value),
  };
}

export function findAuditEntriesForExport(db: Database, filter: AuditFilter, limit: number) {
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
export const toAuditCsvRow = (entry: AuditEntry) => [
  entry.createdAt,
  entry.actorEmail ?? 'system',
  entry.action,
  entry.targetType,
  entry.targetId,
  entry.before ?? null,
  entry.after ?? null,
];
