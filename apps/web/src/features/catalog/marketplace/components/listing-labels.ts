import { countryName } from '@netlease/shared/countries';
import { formatCents } from '@netlease/shared/format';
import { pricePerAddressCents } from '@netlease/shared/marketplace-constants';

/**
 * What the marketplace card and the listing page both say about an IP listing. Its own module so
 * they share it without loading each other.
 */
interface ListedBlock {
  pricePerMonthCents: number;
  ipVersion: 4 | 6 | null;
  unitPrefix: number | null;
  countryCode: string | null;
}

/** '$1.56 per IP/month', or '$0.004 per IP/month' for a large block; null where it has no meaning (IPv6). */
export function pricePerAddressText(item: ListedBlock): string | null {
  const cents =
    item.ipVersion !== null && item.unitPrefix !== null
      ? pricePerAddressCents(item.pricePerMonthCents, item.ipVersion, item.unitPrefix)
      : null;
  return cents === null ? null : `${formatSmallCents(cents)} per IP/month`;
}

/** The country's name ('Germany'), its code where the name is unknown, or null where none is stated. */
export function countryLabel(item: ListedBlock): string | null {
  return item.countryCode ? (countryName(item.countryCode) ?? item.countryCode) : null;
}

/** A price per address: '$1.56', or '$0.004' for a large block where a cent is too coarse. */
export function formatSmallCents(cents: number) {
  if (cents >= 1) return formatCents(Math.round(cents));
  return `$${(cents / 100).toFixed(cents >= 0.1 ? 3 : 4)}`;
}
