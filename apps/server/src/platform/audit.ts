import type { AuditAction, AuditArea } from '@netlease/shared/audit';
import type { Executor } from './db/database';
import { auditLogs } from './db/schema/platform/index';
import { currentRequestId } from './observability/request-context';

export interface AuditEntry<Action extends AuditAction = AuditAction> {
  actorId: string | null;
  /** One of AUDIT_ACTIONS (docs/decisions/160-staff-tools-and-audit.md). */
  action: Action;
  /** The action's area: 'listing.created' targets a 'listing'. */
  targetType: AuditArea<Action>;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** An entry as its audit_logs row (Drizzle names): recordAudit and auditRow store the same row. */
function auditValues<Action extends AuditAction>(entry: AuditEntry<Action>) {
  return {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: currentRequestId() ?? null,
  };
}

/**
 * Every staff/admin action and money movement calls this inside its own transaction
 * (docs/PRODUCT.md "Audit log"). The row keeps the id of the HTTP request that caused it (none for jobs and
 * scripts), so an audit entry leads to the request's log lines (docs/decisions/185-operations.md).
 */
export async function recordAudit<Action extends AuditAction>(tx: Executor, entry: AuditEntry<Action>) {
  await tx.insert(auditLogs).values(auditValues(entry));
}

/**
 * The row recordAudit writes, as the columns of audit_logs: for a write path that inserts it in its
 * own statement (the bid's locked core, docs/decisions/215-locked-cores-in-sql.md).
 */
export function auditRow<Action extends AuditAction>(entry: AuditEntry<Action>) {
  const { actorId, targetType, targetId, requestId, ...rest } = auditValues(entry);
  return { ...rest, actor_id: actorId, target_type: targetType, target_id: targetId, request_id: requestId };
}
