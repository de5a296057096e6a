import { z } from 'zod';
import { asIssue, type Message, message } from './messages';
import { messageShape } from './replies';

/**
 * Server + IP bundles (docs/PRODUCT.md "Server packages and bundles", docs/decisions/090-bundles.md):
 * a monetizer attaches subnets of their approved, unleased blocks to a server package marked as a
 * bundle; checkout leases the server and every attached subnet together.
 */

/** A bundle stays a readable offer; more subnets than this are a block listing, not a bundle. */
export const BUNDLE_MAX_SUBNETS = 32;

export const BUNDLE_MESSAGES = {
  // The subnets of the bundle form failing to load.
  subnetsFetchFailed: message('Error fetching subnets', 'Please try again later.'),
  invalidSubnets: message(
    'Invalid subnets',
    `Choose up to ${BUNDLE_MAX_SUBNETS} different subnets for the bundle.`,
  ),
  notABundle: message(
    'Not a bundle',
    'Mark the package as a bundle (edit it and tick Bundle) before attaching subnets.',
  ),
  subnetUnavailable: message(
    'Subnet not available',
    'A chosen subnet is not one of your free subnets: it is leased, in an auction, in another bundle or its block is not approved.',
  ),
  bundleSaved: message('Bundle Updated', 'The subnets included in this package have been saved.'),
  bundleSubnetLeased: message(
    'Payment failed',
    'A subnet of this bundle is already leased or no longer available, so the bundle cannot be leased now.',
  ),
} as const satisfies Record<string, Message>;

/** One subnet offered to the bundle editor (get_user_available_subnets) or shown in a bundle. */
export const bundleSubnetSchema = z.object({
  id: z.string(),
  subnet: z.string(),
  ipBlockId: z.string(),
  blockCidr: z.string(),
  rir: z.string(),
  countryCode: z.string().nullable(),
  /** null until the subnet's first reputation check: it reads 'not yet checked'. */
  reputationScore: z.number().nullable(),
});
export type BundleSubnet = z.infer<typeof bundleSubnetSchema>;

export const availableSubnetsSchema = z.object({ subnets: z.array(bundleSubnetSchema) });
export type AvailableSubnets = z.infer<typeof availableSubnetsSchema>;

/** What a bundle includes: the server's specs plus its subnets (marketplace card and detail page). */
export const bundleContentsSchema = z.object({
  serverPackageId: z.string(),
  isBundle: z.boolean(),
  cpu: z.string(),
  ram: z.string(),
  storage: z.string(),
  bandwidth: z.string(),
  subnets: z.array(bundleSubnetSchema),
  /** Addresses included across the subnets (IPv4 only; an IPv6 subnet counts as 0 here). */
  ipv4Count: z.number(),
});
export type BundleContents = z.infer<typeof bundleContentsSchema>;

/** PUT body: the full set of subnets the bundle includes (replaces the previous set). */
export const bundleInputSchema = z.object({
  subnetIds: z
    .array(z.uuid(asIssue(BUNDLE_MESSAGES.invalidSubnets)), {
      error: asIssue(BUNDLE_MESSAGES.invalidSubnets),
    })
    .max(BUNDLE_MAX_SUBNETS, asIssue(BUNDLE_MESSAGES.invalidSubnets))
    .refine((ids) => new Set(ids).size === ids.length, asIssue(BUNDLE_MESSAGES.invalidSubnets)),
});
export type BundleInput = z.input<typeof bundleInputSchema>;

/** PUT /api/server-packages/:id/bundle: the saved contents and their toast. */
export const bundleSavedSchema = z.object({ bundle: bundleContentsSchema, ...messageShape });
export type BundleSaved = z.infer<typeof bundleSavedSchema>;
