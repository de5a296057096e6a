import { formatCents } from '@netlease/shared/format';

/**
 * A price per address: '$1.56', or '$0.004' for a large block where a cent is too coarse. Its own
 * module so the marketplace card and the listing page share it without loading each other.
 */
export function formatSmallCents(cents: number) {
  if (cents >= 1) return formatCents(Math.round(cents));
  return `$${(cents / 100).toFixed(cents >= 0.1 ? 3 : 4)}`;
}
