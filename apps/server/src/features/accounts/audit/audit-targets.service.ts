import type { AuditArea } from '@netlease/shared/audit';
import type { Executor } from '../../../platform/db/database';

/** Names some objects of one kind by id; an id that no longer exists is left out. */
export type AuditNameLookup = (db: Executor, ids: string[]) => Promise<Array<{ id: string; name: string }>>;

/**
 * How one domain names its objects in the audit log: the target types it owns, and the lookups of
 * ids its snapshots mention (userId, orderId, itemId…). The audit log sits in accounts, below every
 * other domain, so each domain registers its namers at start (app.ts, docs/decisions/266).
 */
export interface AuditNamers {
  targets: Partial<Record<AuditArea, AuditNameLookup>>;
  referenced?: AuditNameLookup[];
}

/** A person as the audit log names them: "Name (email)", or the email alone. */
export const personName = (name: string, email: string) => (name.trim() ? `${name} (${email})` : email);

const namersByDomain = new Map<string, AuditNamers>();

/** A domain registers once; registering again (another app in the same process) replaces its namers. */
export function registerAuditNamers(domain: string, namers: AuditNamers) {
  namersByDomain.set(domain, namers);
}

/** The lookup of each target type, from every domain that registered. */
export function auditTargetNamers(): Partial<Record<AuditArea, AuditNameLookup>> {
  return Object.assign({}, ...[...namersByDomain.values()].map((namers) => namers.targets));
}

/** The lookups of ids a snapshot may mention, from every domain that registered. */
export function auditReferencedNamers(): AuditNameLookup[] {
  return [...namersByDomain.values()].flatMap((namers) => namers.referenced ?? []);
}
