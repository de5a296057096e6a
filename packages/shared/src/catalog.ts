import { z } from 'zod';
import { asIssue, MESSAGES, type Message } from './messages';
import { parseDollarsToCents } from './format';
import { parseBlockCidr, type ParsedCidr } from './cidr';
import {
  CATALOG_MESSAGES,
  IP_BLOCK_STATUSES,
  LISTING_PERIODS,
  LISTING_STATUSES,
  LISTING_TYPES,
  MARKETPLACE_MAX_PAGE,
  MARKETPLACE_SEARCH_MAX_LENGTH,
  MARKETPLACE_SORTS,
  MARKETPLACE_TYPES,
  RIRS,
  SERVER_PACKAGE_STATUSES,
  SUBNET_STATUSES,
  SUBNET_VALUES,
  type Rir,
} from './catalog-constants';

/**
 * Catalog and seller inventory contracts (spec part 1 /marketplace, /listing/{id}, /admin approvals;
 * part 2 /create-listing, /my-ip-blocks, /my-server-packages): constants, messages and wire shapes
 * shared by the API and the web app. Money is integer cents on the wire (`priceCents`).
 */

// Constants, messages and pure helpers live in catalog-constants.ts (no zod), so public pages such
// as /marketplace load without the schema library; they are re-exported here for everyone else.
export * from './catalog-constants';

/* ---------- IP blocks ---------- */

export interface IpBlockFields {
  cidr: ParsedCidr;
  rir: Rir;
  countryCode: string | null;
}

/**
 * The text fields of the Add IP Block form (the LOA file is checked separately by its content).
 * `allowDocumentation` is the server's demo mode. Returns the first message to show.
 */
export function validateIpBlockFields(
  input: { cidr?: string; rir?: string; countryCode?: string },
  options: { allowDocumentation: boolean; hasLoa: boolean },
): { ok: true; value: IpBlockFields } | { ok: false; message: Message } {
  const cidrText = input.cidr?.trim() ?? '';
  const rirText = input.rir?.trim().toLowerCase() ?? '';
  if (!cidrText || !rirText || !options.hasLoa) {
    return { ok: false, message: CATALOG_MESSAGES.ipBlockMissingFields };
  }
  const cidr = parseBlockCidr(cidrText, options);
  if (!cidr.ok) return { ok: false, message: cidr.message };
  if (!(RIRS as readonly string[]).includes(rirText))
    return { ok: false, message: CATALOG_MESSAGES.invalidRir };
  const countryCode = input.countryCode?.trim().toUpperCase() ?? '';
  if (countryCode && !/^[A-Z]{2}$/.test(countryCode)) {
    return { ok: false, message: CATALOG_MESSAGES.invalidCountryCode };
  }
  return { ok: true, value: { cidr: cidr.value, rir: rirText as Rir, countryCode: countryCode || null } };
}

export const ipSubnetSchema = z.object({
  id: z.string(),
  subnet: z.string(),
  reputationScore: z.number(),
  status: z.enum(SUBNET_STATUSES),
});
export type IpSubnet = z.infer<typeof ipSubnetSchema>;

export const ipBlockSchema = z.object({
  id: z.string(),
  cidr: z.string(),
  rir: z.enum(RIRS),
  countryCode: z.string().nullable(),
  status: z.enum(IP_BLOCK_STATUSES),
  rejectionReason: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  subnetCount: z.number(),
  /** Authorised download of the LOA (owner and admins). */
  loaUrl: z.string(),
});
export type IpBlock = z.infer<typeof ipBlockSchema>;

export const ipBlockDetailSchema = ipBlockSchema.extend({ subnets: z.array(ipSubnetSchema) });
export type IpBlockDetail = z.infer<typeof ipBlockDetailSchema>;

export const ipBlockListQuerySchema = z.object({ status: z.enum(IP_BLOCK_STATUSES).optional() });

/* ---------- money input ---------- */

/** A dollar amount from a form ("49.99", 49.99) as cents above 0, or the 'Invalid price' message. */
export const priceInputSchema = z
  .union([z.string(), z.number()], { error: asIssue(CATALOG_MESSAGES.invalidPrice) })
  .transform((value, ctx) => {
    const cents = parseDollarsToCents(value);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: asIssue(CATALOG_MESSAGES.invalidPrice) });
      return z.NEVER;
    }
    return cents;
  });

