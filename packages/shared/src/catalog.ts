import { z } from 'zod';
import { asIssue, MESSAGES, type Message } from './messages';
import { parseDollarsToCents } from './format';
import { parseBlockCidr, type ParsedCidr } from './cidr';
import { parseCountryCode } from './countries';
import { REPUTATION_BANDS } from './reputation';
import {
  CATALOG_MESSAGES,
  IP_BLOCK_STATUSES,
  LISTING_PERIODS,
  LISTING_TYPES,
  LISTING_VIEW_STATUSES,
  RIRS,
  SERVER_PACKAGE_STATUSES,
  SUBNET_STATUSES,
  SUBNET_VALUES,
  type Rir,
  APPROVAL_KINDS,
} from './catalog-constants';
import { messageShape } from './replies';
import { multiLineText, singleLineText } from './text';
import { leaseTermFields, refineLeaseTerms } from './lease-terms';

/**
 * Catalog and seller inventory contracts (/marketplace, /listing/{id}, the admin approvals tab,
 * /create-listing, /my-ip-blocks, /my-server-packages; docs/PRODUCT.md "Listings"): constants,
 * messages and wire shapes shared by the API and the web app. Money is integer cents on the wire
 * (`priceCents`).
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

/** The fields of the Add IP Block form, as the API's multipart body names them. */
export type IpBlockField = 'cidr' | 'rir' | 'countryCode' | 'loa';

/**
 * The text fields of the Add IP Block form (the LOA file is checked separately by its content).
 * `allowDocumentation` is the server's demo mode. Returns the first message to show and its field.
 */
export function validateIpBlockFields(
  input: { cidr?: string; rir?: string; countryCode?: string },
  options: { allowDocumentation: boolean; hasLoa: boolean },
): { ok: true; value: IpBlockFields } | { ok: false; message: Message; field: IpBlockField } {
  const cidrText = input.cidr?.trim() ?? '';
  const rirText = input.rir?.trim().toLowerCase() ?? '';
  if (!cidrText || !rirText || !options.hasLoa) {
    const field = !cidrText ? 'cidr' : !rirText ? 'rir' : 'loa';
    return { ok: false, message: CATALOG_MESSAGES.ipBlockMissingFields, field };
  }
  const cidr = parseBlockCidr(cidrText, options);
  if (!cidr.ok) return { ok: false, message: cidr.message, field: 'cidr' };
  if (!(RIRS as readonly string[]).includes(rirText))
    return { ok: false, message: CATALOG_MESSAGES.invalidRir, field: 'rir' };
  // Optional; a listed ISO 3166-1 code in any case, stored upper-cased (docs/decisions/105-country-codes.md).
  const countryCode = parseCountryCode(input.countryCode);
  if (!countryCode.ok) return { ...countryCode, field: 'countryCode' };
  return { ok: true, value: { cidr: cidr.value, rir: rirText as Rir, countryCode: countryCode.value } };
}

