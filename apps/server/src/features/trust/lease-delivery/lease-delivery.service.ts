import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { canAccess } from '@netlease/shared/access';
import { commitmentEndOf } from '@netlease/shared/lease-terms';
import type { SessionUser } from '@netlease/shared/auth';
import { formatAsn } from '@netlease/shared/asns';
import { formatUtcDateTime } from '@netlease/shared/format';
import {
  LEASE_MESSAGES,
  ROA_TASK_DAYS,
  notReadyToActivate,
  type LeaseDelivery,
  type LeaseLetter,
  type LeaseStep,
  type Roa,
} from '@netlease/shared/lease-delivery';
import { LOA_REVOCATION_LABELS, loaFilePath } from '@netlease/shared/loas';
import type { OrderStatus } from '@netlease/shared/orders';
import type { RpkiState } from '@netlease/shared/rpki';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { orders } from '../../../platform/db/schema/commerce/index';
import { asnRecords, loaRecords } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { DAY } from '../../../platform/clock';
import { listOrderClaims } from '../../commerce/orders/order-claims.service';
import { advanceOrderStatus } from '../../commerce/orders/order-status.service';
import { findLeasedPrefix, termTaxOf } from '../../commerce/orders/orders.service';
import { findRoasStillAuthorising, getRouteOriginState } from '../rpki/rpki.service';

/* The lease page and the activation gate (docs/PRODUCT.md "Delivering a lease", decision 230). */

type OrderRow = typeof orders.$inferSelect;
type LetterRow = typeof loaRecords.$inferSelect;

const ENDED: readonly OrderStatus[] = ['completed', 'cancelled', 'dispute'];
const RUNNING: readonly OrderStatus[] = ['payment_confirmed', 'provisioning', 'active', 'suspended'];

/** The facts of one IP lease the steps are computed from. */
interface LeaseFacts {
  order: OrderRow;
  prefix: string | null;
  asn: { id: string; asnNumber: number; organization: string } | null;
  letter: (LetterRow & { asnNumber: number | null }) | null;
  route: { state: RpkiState; dataAsOf: string | null } | null;
}

/** The letter in force (pending or approved), else the latest refused or revoked one. */
async function findCurrentLetter(db: Executor, orderId: string) {
  const [row] = await db
    .select({ letter: loaRecords, asnNumber: asnRecords.asnNumber })
    .from(loaRecords)
    .leftJoin(asnRecords, eq(asnRecords.id, loaRecords.asnId))
    .where(eq(loaRecords.orderId, orderId))
    .orderBy(
      sql`${loaRecords.status} NOT IN ('pending', 'approved')`,
      desc(loaRecords.createdAt),
      desc(loaRecords.id),
    )
    .limit(1);
  return row ? { ...row.letter, asnNumber: row.asnNumber } : null;
}

const prefixLength = (prefix: string) => Number(prefix.split('/')[1]);

/** The ROA to create: the leased prefix, its own length as max length, the buyer's AS (decision 230). */
export const roaFor = (prefix: string, asnNumber: number): Roa => ({
  prefix,
  maxLength: prefixLength(prefix),
  originAsn: asnNumber,
});

async function readFacts(ctx: AppContext, db: Executor, order: OrderRow): Promise<LeaseFacts> {
  const prefix = order.itemType === 'ip_subnet' ? await findLeasedPrefix(db, order.id) : null;
  const [asn] = order.asnId
    ? await db
        .select({ id: asnRecords.id, asnNumber: asnRecords.asnNumber, organization: asnRecords.organization })
        .from(asnRecords)
        .where(and(eq(asnRecords.id, order.asnId), eq(asnRecords.status, 'approved')))
    : [];
  const letter = order.itemType === 'ip_subnet' ? await findCurrentLetter(db, order.id) : null;
  const route =
    prefix && asn ? await getRouteOriginState(db, ctx.clock, { prefix, originAsn: asn.asnNumber }) : null;
  return { order, prefix, asn: asn ?? null, letter, route };
}

const STATE_WORDS: Record<RpkiState, string> = {
  valid: 'valid',
  invalid: 'invalid',
  not_found: 'not found',
  unknown: 'unknown',
};

/**
 * What an IP lease still lacks before it may become active, in the lease page's words; empty when
 * ready. RPKI counts only when the server knows the state (docs/PRODUCT.md "Delivering a lease").
 */
export function findMissingForActivation(facts: LeaseFacts): string[] {
  const missing: string[] = [];
  if (!facts.asn) missing.push('the ASN the buyer names to announce the range');
  const letter = facts.letter;
  const isApproved = letter?.status === 'approved' && letter.asnId === facts.order.asnId;
  if (!isApproved) {
    missing.push(
      letter?.status === 'pending'
        ? 'an admin’s review of the uploaded letter of authorization'
        : 'an approved letter of authorization for the buyer’s ASN',
    );
  }
  if (
    facts.prefix &&
    facts.asn &&
    facts.route &&
    facts.route.state !== 'unknown' &&
    facts.route.state !== 'valid'
  ) {
    missing.push(
      `a ROA authorising ${formatAsn(facts.asn.asnNumber)} for ${facts.prefix} (RPKI says: ${STATE_WORDS[facts.route.state]})`,
    );
  }
  return missing;
}

