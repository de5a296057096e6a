import { type Message, message } from './messages';

/**
 * Catalog constants, messages and pure helpers, free of zod so public pages load light. The zod
 * contracts are in catalog.ts, which re-exports all of this.
 */

// RIR options of the Add IP Block dialog (docs/PRODUCT.md "IP blocks").
export const RIRS = ['ripe', 'arin', 'apnic', 'afrinic', 'lacnic', 'other'] as const;
export type Rir = (typeof RIRS)[number];
export const IP_BLOCK_STATUSES = ['pending', 'approved', 'rejected', 'active'] as const;
export type IpBlockStatus = (typeof IP_BLOCK_STATUSES)[number];
export const SUBNET_STATUSES = ['available', 'leased', 'suspended', 'review'] as const;
export const SERVER_PACKAGE_STATUSES = ['pending', 'approved', 'rejected', 'active', 'suspended'] as const;
export type ServerPackageStatus = (typeof SERVER_PACKAGE_STATUSES)[number];
// A listing starts pending and goes live (active) once an admin approves it; its seller may pause and
// resume it (docs/PRODUCT.md "Seller workspace").
export const LISTING_STATUSES = ['pending', 'active', 'paused', 'rejected', 'suspended'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** What a seller sees: a live listing with nothing left to lease reads 'leased' until a lease ends. */
export const LISTING_VIEW_STATUSES = [...LISTING_STATUSES, 'leased'] as const;
export type ListingViewStatus = (typeof LISTING_VIEW_STATUSES)[number];
export const toListingViewStatus = (status: ListingStatus, unitsFree: number): ListingViewStatus =>
  status === 'active' && unitsFree === 0 ? 'leased' : status;
export const LISTING_TYPES = ['ip', 'server'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const LISTING_PERIODS = ['month', 'quarter', 'year'] as const;
export type ListingPeriod = (typeof LISTING_PERIODS)[number];

/** Subnet options of /create-listing: /24 (256 IPs) to /18 (16384) (docs/PRODUCT.md "Listings"). */
export const SUBNET_OPTIONS = [24, 23, 22, 21, 20, 19, 18].map((prefix) => ({
  value: `/${prefix}` as const,
  ipCount: 2 ** (32 - prefix),
}));
export const SUBNET_VALUES = ['/24', '/23', '/22', '/21', '/20', '/19', '/18'] as const;
export type SubnetValue = (typeof SUBNET_VALUES)[number];

// What the public marketplace shows (docs/PRODUCT.md "Inventory").
export const PUBLIC_LISTING_STATUS: ListingStatus = 'active';
export const PUBLIC_SERVER_PACKAGE_STATUS: ServerPackageStatus = 'approved';

export const LOA_MAX_BYTES = 5 * 1024 * 1024;
// Marketplace search constants (page size, count cap, filters) are in marketplace-constants.ts.
/** Own inventory lists are bounded too; a seller with more uses the marketplace search. */
export const OWN_LIST_LIMIT = 500;
export const APPROVALS_LIST_LIMIT = 100;
/**
 * Server packages one seller may have waiting for an admin's review at a time (docs/PRODUCT.md
 * "Server packages and bundles"), so one account cannot flood the approval queue.
 */
export const PENDING_PACKAGES_MAX = 10;

export const CATALOG_MESSAGES = {
  // IP blocks (docs/PRODUCT.md "IP blocks")
  ipBlockMissingFields: message('Missing fields', 'Please fill all required fields and upload the LOA.'),
  invalidCidr: message('Invalid CIDR', 'Please enter a valid IPv4 or IPv6 CIDR.'),
  invalidRir: message('Invalid RIR', 'Please choose one of RIPE, ARIN, APNIC, AFRINIC, LACNIC or Other.'),
  blockAlreadyRegistered: message(
    'Submission Failed',
    'This address range is already registered: it overlaps a block that is on Netlease.',
  ),
  ipBlockSubmitted: message('IP Block Submitted', 'Your IP block is now pending review.'),
  ownClaimExists: message(
    'Submission Failed',
    'You have already registered this address range, or part of it.',
  ),
  claimOverlapsApproved: message(
    'Range already registered',
    'This range overlaps a block already approved for another holder. Reject this claim, or the other block first.',
  ),
  ipBlocksFetchFailed: message('Error fetching IP blocks', 'Please try again later.'),
  subnetsFetchFailed: message('Error fetching subnets', 'Please try again later.'),
  submissionFailed: message('Submission Failed', 'Please try again later.'),
  // server packages
  missingPackageDetails: message('Missing package details', 'Please fill in every field of the package.'),
  invalidPrice: message('Invalid price', 'Please enter a price in dollars above 0, such as 49.99.'),
  invalidStockCount: message('Invalid stock count', 'Stock count must be a whole number of 0 or more.'),
  packageCreated: message('Package Created', 'Your server package has been submitted for review.'),
  packageUpdated: message('Package Updated', 'Your changes have been submitted for review.'),
  packageUpdatedLive: message('Package Updated', 'Your changes are live.'),
  packageChangesSubmitted: message(
    'Package Updated',
    'Price and stock are live. The other changes are reviewed before they replace what buyers see.',
  ),
  packageDeleted: message('Package Deleted', 'The server package has been removed.'),
  packageDeleteConfirm: message('Delete package', 'Are you sure you want to delete this package?'),
  packageHasOrders: message('Deletion Failed', 'This package has open orders and cannot be deleted.'),
  packagesFetchFailed: message('Error fetching server packages', 'Please try again later.'),
  tooManyPackagesInReview: message(
    'Too many packages in review',
    `You have ${PENDING_PACKAGES_MAX} server packages waiting for review. Add more once an admin has decided on one.`,
  ),
  // listings (docs/PRODUCT.md "Listings")
  listingLoginRequired: message('Authentication Error', 'You must be logged in to create a listing.'),
  missingListingDetails: message(
    'Missing listing details',
    'Please fill in the type, title, location, description and price.',
  ),
  invalidIpCount: message('Invalid IP count', 'The IP count must be a whole number above 0.'),
  invalidSubnet: message('Invalid subnet', 'Please choose a subnet size from /24 to /18.'),
  ipBlockRequired: message('IP block required', 'Please choose one of your approved IP blocks.'),
  ipBlockNotApproved: message(
    'IP block not approved',
    'Only your approved IP blocks can back a listing. Please wait for the review.',
  ),
  listingTooLarge: message(
    'Too many addresses',
    'The subnet size is larger than the range offered. Choose a smaller subnet or a larger range.',
  ),
  rangeOutsideBlock: message(
    'Invalid range',
    'The range must be a network inside the chosen IP block, such as 203.0.113.0/24.',
  ),
  rangeFullyLeased: message(
    'Range leased',
    'Every address of this range is leased right now. You can list it again when a lease ends.',
  ),
  rangeNotFree: message(
    'Range not free',
    'Every address of this listing is leased right now, so it cannot go live.',
  ),
  serverListingsArePackages: message(
    'Servers are server packages',
    'List a server under My Server Packages, with its CPU, RAM, storage and stock, so it can be leased.',
  ),
  listingUpdated: message('Listing updated', 'Your changes are live.'),
  listingChangesSubmitted: message(
    'Changes submitted',
    'Price and subnet size are live. The new text is reviewed before it replaces the one buyers see.',
  ),
  listingResubmitted: message('Listing submitted', 'Your listing is pending review again.'),
  listingPaused: message('Listing paused', 'It is off the marketplace until you resume it.'),
  listingResumed: message('Listing resumed', 'It is back on the marketplace.'),
  listingDeleted: message(
    'Listing deleted',
    'The listing has been removed. Running leases are not affected.',
  ),
  listingDeleteConfirm: message(
    'Delete listing',
    'Are you sure you want to delete this listing? Running leases continue until they end.',
  ),
  cannotPause: message('Cannot pause', 'Only a live listing can be paused.'),
  cannotResume: message('Cannot resume', 'Only a paused listing can be resumed.'),
  listingsFetchFailedOwn: message(
    'Error fetching listings',
    'Could not load your listings. Please try again.',
  ),
  listingSubmitted: message(
    'Listing submitted',
    'Your listing has been submitted for review and will be live once approved.',
  ),
  listingSubmitFailed: message('Submission failed', 'Please try again later.'),
  // marketplace and detail (docs/PRODUCT.md "Marketplace search", "Listing page")
  listingsFetchFailed: message('Error fetching listings', 'Please try again later.'),
  noListings: message('No listings found', 'Try adjusting your search criteria'),
  listingNotFound: message(
    'Listing Not Found',
    'The listing you are looking for does not exist or is no longer available.',
  ),
  listingDetailsFailed: message('Could not fetch listing details', 'Please try again later.'),
  contactLoginRequired: message('Login required', 'Please log in to contact the provider.'),
  // Share on /listing/{id} (docs/PRODUCT.md "Saved listings and sharing")
  linkCopied: message('Link copied', 'The link to this listing is on your clipboard.'),
  linkShared: message('Link shared', ''),
  linkCopyFailed: message('Could not copy the link', 'Please copy it from the address bar.'),
  // admin approvals (docs/PRODUCT.md "Approvals")
  alreadyReviewed: message('Already reviewed', 'This item has already been approved or rejected.'),
  changesApplied: message('Item has been approved.', 'The changes are live.'),
  blockNoLongerApproved: message(
    'IP block not approved',
    'The IP block behind this listing is not approved, so the listing cannot go live.',
  ),
} as const satisfies Record<string, Message>;

/** Who already holds an address range (docs/PRODUCT.md "Inventory": one live offer per range). */
export type RangeHolder = { kind: 'listing' | 'auction' | 'bundle'; id: string; name: string };

export function rangeHeldMessage(holder: RangeHolder | null): Message {
  const where =
    holder === null
      ? 'another of your offers'
      : holder.kind === 'listing'
        ? `your listing "${holder.name}"`
        : holder.kind === 'auction'
          ? `your auction of ${holder.name}`
          : `your server bundle "${holder.name}"`;
  return message(
    'Range already offered',
    `This address range is already offered in ${where}. An address range can back one offer at a time.`,
  );
}

export const loaUrl = (blockId: string) => `/api/ip-blocks/${blockId}/loa`;

/** Where the marketplace card and the detail page send a lease (docs/PRODUCT.md "Marketplace search"). */
export const leasePath = (kind: ListingType, id: string) => `/payment/${id}?type=${kind}`;
export const detailPath = (kind: ListingType, id: string) =>
  kind === 'server' ? `/listing/${id}?type=server` : `/listing/${id}`;

export const APPROVAL_KINDS = ['ip-blocks', 'server-packages', 'listings'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
