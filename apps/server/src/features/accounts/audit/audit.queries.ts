import { eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@netlease/shared/format';
import type { AuditArea } from '@netlease/shared/audit';
import type { Executor } from '../../../platform/db/database';
import { apiTokens, payments, users } from '../../../platform/db/schema/platform/index';
import { kycVerifications } from '../../../platform/db/schema/accounts/index';
import { ipBlocks, listings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { orders, payouts, walletHolds, orderClaims } from '../../../platform/db/schema/commerce/index';
import { auctions } from '../../../platform/db/schema/auctions/index';
import {
  abuseCases,
  asnRecords,
  loaRecords,
  penalties,
  reverseDnsRequests,
} from '../../../platform/db/schema/trust/index';
import { tickets } from '../../../platform/db/schema/support/index';
import { isUuid } from '../../../platform/db/uuid';

type Named = { id: string; name: string };
type NameLookup = (db: Executor, ids: string[]) => Promise<Named[]>;

const personName = (name: string, email: string) => (name.trim() ? `${name} (${email})` : email);

const lookUpUsers: NameLookup = async (db, ids) =>
  (
    await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, ids))
  ).map((row) => ({ id: row.id, name: personName(row.name, row.email) }));

const lookUpOrders: NameLookup = (db, ids) =>
  db
    .select({
      id: orders.id,
      name: sql<string>`'Order ' || left(${orders.id}::text, 8) || ': ' || ${orders.title}`,
    })
    .from(orders)
    .where(inArray(orders.id, ids));

const lookUpListings: NameLookup = (db, ids) =>
  db.select({ id: listings.id, name: listings.title }).from(listings).where(inArray(listings.id, ids));

const lookUpPackages: NameLookup = (db, ids) =>
  db
    .select({ id: serverPackages.id, name: serverPackages.name })
    .from(serverPackages)
    .where(inArray(serverPackages.id, ids));

const lookUpBlocks: NameLookup = (db, ids) =>
  db
    .select({ id: ipBlocks.id, name: sql<string>`${ipBlocks.cidr}::text` })
    .from(ipBlocks)
    .where(inArray(ipBlocks.id, ids));

/** How each kind of audited object is named in the ledger: what a person would call it. */
const TARGET_NAMES: Record<AuditArea, NameLookup> = {
  abuse_case: (db, ids) =>
    db
      .select({
        id: abuseCases.id,
        name: sql<string>`'Abuse case ' || ${abuseCases.reference} || ' on ' || ${abuseCases.target}::text`,
      })
      .from(abuseCases)
      .where(inArray(abuseCases.id, ids)),
  user: lookUpUsers,
  order: lookUpOrders,
  order_claim: (db, ids) =>
    db
      .select({
        id: orderClaims.id,
        name: sql<string>`'Claim on order ' || left(${orderClaims.orderId}::text, 8) || ': ' || ${orders.title}`,
      })
      .from(orderClaims)
      .innerJoin(orders, eq(orders.id, orderClaims.orderId))
      .where(inArray(orderClaims.id, ids)),
  listing: lookUpListings,
  server_package: lookUpPackages,
  ip_block: lookUpBlocks,
  api_token: (db, ids) =>
    db
      .select({ id: apiTokens.id, name: sql<string>`'API token ' || ${apiTokens.name}` })
      .from(apiTokens)
      .where(inArray(apiTokens.id, ids)),
  ticket: (db, ids) =>
    db.select({ id: tickets.id, name: tickets.title }).from(tickets).where(inArray(tickets.id, ids)),
  auction: (db, ids) =>
    db
      .select({ id: auctions.id, name: sql<string>`'Auction of ' || ${ipBlocks.cidr}::text` })
      .from(auctions)
      .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
      .where(inArray(auctions.id, ids)),
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
  kyc: async (db, ids) =>
    (
      await db
        .select({ id: kycVerifications.id, name: users.name, email: users.email })
        .from(kycVerifications)
        .innerJoin(users, eq(users.id, kycVerifications.userId))
        .where(inArray(kycVerifications.id, ids))
    ).map((row) => ({ id: row.id, name: `KYC of ${personName(row.name, row.email)}` })),
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
  payout: async (db, ids) =>
    (
      await db
        .select({ id: payouts.id, amount: payouts.amount, name: users.name, email: users.email })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.monetizerId))
        .where(inArray(payouts.id, ids))
    ).map((row) => ({
      id: row.id,
      name: `Payout of ${formatCents(row.amount)} to ${personName(row.name, row.email)}`,
    })),
  deposit: async (db, ids) =>
    (
      await db
        .select({ id: payments.id, amount: payments.amount, name: users.name, email: users.email })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(inArray(payments.id, ids))
    ).map((row) => ({
      id: row.id,
      name: `Deposit of ${formatCents(row.amount)} by ${personName(row.name, row.email)}`,
    })),
  reverse_dns: (db, ids) =>
    db
      .select({
        id: reverseDnsRequests.id,
        name: sql<string>`'Reverse DNS of ' || ${reverseDnsRequests.prefix}::text`,
      })
      .from(reverseDnsRequests)
      .where(inArray(reverseDnsRequests.id, ids)),
  wallet_hold: async (db, ids) =>
    (
      await db
        .select({ id: walletHolds.id, amount: walletHolds.amount, title: orders.title })
        .from(walletHolds)
        .innerJoin(orders, eq(orders.id, walletHolds.orderId))
        .where(inArray(walletHolds.id, ids))
    ).map((row) => ({ id: row.id, name: `${formatCents(row.amount)} held from ${row.title}` })),
};

/** The name of each target, keyed by `${type}:${id}`; a target that no longer exists has none. */
export async function findTargetNames(
  db: Executor,
  targets: Array<{ targetType: string; targetId: string }>,
): Promise<Map<string, string>> {
  const byType = new Map<AuditArea, Set<string>>();
  for (const { targetType, targetId } of targets) {
    if (!(targetType in TARGET_NAMES) || !isUuid(targetId)) continue;
    const ids = byType.get(targetType as AuditArea) ?? new Set<string>();
    ids.add(targetId);
    byType.set(targetType as AuditArea, ids);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const row of await TARGET_NAMES[type](db, [...ids])) names.set(`${type}:${row.id}`, row.name);
    }),
  );
  return names;
}

/** Snapshots mention people, orders, offers and blocks by id (userId, assignedTo, orderId, itemId…). */
const REFERENCED: NameLookup[] = [lookUpUsers, lookUpOrders, lookUpListings, lookUpPackages, lookUpBlocks];

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
  const found = await Promise.all(REFERENCED.map((lookUp) => lookUp(db, list)));
  return Object.fromEntries(found.flat().map((row) => [row.id, row.name]));
}