function describeSteps(facts: LeaseFacts, now: Date): LeaseStep[] {
  const { order, prefix, asn, letter, route } = facts;
  const hasEnded = ENDED.includes(order.status);
  const isActive = order.activatedAt !== null;
  const open = (done: boolean, current: boolean) =>
    done ? 'done' : hasEnded ? 'stopped' : current ? 'current' : 'waiting';
  // A letter revoked by the lease's end was in force until then: that step was done.
  const endedWithLetter = letter?.status === 'revoked' && letter.revocationReason === 'lease_ended';
  const letterApproved = (letter?.status === 'approved' || endedWithLetter) && letter?.asnId === order.asnId;
  const steps: LeaseStep[] = [
    {
      key: 'paid',
      title: 'Paid',
      actor: 'buyer',
      state: 'done',
      detail: prefix
        ? `${prefix} is leased to the buyer from ${formatUtcDateTime(order.startDate)}.`
        : 'Paid.',
    },
    {
      key: 'asn',
      title: 'ASN named',
      actor: 'buyer',
      state: open(asn !== null, true),
      detail: asn
        ? `${formatAsn(asn.asnNumber)}, ${asn.organization}, will announce the range.`
        : 'The buyer names one of their approved ASNs: the AS that will announce the range.',
    },
    {
      key: 'loa',
      title: 'Letter of authorization',
      actor: 'seller',
      state: open(letterApproved, asn !== null),
      detail: letterApproved
        ? `Issued for ${prefix ?? 'the range'} and ${formatAsn(letter!.asnNumber ?? 0)}${letter!.verificationCode ? `, code ${letter!.verificationCode}` : ''}.${endedWithLetter ? ' Revoked when the lease ended.' : ''}`
        : !asn
          ? 'Issued once the buyer has named the ASN.'
          : letter?.status === 'pending'
            ? 'Uploaded by the seller; waiting for an admin’s review.'
            : letter?.status === 'rejected'
              ? `The last letter was rejected: ${letter.rejectionReason}. The seller issues a new one.`
              : letter?.status === 'revoked' && letter.revocationReason
                ? `The last letter was revoked (${LOA_REVOCATION_LABELS[letter.revocationReason].toLowerCase()}). The seller issues a new one.`
                : 'The seller generates the letter (or uploads their own for review).',
    },
    {
      key: 'routing',
      title: 'Route authorised (ROA)',
      actor: 'seller',
      state: open(route?.state === 'valid', letterApproved),
      detail:
        !prefix || !asn
          ? 'Once the ASN is named, the seller creates a ROA at their registry.'
          : route?.state === 'valid'
            ? `RPKI: valid. A ROA authorises ${formatAsn(asn.asnNumber)} for ${prefix}.`
            : route?.state === 'unknown' || !route
              ? `Create a ROA for ${prefix}, max length /${prefixLength(prefix)}, origin ${formatAsn(asn.asnNumber)}. RPKI state: unknown (this server has no current RPKI data).`
              : `Create a ROA for ${prefix}, max length /${prefixLength(prefix)}, origin ${formatAsn(asn.asnNumber)}. RPKI says: ${STATE_WORDS[route.state]}.`,
    },
    {
      key: 'active',
      title: 'Active',
      actor: 'seller',
      state: open(isActive, findMissingForActivation(facts).length === 0),
      detail: isActive
        ? `Active since ${formatUtcDateTime(order.activatedAt!)}.`
        : 'The seller marks the lease active once the letter is approved and the route validates.',
    },
    {
      key: 'claim_window',
      title: 'Claim window',
      actor: 'buyer',
      state: !order.claimUntil
        ? open(false, false)
        : now < order.claimUntil && !hasEnded
          ? 'current'
          : 'done',
      detail: order.claimUntil
        ? now < order.claimUntil && !hasEnded
          ? `If the range cannot be used, the buyer can open a claim until ${formatUtcDateTime(order.claimUntil)}.`
          : `Closed ${formatUtcDateTime(order.claimUntil)}.`
        : 'Opens for 7 days when the lease becomes active.',
    },
    {
      key: 'ended',
      title: 'Ended',
      actor: 'platform',
      state: hasEnded ? 'done' : 'waiting',
      detail: hasEnded
        ? `Ended ${order.endedAt ? formatUtcDateTime(order.endedAt) : ''}${order.endReason ? `: ${order.endReason}` : ''}. The letter is revoked and the seller withdraws the ROA.`.replace(
            ' :',
            ':',
          )
        : order.autoRenews && !order.endsAtRenewal
          ? `Renews on ${formatUtcDateTime(order.renewalDate)}.`
          : `Ends on ${formatUtcDateTime(order.renewalDate)} unless auto-renew is turned on.`,
    },
  ];
  return steps;
}

