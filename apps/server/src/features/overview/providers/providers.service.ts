import { PROVIDER_MESSAGES, PROVIDER_OFFERS_LIMIT, type ProviderOffers } from '@netlease/shared/providers';
import type { AppContext } from '../../../platform/app-context';
import { AppError } from '../../../platform/errors';
import { isPubliclyVisibleUser } from '../../accounts/accounts/profile.service';
import { listProviderItems } from '../../catalog/marketplace/marketplace.service';
import { listSellerLiveAuctions } from '../../auctions/auctions/auctions.service';

/**
 * What a provider offers now (docs/PRODUCT.md "Provider page"): their IP listings and server packages
 * on the marketplace and their live auctions, each on the conditions of its public list. A provider
 * who does not exist or is suspended reads 'Provider not found', like their profile.
 */
export async function getProviderOffers(ctx: AppContext, userId: string): Promise<ProviderOffers> {
  if (!(await isPubliclyVisibleUser(ctx.db, userId))) {
    throw new AppError('not_found', PROVIDER_MESSAGES.notFound);
  }
  const [items, { auctions, serverTime }] = await Promise.all([
    listProviderItems(ctx, userId, PROVIDER_OFFERS_LIMIT),
    listSellerLiveAuctions(ctx, userId),
  ]);
  return { items, auctions: auctions.slice(0, PROVIDER_OFFERS_LIMIT), serverTime };
}