const requiredText = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, missing);

/** Empty form fields arrive as '' or null; stored as null (spec part 2 §5). */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/* ---------- server packages ---------- */

const packageMissing = asIssue(CATALOG_MESSAGES.missingPackageDetails);
export const serverPackageInputSchema = z.object({
  name: requiredText(packageMissing, 120),
  description: requiredText(packageMissing, 5000),
  location: requiredText(packageMissing, 120),
  cpu: requiredText(packageMissing, 120),
  ram: requiredText(packageMissing, 120),
  storage: requiredText(packageMissing, 120),
  bandwidth: requiredText(packageMissing, 120),
  price: priceInputSchema,
  stockCount: z.coerce
    .number({ error: asIssue(CATALOG_MESSAGES.invalidStockCount) })
    .int(asIssue(CATALOG_MESSAGES.invalidStockCount))
    .min(0, asIssue(CATALOG_MESSAGES.invalidStockCount))
    .max(1_000_000, asIssue(CATALOG_MESSAGES.invalidStockCount))
    .default(1),
  isBundle: z.boolean().default(false),
});
export type ServerPackageInput = z.input<typeof serverPackageInputSchema>;
/** What the server works with after validation (price already in cents). */
export type ServerPackageData = z.output<typeof serverPackageInputSchema>;

export const serverPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  cpu: z.string(),
  ram: z.string(),
  storage: z.string(),
  bandwidth: z.string(),
  priceCents: z.number(),
  stockCount: z.number(),
  isBundle: z.boolean(),
  status: z.enum(SERVER_PACKAGE_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServerPackage = z.infer<typeof serverPackageSchema>;

/* ---------- listings ---------- */

const listingMissing = asIssue(CATALOG_MESSAGES.missingListingDetails);
export const listingInputSchema = z
  .object({
    type: z.enum(LISTING_TYPES, { error: listingMissing }),
    title: requiredText(listingMissing, 120),
    location: requiredText(listingMissing, 120),
    description: requiredText(listingMissing, 5000),
    price: priceInputSchema,
    period: z.enum(LISTING_PERIODS, { error: listingMissing }).default('month'),
    subnet: z.preprocess(
      emptyToNull,
      z.enum(SUBNET_VALUES, { error: asIssue(CATALOG_MESSAGES.invalidSubnet) }).nullable(),
    ),
    ipCount: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: asIssue(CATALOG_MESSAGES.invalidIpCount) })
        .int(asIssue(CATALOG_MESSAGES.invalidIpCount))
        .min(1, asIssue(CATALOG_MESSAGES.invalidIpCount))
        .max(2 ** 31 - 1, asIssue(CATALOG_MESSAGES.invalidIpCount))
        .nullable(),
    ),
    specs: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : emptyToNull(value)),
      z.string().trim().max(2000).nullable(),
    ),
    features: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
    ipBlockId: z.preprocess(
      emptyToNull,
      z.uuid({ error: asIssue(CATALOG_MESSAGES.ipBlockRequired) }).nullable(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'ip' && !input.ipBlockId) {
      ctx.addIssue({
        code: 'custom',
        path: ['ipBlockId'],
        message: asIssue(CATALOG_MESSAGES.ipBlockRequired),
      });
    }
  });
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingData = z.output<typeof listingInputSchema>;

