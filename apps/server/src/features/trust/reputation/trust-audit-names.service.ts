import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../../platform/db/schema/platform/index';
import {
  abuseCases,
  asnRecords,
  loaRecords,
  penalties,
  reverseDnsRequests,
} from '../../../platform/db/schema/trust/index';
import { personName, registerAuditNamers } from '../../accounts/audit/audit-targets.service';

/**
 * How the audit log names the trust domain's records: abuse cases, ASNs, LOAs, penalties and reverse
 * DNS requests (app.ts registers it at start, docs/decisions/266).
 */
export function registerTrustAuditNames() {
  registerAuditNamers('trust', {
    targets: {
      abuse_case: (db, ids) =>
        db
          .select({
            id: abuseCases.id,
            name: sql<string>`'Abuse case ' || ${abuseCases.reference} || ' on ' || ${abuseCases.target}::text`,
          })
          .from(abuseCases)
          .where(inArray(abuseCases.id, ids)),
      asn: (db, ids) =>
        db
          .select({
            id: asnRecords.id,
            name: sql<string>`'AS' || ${asnRecords.asnNumber} || ' ' || ${asnRecords.organization}`,
          })
          .from(asnRecords)
          .where(inArray(asnRecords.id, ids)),
      loa: (db, ids) =>
        db
          .select({
            id: loaRecords.id,
            name: sql<string>`'LOA for ' || coalesce(${loaRecords.prefix}::text, 'order ' || left(${loaRecords.orderId}::text, 8))`,
          })
          .from(loaRecords)
          .where(inArray(loaRecords.id, ids)),
      penalty: async (db, ids) =>
        (
          await db
            .select({ id: penalties.id, type: penalties.type, name: users.name, email: users.email })
            .from(penalties)
            .innerJoin(users, eq(users.id, penalties.userId))
            .where(inArray(penalties.id, ids))
        ).map((row) => ({
          id: row.id,
          name: `${row.type.replace('_', ' ')} for ${personName(row.name, row.email)}`,
        })),
      reverse_dns: (db, ids) =>
        db
          .select({
            id: reverseDnsRequests.id,
            name: sql<string>`'Reverse DNS of ' || ${reverseDnsRequests.prefix}::text`,
          })
          .from(reverseDnsRequests)
          .where(inArray(reverseDnsRequests.id, ids)),
    },
  });
}
