import type { AuditAction, AuditArea } from '@netlease/shared/audit';
import type { Executor } from './db/database';
import { auditLogs } from './db/schema/index';
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

/**
 * Every staff/admin action and money movement calls this inside its own transaction
 * (docs/PRODUCT.md "Audit log"). The row keeps the id of the HTTP request that caused it (none for jobs and
 * scripts), so an audit entry leads to the request's log lines (docs/decisions/185-operations.md).
 */
export async function recordAudit<Action extends AuditAction>(tx: Executor, entry: AuditEntry<Action>) {
  await tx.insert(auditLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: currentRequestId() ?? null,
  });
}

/**
 * The row recordAudit writes, as the columns of audit_logs: for a write path that inserts it in its
 * own statement (the bid's locked core, docs/decisions/215-locked-cores-in-sql.md).
 */
export function auditRow<Action extends AuditAction>(entry: AuditEntry<Action>) {
  return {
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    request_id: currentRequestId() ?? null,
  };
}