export const listingSchema = z.object({
  id: z.string(),
  type: z.enum(LISTING_TYPES),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  priceCents: z.number(),
  period: z.enum(LISTING_PERIODS),
  subnet: z.string().nullable(),
  ipCount: z.number().nullable(),
  specs: z.string().nullable(),
  features: z.array(z.string()),
  status: z.enum(LISTING_STATUSES),
  ipBlockId: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

/* ---------- marketplace ---------- */

export const marketplaceQuerySchema = z.object({
  q: z.string().trim().max(MARKETPLACE_SEARCH_MAX_LENGTH).default(''),
  type: z.enum(MARKETPLACE_TYPES).default('all'),
  sort: z.enum(MARKETPLACE_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(MARKETPLACE_MAX_PAGE).default(1),
});
export type MarketplaceQuery = z.input<typeof marketplaceQuerySchema>;
export type MarketplaceQueryData = z.output<typeof marketplaceQuerySchema>;

/** One card of the marketplace grid: an active IP listing or an approved server package. */
export const marketplaceItemSchema = z.object({
  kind: z.enum(LISTING_TYPES),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  priceCents: z.number(),
  period: z.enum(LISTING_PERIODS),
  ipCount: z.number().nullable(),
  subnet: z.string().nullable(),
  cpu: z.string().nullable(),
  ram: z.string().nullable(),
  storage: z.string().nullable(),
  /** A bundle's subnets (issue 9, decision 090); null when the item is not a bundle. */
  bundleSubnets: z.array(z.string()).nullable(),
  createdAt: z.string(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

export const marketplacePageSchema = z.object({
  items: z.array(marketplaceItemSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Matching items, counted up to MARKETPLACE_COUNT_LIMIT + 1 (more reads as "10,000+"). */
  total: z.number(),
  hasNextPage: z.boolean(),
});
export type MarketplacePage = z.infer<typeof marketplacePageSchema>;

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  memberSince: z.string(),
});

/** /listing/{id}: an IP listing (kind ip) or a server package (kind server) in one shape. */
export const marketplaceDetailSchema = z.object({
  kind: z.enum(LISTING_TYPES),
  id: z.string(),
  /** For kind ip, the listing's own type (a server listing is possible, spec part 2 §3). */
  listingType: z.enum(LISTING_TYPES),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  priceCents: z.number(),
  period: z.enum(LISTING_PERIODS),
  subnet: z.string().nullable(),
  ipCount: z.number().nullable(),
  specs: z.string().nullable(),
  features: z.array(z.string()),
  status: z.string(),
  isPublic: z.boolean(),
  rir: z.enum(RIRS).nullable(),
  countryCode: z.string().nullable(),
  cpu: z.string().nullable(),
  ram: z.string().nullable(),
  storage: z.string().nullable(),
  bandwidth: z.string().nullable(),
  stockCount: z.number().nullable(),
  isBundle: z.boolean().nullable(),
  createdAt: z.string(),
  provider: providerSchema,
});
export type MarketplaceDetail = z.infer<typeof marketplaceDetailSchema>;

/* ---------- admin approvals ---------- */

export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  activeOrders: z.number(),
  pendingIpBlocks: z.number(),
  pendingServerPackages: z.number(),
  pendingListings: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

const owner = { ownerId: z.string(), ownerName: z.string(), ownerEmail: z.string() };

export const pendingIpBlockSchema = z.object({
  id: z.string(),
  cidr: z.string(),
  rir: z.enum(RIRS),
  countryCode: z.string().nullable(),
  loaUrl: z.string(),
  createdAt: z.string(),
  ...owner,
});
export const pendingServerPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  cpu: z.string(),
  ram: z.string(),
  storage: z.string(),
  bandwidth: z.string(),
  priceCents: z.number(),
  stockCount: z.number(),
  isBundle: z.boolean(),
  createdAt: z.string(),
  ...owner,
});
export const pendingListingSchema = z.object({
  id: z.string(),
  type: z.enum(LISTING_TYPES),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  priceCents: z.number(),
  period: z.enum(LISTING_PERIODS),
  subnet: z.string().nullable(),
  ipCount: z.number().nullable(),
  ipBlockCidr: z.string().nullable(),
  createdAt: z.string(),
  ...owner,
});
export const pendingApprovalsSchema = z.object({
  ipBlocks: z.array(pendingIpBlockSchema),
  serverPackages: z.array(pendingServerPackageSchema),
  listings: z.array(pendingListingSchema),
});
export type PendingApprovals = z.infer<typeof pendingApprovalsSchema>;
export type PendingIpBlock = z.infer<typeof pendingIpBlockSchema>;
export type PendingServerPackage = z.infer<typeof pendingServerPackageSchema>;
export type PendingListing = z.infer<typeof pendingListingSchema>;

export const rejectInputSchema = z.object({
  reason: z
    .string({ error: asIssue(MESSAGES.reasonRequired) })
    .trim()
    .min(1, asIssue(MESSAGES.reasonRequired))
    .max(1000, asIssue(MESSAGES.reasonRequired)),
});
