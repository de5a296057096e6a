import { and, desc, eq, sql } from 'drizzle-orm';
import { periodsOfferedOf } from '@netlease/shared/lease-terms';
import {
  CATALOG_MESSAGES,
  LISTING_CONTENT_KEYS,
  OWN_LIST_LIMIT,
  listingContentSchema,
  toListingViewStatus,
  type Listing,
  type ListingContent,
  type ListingData,
  type ListingMutation,
  type ListingUpdateData,
} from '@netlease/shared/catalog';
import { parseRangeInBlock } from '@netlease/shared/cidr';
import type { Message } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { toRangeHeldError } from '../../../platform/db/db-errors';
import { ipBlocks, listings } from '../../../platform/db/schema/catalog/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { assertCanTrade } from '../../accounts/user-management/user-management.service';

type ListingRow = typeof listings.$inferSelect;

// A block an admin approved (or one already leased out, 'active') can back a listing.
const LISTABLE_BLOCK_STATUSES = new Set(['approved', 'active']);
/** Statuses in which the approved text is public (or was, and comes back on resume). */
const LIVE_STATUSES = new Set<ListingRow['status']>(['active', 'paused', 'suspended']);

/**
 * The lease unit of a listing: the chosen subnet size, or the whole range when none is chosen
 * (docs/PRODUCT.md "Inventory"). IPv6 blocks are leased whole. Returns the columns to store.
 */
function leaseUnit(range: { cidr: string; prefix: number }, subnet: ListingData['subnet']) {
  const isIpv6 = range.cidr.includes(':');
  if (isIpv6 && subnet !== null)
    throw new AppError('bad_request', CATALOG_MESSAGES.invalidSubnet, { field: 'subnet' });
  const unitPrefix = subnet === null ? range.prefix : Number(subnet.slice(1));
  if (unitPrefix < range.prefix)
    throw new AppError('bad_request', CATALOG_MESSAGES.listingTooLarge, { field: 'subnet' });
  return {
    unitPrefix,
    subnet: isIpv6 ? null : (`/${unitPrefix}` as const),
    ipCount: isIpv6 ? null : 2 ** (32 - unitPrefix),
  };
}

/** Offers from the subnet-size list only; a whole /16 or /17 range keeps its size as text. */
function subnetColumn(unit: ReturnType<typeof leaseUnit>): ListingRow['subnet'] {
  const allowed: readonly string[] = ['/24', '/23', '/22', '/21', '/20', '/19', '/18'];
  return unit.subnet && allowed.includes(unit.subnet) ? (unit.subnet as ListingRow['subnet']) : null;
}

function rethrowRangeHeld(error: unknown): never {
  throw toRangeHeldError(error, 'cidr') ?? error;
}

/**
 * Create listing (/create-listing, docs/PRODUCT.md "Seller workspace"): a range of one of the
 * seller's approved blocks, leased in units of the chosen subnet size. The database takes the hold on
 * the range (offer_holds, migration 0800) and refuses one another offer already holds; a range with
 * nothing free to lease is refused too. Every listing starts pending; an admin makes it live.
 */
export async function createListing(ctx: AppContext, userId: string, data: ListingData): Promise<Listing> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertCanTrade(tx, userId);
      const [block] = await tx
        .select({ id: ipBlocks.id, cidr: ipBlocks.cidr, status: ipBlocks.status })
        .from(ipBlocks)
        .where(and(eq(ipBlocks.id, data.ipBlockId!), eq(ipBlocks.userId, userId)))
        .for('share');
      if (!block) throw notFound('IP block', 'ipBlockId');
      if (!LISTABLE_BLOCK_STATUSES.has(block.status)) {
        throw new AppError('conflict', CATALOG_MESSAGES.ipBlockNotApproved, { field: 'ipBlockId' });
      }
      const range = parseRangeInBlock(data.cidr, block.cidr);
      if (!range) throw new AppError('bad_request', CATALOG_MESSAGES.rangeOutsideBlock, { field: 'cidr' });
      const unit = leaseUnit(range, data.subnet);
      const [row] = await tx
        .insert(listings)
        .values({
          userId,
          type: 'ip',
          ipBlockId: block.id,
          cidr: range.cidr,
          unitPrefix: unit.unitPrefix,
          title: data.title,
          description: data.description,
          location: data.location,
          priceCents: data.price,
          period: data.period,
          minTermMonths: data.minTermMonths,
          periodsOffered: periodsOfferedOf(data.periodsOffered, data.period),
          subnet: subnetColumn(unit),
          ipCount: unit.ipCount,
          specs: data.specs,
          features: data.features,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (row!.unitsFree === 0)
        throw new AppError('conflict', CATALOG_MESSAGES.rangeFullyLeased, { field: 'cidr' });
      await recordAudit(tx, {
        actorId: userId,
        action: 'listing.created',
        targetType: 'listing',
        targetId: row!.id,
        after: {
          cidr: range.cidr,
          unitPrefix: unit.unitPrefix,
          priceCents: data.price,
          period: data.period,
          minTermMonths: data.minTermMonths,
          periodsOffered: periodsOfferedOf(data.periodsOffered, data.period),
        },
      });
      return toListing(row!, block.cidr);
    });
  } catch (error) {
    rethrowRangeHeld(error);
  }
}

const ownColumns = { listing: listings, blockCidr: sql<string | null>`${ipBlocks.cidr}::text` };

