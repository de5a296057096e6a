import { eq } from 'drizzle-orm';
import type { CheckoutItemType, LeasePeriod } from '@netlease/shared/orders';
import type { Executor } from '../../../platform/db/database';
import { ipBlocks, listings, serverPackages, users } from '../../../platform/db/schema/index';

/** What can be bought: an active IP listing on an approved block, or an approved server package. */
export interface CheckoutItem {
  itemType: CheckoutItemType;
  id: string;
  title: string;
  sellerId: string;
  providerName: string;
  priceCents: number;
  period: LeasePeriod;
  isAvailable: boolean;
  /** A server package with subnets attached (a bundle): checkout leases them too. */
  isBundle?: boolean;
  ip?: { blockId: string; range: string; unitPrefix: number };
}

/** The item a checkout names, with its seller, its price and whether it is on sale now. */
export async function findCheckoutItem(
  db: Executor,
  itemType: CheckoutItemType,
  id: string,
): Promise<CheckoutItem | null> {
  if (itemType === 'server') {
    const [row] = await db
      .select({ pkg: serverPackages, providerName: users.name })
      .from(serverPackages)
      .innerJoin(users, eq(users.id, serverPackages.userId))
      .where(eq(serverPackages.id, id));
    if (!row) return null;
    return {
      itemType,
      id,
      title: row.pkg.name,
      sellerId: row.pkg.userId,
      providerName: row.providerName,
      priceCents: row.pkg.priceCents,
      period: 'month',
      isAvailable: row.pkg.status === 'approved' || row.pkg.status === 'active',
      isBundle: row.pkg.isBundle,
    };
  }
  const [row] = await db
    .select({
      listing: listings,
      providerName: users.name,
      blockOwner: ipBlocks.userId,
      blockStatus: ipBlocks.status,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .innerJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(eq(listings.id, id));
  if (!row) return null;
  const { listing } = row;
  return {
    itemType,
    id,
    title: listing.title,
    sellerId: listing.userId,
    providerName: row.providerName,
    priceCents: listing.priceCents,
    period: listing.period,
    // docs/PRODUCT.md "Inventory": a live listing on an approved block of its own seller, with a free unit.
    isAvailable:
      listing.type === 'ip' &&
      listing.status === 'active' &&
      listing.unitsFree > 0 &&
      row.blockOwner === listing.userId &&
      (row.blockStatus === 'approved' || row.blockStatus === 'active'),
    ip: { blockId: listing.ipBlockId!, range: listing.cidr ?? '', unitPrefix: listing.unitPrefix ?? 0 },
  };
}
