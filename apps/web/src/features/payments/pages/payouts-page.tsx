import { useEffect, useState, type FormEvent } from 'react';
import { formatCents, parseDollarsToCents } from '@netlease/shared/format';
import {
  MAX_MOVEMENT_CENTS,
  MONEY_MESSAGES,
  PAYOUT_DETAIL_FIELDS,
  PAYOUT_METHODS,
  PAYOUT_METHOD_LABELS,
  type PayoutMethod,
} from '@netlease/shared/money';
import type { Payout } from '@netlease/shared/money';
import { Link } from 'react-router';
import { KYC_MESSAGES } from '@netlease/shared/kyc';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/session';
import { StatusBadge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { EmptyState, Page } from '@/components/ui/page';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useWallet } from '../api/get-wallet';
import { usePayouts } from '../api/list-payouts';
import { useRequestPayout } from '../api/request-payout';
import { useMoneyNotifications } from '../api/use-money-notifications';
import { useIdempotencyKey } from '../components/use-idempotency-key';

/** A table on a wide screen, cards on a phone; a rejected payout says why. */
const PAYOUT_COLUMNS: ResponsiveColumn<Payout>[] = [
  {
    header: 'Amount',
    isCardTitle: true,
    cell: (payout) => <span className="font-medium text-slate-900">{formatCents(payout.amount)}</span>,
  },
  { header: 'Method', cell: (payout) => PAYOUT_METHOD_LABELS[payout.method] },
  { header: 'Requested', cell: (payout) => formatDate(payout.requestedAt) },
  {
    header: 'Status',
    cell: (payout) => (
      <span className="inline-flex flex-col items-end gap-1 lg:items-start">
        <StatusBadge status={payout.status} />
        {payout.rejectionReason && (
          <span className="max-w-56 whitespace-pre-line break-words text-xs text-red-700">
            Reason: {payout.rejectionReason}
          </span>
        )}
      </span>
    ),
  },
];

/** Spec part 2 /payouts: Request Payout form and payout history. */
export default function PayoutsPage() {
  const { user } = useSession();
  const wallet = useWallet();
  const payouts = usePayouts();
  const request = useRequestPayout();
  useMoneyNotifications();
  const { key, renew } = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayoutMethod | ''>('');
  const [details, setDetails] = useState<Record<string, string>>({});
  useEffect(() => {
    if (payouts.error || wallet.error)
      toast.fromError(payouts.error ?? wallet.error, MONEY_MESSAGES.dataFetchFailed.title);
  }, [payouts.error, wallet.error]);
  const available = wallet.data?.balance ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (cents === null || cents <= 0 || cents > MAX_MOVEMENT_CENTS) {
      return toast.error(
        MONEY_MESSAGES.invalidPayoutAmount.title,
        MONEY_MESSAGES.invalidPayoutAmount.description,
      );
    }
    if (cents > available) {
      return toast.error(
        MONEY_MESSAGES.insufficientBalance.title,
        MONEY_MESSAGES.insufficientBalance.description,
      );
    }
    if (!method) {
      return toast.error(
        MONEY_MESSAGES.payoutMethodRequired.title,
        MONEY_MESSAGES.payoutMethodRequired.description,
      );
    }
    request.mutate(
      { input: { amountCents: cents, method, details }, idempotencyKey: key },
      {
        onSuccess: (result) => {
          renew();
          toast.success(result.title, result.message);
          setAmount('');
          setDetails({});
        },
        onError: (error) => {
          if (error instanceof ApiError) renew();
          toast.fromError(
            error,
            MONEY_MESSAGES.payoutRequestFailed.title,
            MONEY_MESSAGES.payoutRequestFailed.description,
          );
        },
      },
    );
  };

  return (
    <Page title="Payouts" subtitle={`Available balance: ${formatCents(available)}`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="h-fit">
          <CardHeader>
            <h2 className="font-semibold text-slate-900">Request Payout</h2>
          </CardHeader>
          <CardBody>
            {user && user.kycStatus !== 'approved' && (
              // Payouts go only to verified identities (docs/PRODUCT.md "Accounts"); the server refuses too.
              <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
                {KYC_MESSAGES.verifiedPayoutRequired.description}{' '}
                <Link to="/kyc" className="font-medium underline">
                  Go to KYC Verification
                </Link>
              </p>
            )}
            <form onSubmit={submit} className="space-y-4" noValidate>
              <Field label="Amount (USD)">
                {(id) => (
                  <Input
                    id={id}
                    inputMode="decimal"
                    placeholder="100.00"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                  />
                )}
              </Field>
              <Field label="Payout Method">
                {(id) => (
                  <Select
                    id={id}
                    value={method}
                    onChange={(event) => {
                      setMethod(event.target.value as PayoutMethod | '');
                      setDetails({});
                    }}
                  >
                    <option value="">Select a method</option>
                    {PAYOUT_METHODS.map((value) => (
                      <option key={value} value={value}>
                        {PAYOUT_METHOD_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {method &&
                PAYOUT_DETAIL_FIELDS[method].map((field) => (
                  <Field key={field.key} label={field.label}>
                    {(id) => (
                      <Input
                        id={id}
                        value={details[field.key] ?? ''}
                        onChange={(event) => setDetails({ ...details, [field.key]: event.target.value })}
                      />
                    )}
                  </Field>
                ))}
              <Button type="submit" className="w-full" isLoading={request.isPending}>
                Request Payout
              </Button>
            </form>
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="font-semibold text-slate-900">Payout History</h2>
          </CardHeader>
          <CardBody>
            {payouts.isPending ? (
              <Spinner />
            ) : !payouts.data?.length ? (
              <EmptyState title="No payouts yet" description="Your payout requests will show here." />
            ) : (
              <div
                className="max-h-[50vh] overflow-y-auto pr-2"
                // Focusable so keyboard users can scroll the history too.
                tabIndex={0}
                role="region"
                aria-label="Payout history"
              >
                <ResponsiveTable
                  label="Payout history"
                  rows={payouts.data}
                  columns={PAYOUT_COLUMNS}
                  rowKey={(payout) => payout.id}
                />
              </div>
            )}
          </CardBody>
        </Card>
      </div>
    </Page>
  );
}
