import { and, desc, eq } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  OWN_LIST_LIMIT,
  SUBNET_OPTIONS,
  type Listing,
  type ListingData,
} from '@netlease/shared/catalog';
import { blockAddressCount } from '@netlease/shared/cidr';
import type { AppContext } from '../../app-context';
import { ipBlocks, listings } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';

// A block an admin approved (or one already leased out, 'active') can back a listing.
const LISTABLE_BLOCK_STATUSES = new Set(['approved', 'active']);
const MAX_IP_COUNT = 2 ** 31 - 1;

/**
 * Create listing (spec part 2 /create-listing, §5). An IP listing is backed by one of the seller's
 * approved blocks and cannot offer more addresses than that block holds (DESIGN.md "Inventory").
 * Every listing starts pending; an admin makes it live.
 */
export async function createListing(ctx: AppContext, userId: string, data: ListingData): Promise<Listing> {
  let ipBlockId: string | null = null;
  let subnet = data.subnet;
  let ipCount = data.ipCount;
  if (data.type === 'ip') {
    const [block] = await ctx.db
      .select({ id: ipBlocks.id, cidr: ipBlocks.cidr, status: ipBlocks.status })
      .from(ipBlocks)
      .where(and(eq(ipBlocks.id, data.ipBlockId!), eq(ipBlocks.userId, userId)));
    if (!block) throw notFound('IP block');
    if (!LISTABLE_BLOCK_STATUSES.has(block.status)) {
      throw new AppError('conflict', CATALOG_MESSAGES.ipBlockNotApproved);
    }
    const blockSize = blockAddressCount(block.cidr);
    const subnetSize = SUBNET_OPTIONS.find((option) => option.value === subnet)?.ipCount ?? null;
    ipCount ??= subnetSize ?? (blockSize <= MAX_IP_COUNT ? blockSize : null);
    if ((subnetSize ?? 0) > blockSize || (ipCount ?? 0) > Math.min(blockSize, subnetSize ?? blockSize)) {
      throw new AppError('bad_request', CATALOG_MESSAGES.listingTooLarge);
    }
    ipBlockId = block.id;
  } else {
    // Spec part 2 /create-listing: a server listing has no subnet or IP count.
    subnet = null;
    ipCount = null;
  }
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(listings)
    .values({
      userId,
      type: data.type,
      ipBlockId,
      title: data.title,
      description: data.description,
      location: data.location,
      priceCents: data.price,
      period: data.period,
      subnet,
      ipCount,
      specs: data.specs,
      features: data.features,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toListing(row!);
}

export async function listOwnListings(ctx: AppContext, userId: string): Promise<Listing[]> {
  const rows = await ctx.db
    .select()
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(OWN_LIST_LIMIT);
  return rows.map(toListing);
}

function toListing(row: typeof listings.$inferSelect): Listing {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    location: row.location,
    priceCents: row.priceCents,
    period: row.period,
    subnet: row.subnet,
    ipCount: row.ipCount,
    specs: row.specs,
    features: row.features,
    status: row.status,
    ipBlockId: row.ipBlockId,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}
