import { useState } from 'react';
import { Star } from 'lucide-react';
import type { RatableOrder } from '@netlease/shared/reputation';
import { REPUTATION_MESSAGES } from '@netlease/shared/reputation-constants';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Textarea } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { toast } from '@/lib/toast';
import { useRatableOrders } from '../api/get-ratable-orders';
import { useRateOrder } from '../api/rate-order';

/** Completed orders waiting for the user's rating of the other party (once per order). */
export function RateOrders() {
  const { data: orders } = useRatableOrders();
  if (!orders || orders.length === 0) return null;
  return (
    <SectionCard title="Rate your completed orders" isLarge bodyClassName="space-y-4">
      {orders.map((order) => (
        <RateOrderForm key={order.orderId} order={order} />
      ))}
    </SectionCard>
  );
}

function RateOrderForm({ order }: { order: RatableOrder }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const rate = useRateOrder();
  const onSubmit = async () => {
    if (rating < 1) {
      toast.error(REPUTATION_MESSAGES.invalidRating.title, REPUTATION_MESSAGES.invalidRating.description);
      return;
    }
    try {
      const result = await rate.mutateAsync({ orderId: order.orderId, rating, comment });
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(
        error,
        REPUTATION_MESSAGES.ratingFailed.title,
        REPUTATION_MESSAGES.ratingFailed.description,
      );
    }
  };
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        <span className="font-medium">{order.title}</span> · {order.role === 'leaser' ? 'seller' : 'buyer'}{' '}
        {order.counterpartyName}
      </p>
      <div
        className="mt-2 flex gap-1"
        role="radiogroup"
        aria-label={`Rating for order ${order.orderId.slice(0, 8)}`}
      >
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            aria-label={`${value} star${value === 1 ? '' : 's'}`}
            onClick={() => setRating(value)}
            className="rounded p-0.5 hover:bg-amber-50"
          >
            <Star
              className={cn('size-6', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
            />
          </button>
        ))}
      </div>
      <Textarea
        aria-label="Comment"
        className="mt-2 min-h-16"
        placeholder="How did it go? (optional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button size="sm" className="mt-2" onClick={() => void onSubmit()} isLoading={rate.isPending}>
        Submit rating
      </Button>
    </div>
  );
}
