import { inArray } from 'drizzle-orm';
import { tickets } from '../../../platform/db/schema/support/index';
import { registerAuditNamers } from '../../accounts/audit/audit-targets.service';

/** How the audit log names tickets (app.ts registers it at start, docs/decisions/266). */
export function registerTicketAuditNames() {
  registerAuditNamers('support', {
    targets: {
      ticket: (db, ids) =>
        db.select({ id: tickets.id, name: tickets.title }).from(tickets).where(inArray(tickets.id, ids)),
    },
  });
}
