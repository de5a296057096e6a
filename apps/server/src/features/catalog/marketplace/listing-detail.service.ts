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
import { preparedQuery, queryPreparedRows } from '../../../platform/db/prepared';
import { users } from '../../../platform/db/schema/platform/index';
import { ipBlocks, listings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { AppError } from '../../../platform/errors';
import { getRatingSummary } from '../../accounts/accounts/profile.service';

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
};

/**
 * The provider card of /listing/{id} (docs/PRODUCT.md "Listing page"), with the average rating and how many
 * ratings it holds.
 */
async function toProvider(
  db: Executor,
  row: {
    providerId: string;
    providerName: string;
    providerAvatarUrl: string | null;
    providerCreatedAt: Date;
  },
) {
  return {
    id: row.providerId,
    name: row.providerName,
    avatarUrl: row.providerAvatarUrl,
    memberSince: row.providerCreatedAt.toISOString(),
    ...(await getRatingSummary(db, row.providerId)),
  };
}

/**
 * Blocklist status of a listing's range (docs/decisions/150-overview-and-facts.md): the latest check
 * of each subnet inside the range, in one statement. A subnet never checked adds nothing, so a range
 * none of whose subnets was checked reads 'unchecked', never 'not listed'. Prepared
 * (docs/decisions/281): the block's id leads it, and the range only narrows within that block.
 */
async function getBlocklistStatus(db: Executor, blockId: string, range: string): Promise<BlocklistStatus> {
  const [row] = await queryPreparedRows<{
    total: DbNumber;
    checked: DbNumber;
    listed_on: string | null;
    last_checked_at: string | Date | null;
  }>(
    db,
    sql`WITH range_subnets AS (
          SELECT s.id FROM ip_subnets s WHERE s.ip_block_id = ${blockId} AND s.subnet <<= ${range}::cidr
        ), latest AS (
          SELECT DISTINCT ON (g.subnet_id) g.subnet_id, g.listed_on, g.checked_at
          FROM ip_reputation_logs g JOIN range_subnets r ON r.id = g.subnet_id
          ORDER BY g.subnet_id, g.checked_at DESC
        )
        SELECT (SELECT count(*) FROM range_subnets) AS total,
               (SELECT count(*) FROM latest) AS checked,
               (SELECT string_agg(DISTINCT zone, ' ' ORDER BY zone) FROM latest, unnest(latest.listed_on) AS zone) AS listed_on,
               (SELECT max(checked_at) FROM latest) AS last_checked_at`,
  );
  const checked = Number(row?.checked ?? 0);
  const listedOn = row?.listed_on ? row.listed_on.split(' ') : [];
  return {
    status: checked === 0 ? 'unchecked' : listedOn.length > 0 ? 'listed' : 'not_listed',
    listedOn,
    checkedSubnets: checked,
    totalSubnets: Number(row?.total ?? 0),
    lastCheckedAt: row?.last_checked_at ? new Date(row.last_checked_at).toISOString() : null,
  };
}

/**
 * The listing page's item by its key, with its block and provider: prepared, as the page's other
 * reads (docs/decisions/281), and only the columns the page shows (not the search word lists).
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
      ...providerColumns,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .leftJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(eq(listings.id, sql.placeholder('id'))),
);

/** A server package by its key, with its provider, as listingById. */
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
    blocklist: listing.ipBlockId && range ? await getBlocklistStatus(db, listing.ipBlockId, range) : null,
    cpu: null,
    ram: null,
    storage: null,
    bandwidth: null,
    stockCount: null,
    isBundle: null,
    createdAt: listing.createdAt.toISOString(),
    provider: await toProvider(db, row),
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
  // As the catalogue decides (docs/PRODUCT.md "Inventory"): in stock, and a bundle only with all its subnets free.
  const [busy] = item.isBundle
    ? await queryPreparedRows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM bundle_subnets x JOIN ip_subnets s ON s.id = x.ip_subnet_id
            WHERE x.server_package_id = ${item.id} AND s.status <> 'available' LIMIT 1`,
      )
    : [];
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
    isAvailable: isPublic && item.stockCount > 0 && !busy,
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
    provider: await toProvider(db, row),
  };
}
