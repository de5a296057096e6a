import type { QueryClient } from '@tanstack/react-query';
import { marketplaceRoutes } from '@netlease/shared/routes/web';
import { MY_LISTINGS_KEY } from './get-my-listings';

/**
 * After any change to a listing: the seller's lists, and the public marketplace and detail pages,
 * whose price and presence follow it at once (docs/PRODUCT.md "Seller workspace").
 */
export function invalidateListings(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY });
  void queryClient.invalidateQueries({ queryKey: [marketplaceRoutes.searchMarketplace.tag] });
}
