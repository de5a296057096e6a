import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import {
  PENALTY_TYPE_LABELS,
  REPUTATION_MESSAGES,
  formatRating,
  ratingTone,
} from '@netlease/shared/reputation-constants';
import { Badge } from '@/components/ui/badge';
import { Card, SectionCard } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useMyReputation } from '../api/get-my-reputation';
import { RateOrders } from '../components/rate-orders';
import { ratingCountText } from '@/features/accounts/profile/components/rating-summary';
import { Stars } from '../components/stars';

const RATING_TEXT = { green: 'text-emerald-700', yellow: 'text-amber-700', red: 'text-red-600' } as const;

/**
 * /my-reputation (docs/PRODUCT.md "User reputation"): score with 5 stars, factors (the abuse record among
 * them), recent ratings and penalty history.
 */
export default function MyReputationPage() {
  const { data: reputation, isPending, error } = useMyReputation();
  useErrorToast(error, REPUTATION_MESSAGES.fetchFailed.title, REPUTATION_MESSAGES.fetchFailed.description);
  if (isPending) return <Spinner />;
  if (!reputation) return null;

  return (
    <Page title="My Reputation">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6 text-center">
          <p className="text-sm text-slate-500">Overall score</p>
          <p className={`mt-2 text-5xl font-bold ${RATING_TEXT[ratingTone(reputation.averageRating)]}`}>
            {formatRating(reputation.averageRating)}
          </p>
          <Stars rating={reputation.averageRating} className="mt-3 justify-center" />
          {/* Without ratings the score is the default 5.0: say so beside it. */}
          <p className="mt-2 text-sm text-slate-500">{ratingCountText(reputation.ratingCount)}</p>
        </Card>
        <SectionCard
          title="Positive factors"
          icon={<ThumbsUp className="size-5 text-emerald-700" aria-hidden />}
          bodyClassName="space-y-2 text-sm"
        >
          <Factor label="Total orders" value={reputation.totalOrders} />
          {/* The record as a lessee on the abuse desk (docs/PRODUCT.md "Abuse"). */}
          <Factor label="Abuse cases answered in time" value={reputation.abuse.answeredInTime} />
        </SectionCard>
        <SectionCard
          title="Negative factors"
          icon={<ThumbsDown className="size-5 text-red-600" aria-hidden />}
          bodyClassName="space-y-2 text-sm"
        >
          <Factor label="Disputes lost" value={reputation.disputesLost} />
          <Factor label="Penalties" value={reputation.penaltiesCount} />
          <Factor label="Abuse cases answered late" value={reputation.abuse.answeredLate} />
          <Factor label="Abuse warnings" value={reputation.abuse.warnings} />
          <Factor label="Abuse cases upheld" value={reputation.abuse.upheld} />
        </SectionCard>
      </div>

      <div className="mt-6 space-y-6">
        <RateOrders />
        <SectionCard title="Recent ratings" isLarge>
          {reputation.recentRatings.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No ratings yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {reputation.recentRatings.map((rating) => (
                <li key={rating.id} className="py-3">
                  <div className="flex items-center justify-between gap-4">
                    {/* The rater is shown with name and avatar. */}
                    <span className="flex min-w-0 items-center gap-3">
                      <Avatar
                        user={{ id: rating.raterId, avatarUrl: rating.raterAvatarUrl }}
                        className="size-8"
                      />
                      <span className="truncate font-medium text-slate-900">{rating.raterName}</span>
                    </span>
                    <Stars rating={rating.rating} />
                  </div>
                  {rating.comment && <p className="mt-1 text-sm text-slate-600">{rating.comment}</p>}
                  <p className="mt-1 text-xs text-slate-500">{formatDate(rating.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title="Penalty history" isLarge>
          {reputation.penalties.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No penalties.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {reputation.penalties.map((penalty) => (
                <li key={penalty.id} className="flex items-start justify-between gap-4 py-3">
                  <div>
                    <Badge tone="red">{PENALTY_TYPE_LABELS[penalty.type]}</Badge>
                    <p className="mt-1 text-sm text-slate-700">{penalty.reason}</p>
                    <p className="mt-1 text-xs text-slate-500">{formatDate(penalty.appliedAt)}</p>
                  </div>
                  {penalty.amount > 0 && (
                    <span className="font-semibold text-red-600">−{formatCents(penalty.amount)}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
    </Page>
  );
}

/** One count behind the score (total orders, disputes lost, penalties). */
function Factor({ label, value }: { label: string; value: number }) {
  return (
    <dl className="flex justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </dl>
  );
}
