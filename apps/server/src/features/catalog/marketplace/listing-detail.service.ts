import { eq, sql } from 'drizzle-orm';
import { periodsOfferedOf } from '@netlease/shared/lease-terms';
import {
  CATALOG_MESSAGES,
  PUBLIC_LISTING_STATUS,
  PUBLIC_SERVER_PACKAGE_STATUS,
  type BlocklistStatus,
  type MarketplaceDetail,
} from '@netlease/shared/catalog';
import { reputationBand } from '@netlease/shared/reputation';
import type { SessionUser } from '@netlease/shared/auth';
import type { Executor } from '../../../platform/db/database';
import { preparedQuery } from '../../../platform/db/prepared';
import { users } from '../../../platform/db/schema/platform/index';
import { ipBlocks, listings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { AppError } from '../../../platform/errors';
import { toRatingSummary } from '../../accounts/accounts/profile.service';

// The listing page's reads (docs/PRODUCT.md "Listing page"): one listing or server package with its
// provider card and blocklist status, as the viewer may see it.

type DbNumber = number | string | bigint;

/** Hidden items answer exactly like missing ones; owners and admins may look at their own. */
function canSee(viewer: SessionUser | null, ownerId: string, isPublic: boolean) {
  return isPublic || viewer?.id === ownerId || viewer?.role === 'admin';
}

const providerColumns = {
  providerId: users.id,
  providerName: users.name,
  providerAvatarUrl: users.avatarUrl,
  providerCreatedAt: users.createdAt,
  // The provider's ratings (docs/PRODUCT.md "User reputation"), read in the item's own statement.
  providerRatingAverage: sql<string | null>`(SELECT avg(r.rating) FROM user_ratings r
    WHERE r.rated_user_id = ${users.id})`,
  providerRatings:
    sql<number>`(SELECT count(*) FROM user_ratings r WHERE r.rated_user_id = ${users.id})`.mapWith(Number),
};

/** The provider card of /listing/{id} (docs/PRODUCT.md "Listing page"). */
function toProvider(row: {
  providerId: string;
  providerName: string;
  providerAvatarUrl: string | null;
  providerCreatedAt: Date;
  providerRatingAverage: string | null;
  providerRatings: number;
}) {
  return {
    id: row.providerId,
    name: row.providerName,
    avatarUrl: row.providerAvatarUrl,
    memberSince: row.providerCreatedAt.toISOString(),
    ...toRatingSummary({ average: row.providerRatingAverage, ratings: row.providerRatings }),
  };
}

interface BlocklistRow {
  total: DbNumber;
  checked: DbNumber;
  listedOn: string | null;
  lastCheckedAt: string | null;
}

/**
 * Blocklist status of a listing's range (docs/decisions/150-overview-and-facts.md): the latest check
 * of each subnet inside the range. A subnet never checked adds nothing, so a range none of whose
 * subnets was checked reads 'unchecked', never 'not listed'. A column of the listing's own statement:
 * the block's id leads it, and the range only narrows within that block.
 */
const blocklistOfListing = sql<BlocklistRow | null>`(WITH range_subnets AS (
    SELECT s.id FROM ip_subnets s
    WHERE s.ip_block_id = ${listings.ipBlockId} AND s.subnet <<= coalesce(${listings.cidr}, ${ipBlocks.cidr})
  ), latest AS (
    SELECT DISTINCT ON (g.subnet_id) g.subnet_id, g.listed_on, g.checked_at
    FROM ip_reputation_logs g JOIN range_subnets r ON r.id = g.subnet_id
    ORDER BY g.subnet_id, g.checked_at DESC
  )
  SELECT json_build_object(
    'total', (SELECT count(*) FROM range_subnets),
    'checked', (SELECT count(*) FROM latest),
    'listedOn', (SELECT string_agg(DISTINCT zone, ' ' ORDER BY zone) FROM latest, unnest(latest.listed_on) AS zone),
    'lastCheckedAt', (SELECT max(checked_at) FROM latest)))`;

function toBlocklistStatus(row: BlocklistRow | null): BlocklistStatus {
  const checked = Number(row?.checked ?? 0);
  const listedOn = row?.listedOn ? row.listedOn.split(' ') : [];
  return {
    status: checked === 0 ? 'unchecked' : listedOn.length > 0 ? 'listed' : 'not_listed',
    listedOn,
    checkedSubnets: checked,
    totalSubnets: Number(row?.total ?? 0),
    lastCheckedAt: row?.lastCheckedAt ? new Date(row.lastCheckedAt).toISOString() : null,
  };
}

/**
 * The listing page's item by its key, with its block, blocklist status and provider, in one prepared
 * statement (docs/decisions/281, 302), and only the columns the page shows (not the search word lists).
 */
const listingById = preparedQuery((db) =>
  db
    .select({
      listing: {
        id: listings.id,
        userId: listings.userId,
        type: listings.type,
        ipBlockId: listings.ipBlockId,
        title: listings.title,
        description: listings.description,
        location: listings.location,
        priceCents: listings.priceCents,
        period: listings.period,
        minTermMonths: listings.minTermMonths,
        periodsOffered: listings.periodsOffered,
        subnet: listings.subnet,
        ipCount: listings.ipCount,
        specs: listings.specs,
        features: listings.features,
        status: listings.status,
        cidr: listings.cidr,
        unitPrefix: listings.unitPrefix,
        unitsTotal: listings.unitsTotal,
        unitsFree: listings.unitsFree,
        pricePerMonthCents: listings.pricePerMonthCents,
        reputationScore: listings.reputationScore,
        createdAt: listings.createdAt,
      },
      rir: ipBlocks.rir,
      countryCode: ipBlocks.countryCode,
      blockCidr: ipBlocks.cidr,
      blocklist: blocklistOfListing,
      ...providerColumns,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .leftJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(eq(listings.id, sql.placeholder('id'))),
);

/** A server package by its key, with its provider and whether a bundle's subnet is taken, as listingById. */
const serverPackageById = preparedQuery((db) =>
  db
    .select({
      item: {
        id: serverPackages.id,
        userId: serverPackages.userId,
        name: serverPackages.name,
        description: serverPackages.description,
        location: serverPackages.location,
        cpu: serverPackages.cpu,
        ram: serverPackages.ram,
        storage: serverPackages.storage,
        bandwidth: serverPackages.bandwidth,
        priceCents: serverPackages.priceCents,
        stockCount: serverPackages.stockCount,
        isBundle: serverPackages.isBundle,
        status: serverPackages.status,
        createdAt: serverPackages.createdAt,
      },
      // As the catalogue decides (docs/PRODUCT.md "Inventory"): a bundle only with all its subnets free.
      hasTakenSubnet: sql<boolean>`EXISTS (SELECT 1 FROM bundle_subnets x JOIN ip_subnets s ON s.id = x.ip_subnet_id
        WHERE x.server_package_id = ${serverPackages.id} AND s.status <> 'available')`,
      ...providerColumns,
    })
    .from(serverPackages)
    .innerJoin(users, eq(users.id, serverPackages.userId))
    .where(eq(serverPackages.id, sql.placeholder('id'))),
);

/** /listing/{id} for a row of listings (docs/PRODUCT.md "Listing page"). */
export async function getListingDetail(
  db: Executor,
  viewer: SessionUser | null,
  id: string,
): Promise<MarketplaceDetail> {
  const [row] = await listingById(db, { id });
  const isPublic = row?.listing.status === PUBLIC_LISTING_STATUS;
  if (!row || !canSee(viewer, row.listing.userId, isPublic)) {
    throw new AppError('not_found', CATALOG_MESSAGES.listingNotFound);
  }
  const { listing } = row;
  const range = listing.cidr ?? row.blockCidr;
  const ipVersion = range === null ? null : range.includes(':') ? 6 : 4;
  return {
    kind: 'ip',
    id: listing.id,
    listingType: listing.type,
    title: listing.title,
    description: listing.description,
    location: listing.location,
    priceCents: listing.priceCents,
    period: listing.period,
    subnet: listing.subnet,
    ipCount: listing.ipCount,
    specs: listing.specs,
    features: listing.features,
    status: listing.status,
    isPublic,
    isAvailable: isPublic && listing.unitsFree > 0,
    // A generated column: typed nullable, always set on a stored row.
    pricePerMonthCents: listing.pricePerMonthCents ?? listing.priceCents,
    minTermMonths: listing.minTermMonths,
    periodsOffered: periodsOfferedOf(listing.periodsOffered, listing.period),
    cidr: range,
    ipVersion,
    unitPrefix: listing.unitPrefix,
    unitsTotal: listing.unitsTotal,
    unitsFree: listing.unitsFree,
    rir: row.rir,
    countryCode: row.countryCode,
    reputationScore: listing.reputationScore,
    reputationBand: listing.reputationScore === null ? null : reputationBand(listing.reputationScore),
    blocklist: listing.ipBlockId && range ? toBlocklistStatus(row.blocklist) : null,
    cpu: null,
    ram: null,
    storage: null,
    bandwidth: null,
    stockCount: null,
    isBundle: null,
    createdAt: listing.createdAt.toISOString(),
    provider: toProvider(row),
  };
}

/** /listing/{id}?type=server: a server package shown in the same shape (price per month). */
export async function getServerPackageDetail(
  db: Executor,
  viewer: SessionUser | null,
  id: string,
): Promise<MarketplaceDetail> {
  const [row] = await serverPackageById(db, { id });
  const isPublic = row?.item.status === PUBLIC_SERVER_PACKAGE_STATUS;
  if (!row || !canSee(viewer, row.item.userId, isPublic)) {
    throw new AppError('not_found', CATALOG_MESSAGES.listingNotFound);
  }
  const { item } = row;
  return {
    kind: 'server',
    id: item.id,
    listingType: 'server',
    title: item.name,
    description: item.description,
    location: item.location,
    priceCents: item.priceCents,
    period: 'month',
    // Server packages are monthly (docs/PRODUCT.md "Checkout").
    minTermMonths: 1,
    periodsOffered: ['month'],
    subnet: null,
    ipCount: null,
    specs: `${item.cpu} · ${item.ram} RAM · ${item.storage} storage · ${item.bandwidth} bandwidth`,
    features: [
      `CPU: ${item.cpu}`,
      `RAM: ${item.ram}`,
      `Storage: ${item.storage}`,
      `Bandwidth: ${item.bandwidth}`,
      ...(item.isBundle ? ['Bundle package'] : []),
    ],
    status: item.status,
    isPublic,
    // As the catalogue decides (docs/PRODUCT.md "Inventory"): in stock, and a bundle only with all its subnets free.
    isAvailable: isPublic && item.stockCount > 0 && !(item.isBundle && row.hasTakenSubnet),
    pricePerMonthCents: item.priceCents,
    cidr: null,
    ipVersion: null,
    unitPrefix: null,
    unitsTotal: null,
    unitsFree: null,
    rir: null,
    countryCode: null,
    reputationScore: null,
    reputationBand: null,
    blocklist: null,
    cpu: item.cpu,
    ram: item.ram,
    storage: item.storage,
    bandwidth: item.bandwidth,
    stockCount: item.stockCount,
    isBundle: item.isBundle,
    createdAt: item.createdAt.toISOString(),
    provider: toProvider(row),
  };
}
