import type { Executor } from './db/database';
import { auditLogs } from './db/schema/index';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Every staff/admin action and money movement calls this inside its own transaction (DESIGN.md "Audit"). */
export async function recordAudit(tx: Executor, entry: AuditEntry) {
  await tx.insert(auditLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
