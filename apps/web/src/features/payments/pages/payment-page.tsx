import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AlertTriangle, Wallet } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import {
  CHECKOUT_ITEM_TYPES,
  ORDER_MESSAGES,
  type CheckoutItemType,
  type PaymentMethod,
} from '@netlease/shared/orders';
import { PAYMENT_MESSAGES, type Gateway } from '@netlease/shared/payments';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckoutSummary } from '../api/get-checkout-summary';
import { useCreateCheckout } from '../api/create-checkout';
import { CardForm, EMPTY_CARD, toCardInput, type CardFields } from '../components/card-form';
import { GatewayList, NotImplementedNotice } from '../components/gateway-list';
import { useIdempotencyKey } from '../components/use-idempotency-key';
import { describeCardProblem } from './deposit-page';
import { BundleCheckoutNote } from '@/features/server-packages/components/bundle-contents';
import { useGatewayAvailability } from '../api/use-gateway-availability';

const toItemType = (value: string | null): CheckoutItemType | null =>
  CHECKOUT_ITEM_TYPES.find((type) => type === value) ?? null;

/** Spec part 2 /payment/{id}?type=ip|server: wallet or gateway, order summary, Complete Payment. */
export default function PaymentPage() {
  const isAvailable = useGatewayAvailability();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const itemType = toItemType(search.get('type'));
  const summary = useCheckoutSummary(itemType, id);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const { key, renew } = useIdempotencyKey();
  const pay = useCreateCheckout();

  useEffect(() => {
    const isInvalid =
      itemType === null || (summary.error instanceof ApiError && summary.error.status === 404);
    if (isInvalid) {
      toast.error(ORDER_MESSAGES.invalidItem.title, ORDER_MESSAGES.invalidItem.description);
      void navigate('/marketplace', { replace: true });
    } else if (summary.error) {
      toast.error(ORDER_MESSAGES.itemFetchFailed.title, ORDER_MESSAGES.itemFetchFailed.description);
      void navigate('/marketplace', { replace: true });
    }
  }, [itemType, summary.error, navigate]);

  if (!summary.data) return <Spinner />;
  const item = summary.data;
  const isShort = item.walletBalance < item.total;

  const complete = () => {
    if (!method) {
      return toast.error(
        PAYMENT_MESSAGES.paymentMethodRequired.title,
        PAYMENT_MESSAGES.paymentMethodRequired.description,
      );
    }
    if (method === 'wallet' && isShort) {
      return toast.error(
        ORDER_MESSAGES.insufficientFunds.title,
        ORDER_MESSAGES.insufficientFunds.description,
      );
    }
    if (method !== 'wallet' && !isAvailable(method)) {
      return toast.info(
        PAYMENT_MESSAGES.gatewayNotImplemented.title,
        PAYMENT_MESSAGES.gatewayNotImplemented.description,
      );
    }
    if (method === 'card') {
      const problem = describeCardProblem(card);
      if (problem) return toast.error(problem.title, problem.description);
    }
    pay.mutate(
      {
        input: {
          itemType: item.itemType,
          itemId: item.itemId,
          method,
          ...(method === 'card' ? { card: toCardInput(card) } : {}),
        },
        idempotencyKey: key,
      },
      {
        onSuccess: (result) => {
          toast.success(result.title, result.message);
          void navigate('/orders');
        },
        onError: (error) => {
          if (error instanceof ApiError) renew();
          toast.fromError(
            error,
            ORDER_MESSAGES.paymentFailed.title,
            ORDER_MESSAGES.paymentFailed.description,
          );
        },
      },
    );
  };

  return (
    <Page title="Complete Your Payment" subtitle="Choose how to pay for your lease.">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <h2 className="font-semibold text-slate-900">Pay with My Wallet</h2>
            </CardHeader>
            <CardBody>
              <button
                type="button"
                role="radio"
                aria-checked={method === 'wallet'}
                onClick={() => setMethod('wallet')}
                className={cn(
                  'flex w-full items-center justify-between rounded-lg border px-4 py-3 text-left',
                  method === 'wallet' ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <span className="flex items-center gap-3 font-medium text-slate-900">
                  <Wallet className="size-5 text-brand-600" aria-hidden /> Wallet balance
                </span>
                <span className="text-sm text-slate-600">Available: {formatCents(item.walletBalance)}</span>
              </button>
              {isShort && (
                <p className="mt-3 flex items-center gap-2 text-sm text-red-600" role="alert">
                  <AlertTriangle className="size-4" aria-hidden /> Insufficient funds
                </p>
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="font-semibold text-slate-900">Payment Gateways</h2>
            </CardHeader>
            <CardBody className="space-y-4">
              <GatewayList
                value={method === 'wallet' ? null : (method as Gateway | null)}
                onChange={setMethod}
              />
              {method && method !== 'wallet' && !isAvailable(method) && <NotImplementedNotice />}
              {method === 'card' && <CardForm value={card} onChange={setCard} />}
            </CardBody>
          </Card>
        </div>
        <Card className="h-fit">
          <CardHeader>
            <h2 className="font-semibold text-slate-900">Order Summary</h2>
          </CardHeader>
          <CardBody className="space-y-3 text-sm">
            <p className="text-base font-semibold text-slate-900">{item.title}</p>
            <p className="text-slate-500">Provider: {item.providerName}</p>
            {item.itemType === 'server' && <BundleCheckoutNote packageId={item.itemId} />}
            <div className="flex justify-between border-t border-slate-100 pt-3">
              <span className="text-slate-500">Subtotal</span>
              <span>{formatCents(item.subtotal)}</span>
            </div>
            <div className="flex justify-between">
              <span className="text-slate-500">Processing Fee</span>
              <span>{formatCents(item.fee)}</span>
            </div>
            <div className="flex justify-between border-t border-slate-100 pt-3 text-base font-semibold">
              <span>Total</span>
              <span>{formatCents(item.total)}</span>
            </div>
            {item.isOwnItem && <p className="text-red-600">{ORDER_MESSAGES.ownItem.description}</p>}
            <Button
              className="w-full"
              size="lg"
              isLoading={pay.isPending}
              disabled={item.isOwnItem}
              onClick={complete}
            >
              Complete Payment
            </Button>
          </CardBody>
        </Card>
      </div>
    </Page>
  );
}
