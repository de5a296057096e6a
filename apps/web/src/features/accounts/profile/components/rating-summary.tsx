import { Star } from 'lucide-react';
import { NO_RATINGS_LABEL, formatRating } from '@netlease/shared/reputation-constants';
import { cn } from '@/components/ui/cn';

/** 'no ratings yet', '1 rating', '12 ratings'. */
export const ratingCountText = (ratingCount: number) =>
  ratingCount === 0 ? NO_RATINGS_LABEL : `${ratingCount} rating${ratingCount === 1 ? '' : 's'}`;

/**
 * A user's average rating with how many ratings it holds: ★ 4.3 · 12 ratings. Without ratings it is
 * the default 5.0 (docs/PRODUCT.md "User reputation") followed by 'no ratings yet', so a newcomer is not
 * taken for a perfect record (docs/decisions/070 "User reputation").
 */
export function RatingSummary({
  averageRating,
  ratingCount,
  className,
}: {
  averageRating: number;
  ratingCount: number;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5', className)}>
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      <span className="font-semibold text-slate-900">{formatRating(averageRating)}</span>
      <span className="text-slate-500">· {ratingCountText(ratingCount)}</span>
    </span>
  );
}
