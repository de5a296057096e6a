import { eq, inArray, sql } from 'drizzle-orm';
import type { AuditArea } from '@netlease/shared/audit';
import type { Executor } from '../../../platform/db/database';
import { apiTokens, users } from '../../../platform/db/schema/platform/index';
import { kycVerifications } from '../../../platform/db/schema/accounts/index';
import { isUuid } from '../../../platform/db/uuid';
import {
  auditReferencedNamers,
  auditTargetNamers,
  personName,
  type AuditNameLookup as NameLookup,
} from './audit-targets.service';

const lookUpUsers: NameLookup = async (db, ids) =>
  (
    await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, ids))
  ).map((row) => ({ id: row.id, name: personName(row.name, row.email) }));

/** How the accounts domain's objects are named; the other domains register theirs (audit-targets.service). */
const ACCOUNTS_TARGET_NAMES: Partial<Record<AuditArea, NameLookup>> = {
  user: lookUpUsers,
  api_token: (db, ids) =>
    db
      .select({ id: apiTokens.id, name: sql<string>`'API token ' || ${apiTokens.name}` })
      .from(apiTokens)
      .where(inArray(apiTokens.id, ids)),
  kyc: async (db, ids) =>
    (
      await db
        .select({ id: kycVerifications.id, name: users.name, email: users.email })
        .from(kycVerifications)
        .innerJoin(users, eq(users.id, kycVerifications.userId))
        .where(inArray(kycVerifications.id, ids))
    ).map((row) => ({ id: row.id, name: `KYC of ${personName(row.name, row.email)}` })),
};

/** How each kind of audited object is named in the ledger: what a person would call it. */
export const targetNamers = (): Partial<Record<AuditArea, NameLookup>> => ({
  ...auditTargetNamers(),
  ...ACCOUNTS_TARGET_NAMES,
});

/** The name of each target, keyed by `${type}:${id}`; a target that no longer exists has none. */
export async function findTargetNames(
  db: Executor,
  targets: Array<{ targetType: string; targetId: string }>,
): Promise<Map<string, string>> {
  const namers = targetNamers();
  const byType = new Map<AuditArea, Set<string>>();
  for (const { targetType, targetId } of targets) {
    if (!(targetType in namers) || !isUuid(targetId)) continue;
    const ids = byType.get(targetType as AuditArea) ?? new Set<string>();
    ids.add(targetId);
    byType.set(targetType as AuditArea, ids);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const row of await namers[type]!(db, [...ids])) names.set(`${type}:${row.id}`, row.name);
    }),
  );
  return names;
}

/** Every uuid a snapshot holds, at any depth (arrays of ids too). */
export function collectIds(value: unknown, into: Set<string>) {
  if (isUuid(value)) into.add(value.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) collectIds(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectIds(item, into);
}

/** Names of the ids the snapshots mention; ids of anything else (journals, messages) stay ids. */
export async function findReferencedNames(db: Executor, ids: Set<string>): Promise<Record<string, string>> {
  if (ids.size === 0) return {};
  const list = [...ids];
  // Snapshots mention people, orders, offers and blocks by id (userId, assignedTo, orderId, itemId…).
  const lookUps = [lookUpUsers, ...auditReferencedNamers()];
  const found = await Promise.all(lookUps.map((lookUp) => lookUp(db, list)));
  return Object.fromEntries(found.flat().map((row) => [row.id, row.name]));
}