function toLetter(letter: NonNullable<LeaseFacts['letter']>): LeaseLetter {
  return {
    id: letter.id,
    status: letter.status,
    source: letter.source,
    asnNumber: letter.asnNumber == null ? null : Number(letter.asnNumber),
    verificationCode: letter.verificationCode,
    rejectionReason: letter.rejectionReason,
    revocationReason: letter.revocationReason,
    issuedAt: letter.issuedAt.toISOString(),
    fileUrl: loaFilePath(letter.id),
  };
}

/**
 * The lease page of an order, for its buyer or its seller, and for staff and admins to read without
 * acting (docs/PRODUCT.md "Delivering a lease"); anyone else is told it does not exist
 * (docs/PRODUCT.md "Roles and access").
 */
export async function getLeaseDelivery(
  ctx: AppContext,
  user: SessionUser,
  orderId: string,
): Promise<LeaseDelivery> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const isParty = row !== undefined && (row.leaserId === user.id || row.monetizerId === user.id);
  if (!row || (!isParty && !canAccess('staff', user.role))) {
    throw new AppError('not_found', LEASE_MESSAGES.orderNotFound);
  }
  const as = row.leaserId === user.id ? 'leaser' : row.monetizerId === user.id ? 'monetizer' : 'staff';
  const people = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [row.leaserId, row.monetizerId]));
  const nameOf = (id: string) => {
    const person = people.find((candidate) => candidate.id === id);
    return person?.name.trim() || person?.email || '';
  };
  const facts = await readFacts(ctx, ctx.db, row);
  const now = ctx.clock.now();
  const isIpLease = row.itemType === 'ip_subnet';
  const hasEnded = ENDED.includes(row.status);
  const missing = isIpLease ? findMissingForActivation(facts) : [];
  const formerAsn = facts.asn?.asnNumber;
  const staleRoas =
    as === 'monetizer' &&
    hasEnded &&
    facts.prefix &&
    formerAsn !== undefined &&
    row.endedAt &&
    now.getTime() - row.endedAt.getTime() < ROA_TASK_DAYS * DAY
      ? await findRoasStillAuthorising(ctx.db, { prefix: facts.prefix, asn: formerAsn })
      : [];
  return {
    orderId: row.id,
    title: row.title,
    status: row.status,
    as,
    isIpLease,
    prefix: facts.prefix,
    // The seller for the buyer; the buyer (the customer) for the seller and for staff.
    counterpartyName: nameOf(as === 'leaser' ? row.monetizerId : row.leaserId),
    parties: { leaser: nameOf(row.leaserId), monetizer: nameOf(row.monetizerId) },
    amount: row.amount,
    fee: row.fee,
    termTax: as === 'leaser' ? await termTaxOf(ctx.db, row.id) : null,
    startDate: row.startDate.toISOString(),
    renewalDate: row.renewalDate.toISOString(),
    period: row.period,
    minTermMonths: row.minTermMonths,
    commitmentEndsAt: (
      row.commitmentEndsAt ?? commitmentEndOf(row.startDate, row.minTermMonths)
    ).toISOString(),
    autoRenews: row.autoRenews,
    endsAtRenewal: row.endsAtRenewal,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
    asn: facts.asn ? { ...facts.asn, asnNumber: Number(facts.asn.asnNumber) } : null,
    canChangeAsn: isIpLease && (row.status === 'payment_confirmed' || row.status === 'provisioning'),
    letter: facts.letter ? toLetter(facts.letter) : null,
    roa: facts.prefix && facts.asn ? roaFor(facts.prefix, Number(facts.asn.asnNumber)) : null,
    route: facts.route,
    steps: isIpLease ? describeSteps(facts, now) : [],
    activation: {
      isAllowed: row.status === 'provisioning' && missing.length === 0,
      missing: RUNNING.includes(row.status) && !row.activatedAt ? missing : [],
    },
    claimWindow: {
      until: row.claimUntil?.toISOString() ?? null,
      isOpen: row.status === 'active' && row.claimUntil !== null && now < row.claimUntil,
    },
    claims: await listOrderClaims(ctx.db, row.id),
    staleRoas: staleRoas.map((vrp) => ({ prefix: vrp.prefix, maxLength: vrp.maxLength, originAsn: vrp.asn })),
  };
}

/**
 * The seller's status step (`POST /api/orders/:id/status`): an IP lease becomes active only with its
 * paperwork, checked under the order's row lock in the transaction that activates it.
 */
export function advanceLease(
  ctx: AppContext,
  sellerId: string,
  orderId: string,
  next: 'provisioning' | 'active',
) {
  return advanceOrderStatus(ctx, sellerId, orderId, next, async (tx, order) => {
    if (next !== 'active' || order.itemType !== 'ip_subnet') return;
    const missing = findMissingForActivation(await readFacts(ctx, tx, order));
    if (missing.length > 0) throw new AppError('conflict', notReadyToActivate(missing));
  });
}