export const ipSubnetSchema = z.object({
  id: z.string(),
  subnet: z.string(),
  /** null until the subnet's first reputation check: it reads 'not yet checked'. */
  reputationScore: z.number().nullable(),
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

/** A required text field of a seller's form, with the text rule of its kind (docs/PRODUCT.md "Text fields"). */
const requiredText = (missing: string, max: number, rule: z.core.$ZodCheck<string>) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, missing).check(rule);

/** Empty optional form fields arrive as '' or null; stored as null. */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/* ---------- server packages ---------- */

const packageMissing = asIssue(CATALOG_MESSAGES.missingPackageDetails);
export const serverPackageInputSchema = z.object({
  name: requiredText(packageMissing, 120, singleLineText('name')),
  description: requiredText(packageMissing, 5000, multiLineText('description')),
  location: requiredText(packageMissing, 120, singleLineText('location')),
  cpu: requiredText(packageMissing, 120, singleLineText('CPU')),
  ram: requiredText(packageMissing, 120, singleLineText('RAM')),
  storage: requiredText(packageMissing, 120, singleLineText('storage')),
  bandwidth: requiredText(packageMissing, 120, singleLineText('bandwidth')),
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

/** What a package says it is: changing it on a live package goes through review. */
export const SERVER_PACKAGE_CONTENT_KEYS = [
  'name',
  'description',
  'location',
  'cpu',
  'ram',
  'storage',
  'bandwidth',
] as const;
export const serverPackageContentSchema = z.object({
  name: z.string(),
  description: z.string(),
  location: z.string(),
  cpu: z.string(),
  ram: z.string(),
  storage: z.string(),
  bandwidth: z.string(),
});
export type ServerPackageContent = z.infer<typeof serverPackageContentSchema>;

export const serverPackageSchema = z.object({
  id: z.string(),
  ...serverPackageContentSchema.shape,
  priceCents: z.number(),
  stockCount: z.number(),
  isBundle: z.boolean(),
  status: z.enum(SERVER_PACKAGE_STATUSES),
  rejectionReason: z.string().nullable(),
  /** New description or specs waiting for review while the approved ones stay live. */
  pendingChanges: serverPackageContentSchema.nullable(),
  changesRejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServerPackage = z.infer<typeof serverPackageSchema>;

/* ---------- listings ---------- */

const listingMissing = asIssue(CATALOG_MESSAGES.missingListingDetails);
const subnetField = z.preprocess(
  emptyToNull,
  z.enum(SUBNET_VALUES, { error: asIssue(CATALOG_MESSAGES.invalidSubnet) }).nullable(),
);
const specsField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : emptyToNull(value)),
  z.string().trim().max(2000).check(multiLineText('specs')).nullable(),
);
const featuresField = z
  .array(z.string().trim().min(1).max(120).check(singleLineText('feature')))
  .max(20)
  .default([]);

/** What a listing says about itself: changing it on a live listing goes through review. */
const listingContentFields = {
  title: requiredText(listingMissing, 120, singleLineText('title')),
  location: requiredText(listingMissing, 120, singleLineText('location')),
  description: requiredText(listingMissing, 5000, multiLineText('description')),
  specs: specsField,
  features: featuresField,
};
/** Its commercial terms: they change a live listing at once (docs/PRODUCT.md "Seller workspace"). */
const listingTermFields = {
  price: priceInputSchema,
  period: z.enum(LISTING_PERIODS, { error: listingMissing }).default('month'),
  /** The size each lease takes; empty means the whole range is leased as one. */
  subnet: subnetField,
  /** The minimum term and billing periods offered (docs/PRODUCT.md "Listings"). */
  ...leaseTermFields,
};
export const LISTING_CONTENT_KEYS = ['title', 'location', 'description', 'specs', 'features'] as const;

/**
 * Create listing (/create-listing). Only IP blocks are listed here; servers are server packages
 * (docs/decisions/100-offer-holds.md), so type 'server' is answered with where to go instead. The IP
 * count follows from the block, range and subnet size, so it is not asked for.
 */
export const listingInputSchema = z
  .object({
    type: z.enum(LISTING_TYPES, { error: listingMissing }),
    ...listingContentFields,
    ...listingTermFields,
    ipBlockId: z.preprocess(
      emptyToNull,
      z.uuid({ error: asIssue(CATALOG_MESSAGES.ipBlockRequired) }).nullable(),
    ),
    /** The part of the block offered (a network inside it); empty means the whole block. */
    cidr: z.preprocess(
      emptyToNull,
      z
        .string({ error: asIssue(CATALOG_MESSAGES.rangeOutsideBlock) })
        .trim()
        .max(64)
        .nullable(),
    ),
  })
  .superRefine((input, ctx) => {
    refineLeaseTerms(input, ctx);
    if (input.type === 'server') {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: asIssue(CATALOG_MESSAGES.serverListingsArePackages),
      });
    } else if (!input.ipBlockId) {
      ctx.addIssue({
        code: 'custom',
        path: ['ipBlockId'],
        message: asIssue(CATALOG_MESSAGES.ipBlockRequired),
      });
    }
  });
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingData = z.output<typeof listingInputSchema>;

/** Edit listing: the block and range stay; everything else may change. */
export const listingUpdateSchema = z
  .object({ ...listingContentFields, ...listingTermFields })
  .superRefine(refineLeaseTerms);
export type ListingUpdateInput = z.input<typeof listingUpdateSchema>;
export type ListingUpdateData = z.output<typeof listingUpdateSchema>;

export const listingContentSchema = z.object({
  title: z.string(),
  location: z.string(),
  description: z.string(),
  specs: z.string().nullable(),
  features: z.array(z.string()),
});
export type ListingContent = z.infer<typeof listingContentSchema>;

/**
 * The text and price of an offer, as the seller's listings and the marketplace's cards answer them
 * (an IP listing, or a server package on the marketplace).
 */
export const offerTextAndPriceFields = {
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** The price per period the seller set; pricePerMonthCents is what sorting and filters compare. */
  priceCents: z.number(),
  period: z.enum(LISTING_PERIODS),
  pricePerMonthCents: z.number(),
};

/** A listing's lease terms as answered (docs/PRODUCT.md "Listings"): server packages are 1 and month. */
export const leaseTermsReplyFields = {
  minTermMonths: z.number().int(),
  periodsOffered: z.array(z.enum(LISTING_PERIODS)),
};

export const listingSchema = z.object({
  id: z.string(),
  type: z.enum(LISTING_TYPES),
  ...offerTextAndPriceFields,
  ...leaseTermsReplyFields,
  subnet: z.string().nullable(),
  /** Addresses each lease takes (IPv4); null for IPv6, where one lease takes the whole range. */
  ipCount: z.number().nullable(),
  specs: z.string().nullable(),
  features: z.array(z.string()),
  /** As the seller sees it: 'leased' is a live listing with nothing left to lease. */
  status: z.enum(LISTING_VIEW_STATUSES),
  ipBlockId: z.string().nullable(),
  ipBlockCidr: z.string().nullable(),
  /** The range offered and how much of it can be leased now. */
  cidr: z.string().nullable(),
  unitsTotal: z.number(),
  unitsFree: z.number(),
  rejectionReason: z.string().nullable(),
  /** New text waiting for review while the approved text stays live; null when there is none. */
  pendingChanges: listingContentSchema.nullable(),
  changesRejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingMutationSchema = z.object({
  listing: listingSchema,
  title: z.string(),
  message: z.string(),
});
export type ListingMutation = z.infer<typeof listingMutationSchema>;

/* ---------- listing detail ---------- */

// The marketplace search contract (query, card, page) is in marketplace.ts.

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  memberSince: z.string(),
  /** The provider's average rating (5.0 without ratings) and how many ratings it averages. */
  averageRating: z.number(),
  ratingCount: z.number().int(),
});

/**
 * Blocklist status of a listing's range from the latest reputation check of each of its subnets:
 * 'listed' names the blocklists that list an address of the range, 'unchecked' means no subnet of it
 * has been checked yet (never a clean result; docs/PRODUCT.md "Marketplace search").
 */
export const BLOCKLIST_STATUSES = ['listed', 'not_listed', 'unchecked'] as const;
export const blocklistStatusSchema = z.object({
  status: z.enum(BLOCKLIST_STATUSES),
  listedOn: z.array(z.string()),
  checkedSubnets: z.number(),
  totalSubnets: z.number(),
  lastCheckedAt: z.string().nullable(),
});
export type BlocklistStatus = z.infer<typeof blocklistStatusSchema>;

/** The range an offer leases, as the marketplace's cards and /listing/{id} answer it. */
export const offerRangeFields = {
  /** The range offered, its family, the size one lease takes and how many such units are free. */
  cidr: z.string().nullable(),
  ipVersion: z.union([z.literal(4), z.literal(6)]).nullable(),
  unitPrefix: z.number().nullable(),
  unitsTotal: z.number().nullable(),
  unitsFree: z.number().nullable(),
  rir: z.enum(RIRS).nullable(),
  countryCode: z.string().nullable(),
  /** Lowest score of the range's checked subnets and its band; null while none was checked. */
  reputationScore: z.number().nullable(),
  reputationBand: z.enum(REPUTATION_BANDS).nullable(),
};

/** /listing/{id}: an IP listing (kind ip) or a server package (kind server) in one shape. */
export const marketplaceDetailSchema = z.object({
  kind: z.enum(LISTING_TYPES),
  id: z.string(),
  /** For kind ip, the listing's own type (old 'server' listings exist, docs/decisions/100-offer-holds.md). */
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
  /** Whether it can be leased now: a public listing whose range is all leased waits for a lease to end. */
  isAvailable: z.boolean(),
  /** The monthly equivalent of the price (docs/PRODUCT.md "Marketplace search"). */
  pricePerMonthCents: z.number(),
  ...leaseTermsReplyFields,
  ...offerRangeFields,
  /** What the latest check of each subnet of the range found; null for servers. */
  blocklist: blocklistStatusSchema.nullable(),
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
  /** Other holders' open claims to overlapping addresses: approving this one rejects theirs. */
  contested: z.array(
    z.object({
      id: z.string(),
      cidr: z.string(),
      status: z.enum(['pending', 'approved']),
      ownerName: z.string(),
      ownerEmail: z.string(),
      loaUrl: z.string(),
    }),
  ),
  ...owner,
});
export const pendingServerPackageSchema = z.object({
  id: z.string(),
  ...serverPackageContentSchema.shape,
  priceCents: z.number(),
  stockCount: z.number(),
  isBundle: z.boolean(),
  createdAt: z.string(),
  /** Set when a live package waits only for new text to be approved: the text proposed. */
  changes: serverPackageContentSchema.nullable(),
  ...owner,
});
export const pendingListingSchema = listingSchema
  .pick({
    id: true,
    type: true,
    title: true,
    description: true,
    location: true,
    priceCents: true,
    period: true,
    subnet: true,
    ipCount: true,
    ipBlockCidr: true,
    cidr: true,
    unitsTotal: true,
    unitsFree: true,
    createdAt: true,
  })
  .extend({
    /** Set when a live listing waits only for new text to be approved: the text proposed. */
    changes: listingContentSchema.nullable(),
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
    .max(1000, asIssue(MESSAGES.reasonRequired))
    .check(multiLineText('reason')),
});

/** POST /api/ip-blocks: the new block and its toast. */
export const ipBlockCreatedSchema = z.object({ block: ipBlockSchema, ...messageShape });
export type IpBlockCreated = z.infer<typeof ipBlockCreatedSchema>;

/** GET /api/ip-blocks. */
export const ipBlockListSchema = z.object({ blocks: z.array(ipBlockSchema) });
export type IpBlockList = z.infer<typeof ipBlockListSchema>;

/** GET /api/server-packages. */
export const serverPackageListSchema = z.object({ serverPackages: z.array(serverPackageSchema) });
export type ServerPackageList = z.infer<typeof serverPackageListSchema>;

/** POST and PUT /api/server-packages: the saved package and its toast. */
export const serverPackageSavedSchema = z.object({ serverPackage: serverPackageSchema, ...messageShape });
export type ServerPackageSaved = z.infer<typeof serverPackageSavedSchema>;

/** GET /api/listings (the seller's own). */
export const listingListSchema = z.object({ listings: z.array(listingSchema) });
export type ListingList = z.infer<typeof listingListSchema>;

/** `/api/admin/approvals/:kind/:id/...`: which kind of item and its id. */
export const approvalItemParamsSchema = z.object({ kind: z.enum(APPROVAL_KINDS), id: z.uuid() });
export type ApprovalItemParams = z.infer<typeof approvalItemParamsSchema>;
