import { Star } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/** Five stars filled to the rounded rating (/my-reputation, docs/PRODUCT.md "User reputation"). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      className={cn('inline-flex gap-0.5', className)}
      role="img"
      aria-label={`${rating.toFixed(1)} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((index) => (
        <Star
          key={index}
          className={cn('size-5', index <= filled ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
          aria-hidden
        />
      ))}
    </span>
  );
}
