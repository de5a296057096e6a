import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CHECKOUT_ITEM_TYPES,
  ORDER_MESSAGES,
  type CheckoutItemType,
} from '@netlease/shared/orders-constants';
import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOpenCheckout } from '../api/hold-checkout-item';

// The checkout form (zod, the form library, the card and billing rules) downloads beside the request
// that opens the checkout, which the page waits for behind its spinner anyway (docs/decisions/277).
const checkoutFormCode = loadBeside(() =>
  import('../components/checkout-form').then((module) => module.CheckoutForm),
);

const toItemType = (value: string | null): CheckoutItemType | null =>
  CHECKOUT_ITEM_TYPES.find((type) => type === value) ?? null;

/**
 * /payment/{id}?type=ip|server (docs/PRODUCT.md "Checkout"): opening the page holds the unit for the buyer
 * (docs/decisions/232-checkout-holds.md), leaving it releases the hold; lease details, wallet or
 * gateway, order summary, Complete Payment.
 */
export default function PaymentPage() {
  const CheckoutForm = useOnDemand(checkoutFormCode);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const itemType = toItemType(search.get('type'));
  const opened = useOpenCheckout(itemType, id);
  useEffect(() => {
    const isInvalid = itemType === null || (opened.error instanceof ApiError && opened.error.status === 404);
    if (isInvalid) {
      toast.error(ORDER_MESSAGES.invalidItem.title, ORDER_MESSAGES.invalidItem.description);
      void navigate('/marketplace', { replace: true });
    } else if (opened.error) {
      toast.error(ORDER_MESSAGES.itemFetchFailed.title, ORDER_MESSAGES.itemFetchFailed.description);
      void navigate('/marketplace', { replace: true });
    }
  }, [itemType, opened.error, navigate]);

  if (!opened.data) return <Spinner />;
  const { summary } = opened.data;
  // Keyed by the item, so the form starts afresh for another one (and keeps its values when the hold
  // is opened again).
  return CheckoutForm ? (
    <CheckoutForm
      key={`${summary.itemType}-${summary.itemId}`}
      opened={opened.data}
      reopen={() => void opened.refetch()}
      isReopening={opened.isFetching}
    />
  ) : (
    <Spinner />
  );
}
