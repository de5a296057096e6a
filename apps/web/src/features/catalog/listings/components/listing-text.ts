import type { Listing, ListingPeriod, ListingViewStatus } from '@netlease/shared/catalog';
import type { BadgeTone } from '@/components/ui/badge';
import { formatCount } from '@netlease/shared/format';

/** Period choices of a listing, month by default (docs/PRODUCT.md "Listings"). */
export const PERIOD_LABELS: Record<ListingPeriod, string> = {
  month: 'Monthly',
  quarter: 'Quarterly',
  year: 'Yearly',
};

/** How a seller reads each state of a listing (docs/PRODUCT.md "Seller workspace"). */
export const STATUS_DISPLAY: Record<ListingViewStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending review', tone: 'yellow' },
  active: { label: 'Live', tone: 'green' },
  paused: { label: 'Paused', tone: 'grey' },
  leased: { label: 'Leased', tone: 'purple' },
  rejected: { label: 'Rejected', tone: 'red' },
  suspended: { label: 'Suspended', tone: 'red' },
};

const prefixOf = (cidr: string) => Number(cidr.split('/')[1]);

/**
 * What one lease takes: the subnet size, or the whole range when none is chosen; IPv6 ranges are
 * leased whole (docs/PRODUCT.md "Inventory"). `range` is null while no block is chosen.
 */
export function describeLeaseSize(range: string | null, subnet: string) {
  const isIpv6 = range?.includes(':') ?? false;
  const rangePrefix = range ? prefixOf(range) : null;
  const unitPrefix = subnet && !isIpv6 ? prefixOf(subnet) : rangePrefix;
  const isTooLarge = unitPrefix !== null && rangePrefix !== null && unitPrefix < rangePrefix;
  return {
    isIpv6,
    isTooLarge,
    ipCount: unitPrefix === null || isIpv6 ? null : 2 ** (32 - unitPrefix),
    leases:
      unitPrefix === null || rangePrefix === null || isTooLarge ? null : 2 ** (unitPrefix - rangePrefix),
  };
}

/** 'IP count: 256 per lease · this range makes 4 leases', the line under the subnet choice. */
export function leaseSizeText(range: string | null, subnet: string): string {
  const size = describeLeaseSize(range, subnet);
  if (size.isIpv6) return 'IP count: the whole IPv6 range per lease (IPv6 ranges are leased whole).';
  if (size.ipCount === null) return 'IP count: choose an IP block or a subnet size.';
  const count = `IP count: ${formatCount(size.ipCount)} per lease`;
  if (size.leases === null) return count;
  return `${count} · ${size.leases === 1 ? 'one lease' : `${size.leases} leases`} in this range`;
}

/** The size one lease takes, as the seller reads it on a card: '/24 · 256 IPs per lease'. */
export function leaseUnitText(listing: Pick<Listing, 'subnet' | 'ipCount' | 'cidr'>): string {
  if (listing.ipCount === null) return 'Whole range per lease';
  const unit = listing.subnet ?? (listing.cidr ? `/${prefixOf(listing.cidr)}` : '');
  return `${unit} · ${formatCount(listing.ipCount)} IPs per lease`;
}

/** '3 of 4 /24s available'; a listing leased whole reads '1 of 1 available'. */
export function availabilityText(listing: Pick<Listing, 'subnet' | 'unitsFree' | 'unitsTotal'>): string {
  const unit = listing.subnet ? ` ${listing.subnet}${listing.unitsTotal === 1 ? '' : 's'}` : '';
  return `${listing.unitsFree} of ${listing.unitsTotal}${unit} available`;
}
