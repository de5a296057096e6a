import { Link, useParams } from 'react-router';
import { Star } from 'lucide-react';
import { PROVIDER_MESSAGES } from '@netlease/shared/providers-constants';
import type { PublicProfile, PublicReview } from '@netlease/shared/providers';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { ApiError } from '@/lib/api-client';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { RatingSummary } from '@/features/accounts/profile/components/rating-summary';
import { MarketplaceCard } from '@/features/catalog/marketplace/components/marketplace-card';
import { AuctionCard } from '@/features/auctions/auctions/components/auction-card';
import { useServerNow } from '@/features/auctions/auctions/components/use-server-now';
import { useProviderOffers, useProviderProfile } from '../api/get-provider';

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={value <= rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-slate-300'}
        />
      ))}
    </span>
  );
}

function Review({ review }: { review: PublicReview }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <span className="text-xs text-slate-500">{formatDate(review.createdAt)}</span>
      </div>
      {review.comment && (
        <p className="mt-2 whitespace-pre-line break-words text-slate-700">{review.comment}</p>
      )}
      <p className="mt-2 text-sm text-slate-600">— {review.raterName}</p>
    </li>
  );
}

function ProviderHeader({ profile }: { profile: PublicProfile }) {
  return (
    <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
      <Avatar user={profile} className="size-20" />
      <div className="min-w-0">
        <p className="text-sm text-slate-500">Provider</p>
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {profile.name}
        </h1>
        <RatingSummary
          className="mt-1"
          averageRating={profile.averageRating}
          ratingCount={profile.ratingCount}
        />
        <p className="mt-1 text-sm text-slate-600">Member since {memberSince(profile.createdAt)}</p>
      </div>
    </Card>
  );
}

function Offers({ userId }: { userId: string }) {
  const { user } = useSession();
  const { data, isPending, error, refetch, isRefetching } = useProviderOffers(userId, true);
  const now = useServerNow(data?.serverTime, 1_000);
  useErrorToast(
    error,
    PROVIDER_MESSAGES.offersFetchFailed.title,
    PROVIDER_MESSAGES.offersFetchFailed.description,
  );
  if (isPending) return <Spinner label="Loading offers" />;
  if (!data) {
    return (
      <ErrorState
        {...PROVIDER_MESSAGES.offersFetchFailed}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  const auctions = data.auctions.filter((auction) => new Date(auction.endTime).getTime() > now);
  if (data.items.length === 0 && auctions.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white py-10 text-center text-slate-500">
        No live offers right now.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {data.items.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Listings and servers">
          {data.items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <MarketplaceCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {auctions.length > 0 && (
        <section aria-labelledby="provider-auctions-heading">
          <h3 id="provider-auctions-heading" className="mb-3 font-semibold text-slate-900">
            Live auctions
          </h3>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {auctions.map((auction) => (
              <AuctionCard key={auction.id} auction={auction} now={now} viewerId={user?.id ?? null} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/**
 * /providers/{id} (docs/PRODUCT.md "Provider page"): who the provider is, how others rate them and what
 * they offer now. A provider who does not exist or is suspended reads 'Provider not found'.
 */
export default function ProviderPage() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch, isRefetching } = useProviderProfile(id);
  const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useErrorToast(
    isMissing ? null : error,
    PROVIDER_MESSAGES.fetchFailed.title,
    PROVIDER_MESSAGES.fetchFailed.description,
  );

  if (isPending) return <Spinner label="Loading provider" />;
  if (isMissing) {
    return (
      <StatusMessage {...PROVIDER_MESSAGES.notFound}>
        <Link to="/marketplace" className={buttonClasses('secondary', 'md', 'mt-6')}>
          Back to Marketplace
        </Link>
      </StatusMessage>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      {!data ? (
        <ErrorState
          {...PROVIDER_MESSAGES.fetchFailed}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : (
        <>
          <ProviderHeader profile={data} />
          <section aria-labelledby="provider-offers-heading">
            <h2 id="provider-offers-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Live offers
            </h2>
            <Offers userId={data.id} />
          </section>
          <section aria-labelledby="provider-reviews-heading">
            <h2 id="provider-reviews-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Recent reviews
            </h2>
            {data.recentReviews.length === 0 ? (
              <p className="text-slate-500">No reviews yet.</p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2" aria-label="Recent reviews">
                {data.recentReviews.map((review) => (
                  <Review key={review.id} review={review} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
