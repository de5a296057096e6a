import { Link } from 'react-router';
import { providerPath } from '@netlease/shared/providers-constants';
import { Card } from '@/components/ui/card';
import { Avatar } from '@/components/ui/avatar';
import { RatingSummary } from './rating-summary';

/**
 * The provider card of an offer (docs/PRODUCT.md "Listing page"): avatar, name, rating and member-since
 * year; the name leads to the provider's public page.
 */
export function ProviderCard({
  provider,
}: {
  provider: {
    id: string;
    name: string;
    avatarUrl: string | null;
    averageRating: number;
    ratingCount: number;
    memberSince: string;
  };
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <Avatar user={provider} className="size-14" />
      <div className="min-w-0">
        <p className="text-sm text-slate-500">Provider</p>
        <Link
          to={providerPath(provider.id)}
          className="break-words font-semibold text-brand-700 hover:underline"
        >
          {provider.name}
        </Link>
        <div>
          <RatingSummary
            className="text-sm"
            averageRating={provider.averageRating}
            ratingCount={provider.ratingCount}
          />
        </div>
        <p className="text-sm text-slate-500">Member since {new Date(provider.memberSince).getFullYear()}</p>
      </div>
    </Card>
  );
}