/** My Listings: every listing of the seller, newest first, with the block behind it. */
export async function listOwnListings(ctx: AppContext, userId: string): Promise<Listing[]> {
  const rows = await ctx.db
    .select(ownColumns)
    .from(listings)
    .leftJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(OWN_LIST_LIMIT);
  return rows.map((row) => toListing(row.listing, row.blockCidr));
}

/** One of the seller's listings (the edit form). Another user's answers exactly like a missing one. */
export async function getOwnListing(ctx: AppContext, userId: string, id: string): Promise<Listing> {
  const [row] = await ctx.db
    .select(ownColumns)
    .from(listings)
    .leftJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(and(eq(listings.id, id), eq(listings.userId, userId)));
  if (!row) throw notFound('Listing');
  return toListing(row.listing, row.blockCidr);
}

export async function lockOwnListing(tx: Executor, userId: string, id: string) {
  const [row] = await tx
    .select(ownColumns)
    .from(listings)
    .leftJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(and(eq(listings.id, id), eq(listings.userId, userId)))
    .for('update', { of: listings });
  if (!row) throw notFound('Listing');
  return row;
}

const contentOf = (row: Pick<ListingRow, (typeof LISTING_CONTENT_KEYS)[number]>): ListingContent => ({
  title: row.title,
  location: row.location,
  description: row.description,
  specs: row.specs,
  features: row.features,
});

const isSameContent = (a: ListingContent, b: ListingContent) =>
  LISTING_CONTENT_KEYS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

/**
 * Edit listing (docs/PRODUCT.md "Seller workspace"). Price, period and subnet size change at once,
 * even on a live listing. New text on a listing that is or was live waits for review in
 * pending_changes while the approved text stays public; a pending or rejected listing is simply
 * changed and (again) waits for review.
 */
export async function updateListing(
  ctx: AppContext,
  userId: string,
  id: string,
  data: ListingUpdateData,
): Promise<ListingMutation> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { listing, blockCidr } = await lockOwnListing(tx, userId, id);
      if (listing.type !== 'ip' || !listing.cidr) {
        throw new AppError('conflict', CATALOG_MESSAGES.serverListingsArePackages, { field: 'type' });
      }
      const range = { cidr: listing.cidr, prefix: Number(listing.cidr.split('/')[1]) };
      const unit = leaseUnit(range, data.subnet);
      const terms = {
        priceCents: data.price,
        period: data.period,
        // Lease terms change at once too; orders already made keep theirs (docs/PRODUCT.md "Listings").
        minTermMonths: data.minTermMonths,
        periodsOffered: periodsOfferedOf(data.periodsOffered, data.period),
        unitPrefix: unit.unitPrefix,
        subnet: subnetColumn(unit),
        ipCount: unit.ipCount,
        updatedAt: now,
      };
      const proposed: ListingContent = {
        title: data.title,
        location: data.location,
        description: data.description,
        specs: data.specs,
        features: data.features,
      };
      let message: Message;
      let changes: Partial<ListingRow>;
      if (LIVE_STATUSES.has(listing.status)) {
        const isChanged = !isSameContent(proposed, contentOf(listing));
        changes = isChanged
          ? { pendingChanges: proposed, changesSubmittedAt: now, changesRejectionReason: null }
          : { pendingChanges: null, changesSubmittedAt: null };
        message = isChanged ? CATALOG_MESSAGES.listingChangesSubmitted : CATALOG_MESSAGES.listingUpdated;
      } else {
        // Resubmitting a rejected listing takes its range again (the trigger may refuse it).
        changes = { ...proposed, status: 'pending', rejectionReason: null, pendingChanges: null };
        message = CATALOG_MESSAGES.listingResubmitted;
      }
      const [updated] = await tx
        .update(listings)
        .set({ ...terms, ...changes })
        .where(eq(listings.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: userId,
        action: 'listing.updated',
        targetType: 'listing',
        targetId: id,
        before: {
          priceCents: listing.priceCents,
          period: listing.period,
          minTermMonths: listing.minTermMonths,
          periodsOffered: listing.periodsOffered,
          unitPrefix: listing.unitPrefix,
        },
        after: {
          priceCents: data.price,
          period: data.period,
          minTermMonths: terms.minTermMonths,
          periodsOffered: terms.periodsOffered,
          unitPrefix: unit.unitPrefix,
          textForReview: changes.pendingChanges ? true : undefined,
        },
      });
      return {
        listing: toListing(updated!, blockCidr),
        title: message.title,
        message: message.description,
      };
    });
  } catch (error) {
    rethrowRangeHeld(error);
  }
}

export function toListing(row: ListingRow, blockCidr: string | null): Listing {
  const pending = listingContentSchema.safeParse(row.pendingChanges);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    location: row.location,
    priceCents: row.priceCents,
    period: row.period,
    pricePerMonthCents: row.pricePerMonthCents ?? row.priceCents,
    minTermMonths: row.minTermMonths,
    periodsOffered: periodsOfferedOf(row.periodsOffered, row.period),
    subnet: row.subnet,
    ipCount: row.ipCount,
    specs: row.specs,
    features: row.features,
    status: toListingViewStatus(row.status, row.unitsFree),
    ipBlockId: row.ipBlockId,
    ipBlockCidr: blockCidr,
    cidr: row.cidr,
    unitsTotal: row.unitsTotal,
    unitsFree: row.unitsFree,
    rejectionReason: row.rejectionReason,
    pendingChanges: pending.success ? pending.data : null,
    changesRejectionReason: row.changesRejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
