import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatCents, parseDollarsToCents } from '@netlease/shared/format';
import { DEPOSIT_FEE_CENTS, MAX_MOVEMENT_CENTS, MONEY_MESSAGES } from '@netlease/shared/money';
import { PAYMENT_MESSAGES, cardInputSchema, findCardProblem, type Gateway } from '@netlease/shared/payments';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateDeposit } from '../api/create-deposit';
import { CardForm, EMPTY_CARD, toCardInput, type CardFields } from '../components/card-form';
import { GatewayList, NotImplementedNotice } from '../components/gateway-list';
import { useIdempotencyKey } from '../components/use-idempotency-key';
import { useGatewayAvailability } from '../api/use-gateway-availability';

/** Checks the card as the server will, so the form can say what is wrong before sending. */
export function describeCardProblem(fields: CardFields) {
  const parsed = cardInputSchema.safeParse(toCardInput(fields));
  if (!parsed.success) return PAYMENT_MESSAGES.cardDetailsRequired;
  return findCardProblem(parsed.data, new Date());
}

/** Spec part 2 /deposit: amount, gateway, card form, summary and Deposit Now. */
export default function DepositPage() {
  const isAvailable = useGatewayAvailability();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [gateway, setGateway] = useState<Gateway | null>(null);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const { key, renew } = useIdempotencyKey();
  const deposit = useCreateDeposit();
  const cents = parseDollarsToCents(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!gateway)
      return toast.error(
        PAYMENT_MESSAGES.paymentMethodRequired.title,
        PAYMENT_MESSAGES.paymentMethodRequired.description,
      );
    if (cents === null || cents <= 0 || cents > MAX_MOVEMENT_CENTS) {
      return toast.error(
        MONEY_MESSAGES.invalidDepositAmount.title,
        MONEY_MESSAGES.invalidDepositAmount.description,
      );
    }
    if (!isAvailable(gateway)) {
      return toast.info(
        PAYMENT_MESSAGES.gatewayNotImplemented.title,
        PAYMENT_MESSAGES.gatewayNotImplemented.description,
      );
    }
    const problem = describeCardProblem(card);
    if (problem) return toast.error(problem.title, problem.description);
    deposit.mutate(
      { input: { amountCents: cents, gateway, card: toCardInput(card) }, idempotencyKey: key },
      {
        onSuccess: (result) => {
          renew();
          toast.success(result.title, result.message);
          void navigate('/wallet');
        },
        onError: (error) => {
          if (error instanceof ApiError) renew();
          toast.fromError(
            error,
            MONEY_MESSAGES.depositFailed.title,
            MONEY_MESSAGES.depositFailed.description,
          );
        },
      },
    );
  };

  return (
    <Page title="Deposit Funds" subtitle="Add money to your wallet to lease IP blocks and servers.">
      <form onSubmit={submit} className="grid gap-6 lg:grid-cols-3" noValidate>
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <h2 className="font-semibold text-slate-900">Amount</h2>
            </CardHeader>
            <CardBody>
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
            </CardBody>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="font-semibold text-slate-900">Payment Gateway</h2>
            </CardHeader>
            <CardBody className="space-y-4">
              <GatewayList value={gateway} onChange={setGateway} />
              {gateway && !isAvailable(gateway) && <NotImplementedNotice />}
              {gateway === 'card' && <CardForm value={card} onChange={setCard} />}
            </CardBody>
          </Card>
        </div>
        <Card className="h-fit">
          <CardHeader>
            <h2 className="font-semibold text-slate-900">Summary</h2>
          </CardHeader>
          <CardBody className="space-y-3 text-sm">
            <div className="flex justify-between">
              <span className="text-slate-500">Deposit Amount</span>
              <span>{formatCents(cents ?? 0)}</span>
            </div>
            <div className="flex justify-between">
              <span className="text-slate-500">Deposit Fee</span>
              <span>{formatCents(DEPOSIT_FEE_CENTS)}</span>
            </div>
            <div className="flex justify-between border-t border-slate-100 pt-3 font-semibold">
              <span>Total</span>
              <span>{formatCents((cents ?? 0) + DEPOSIT_FEE_CENTS)}</span>
            </div>
            <Button type="submit" className="w-full" isLoading={deposit.isPending}>
              Deposit Now
            </Button>
          </CardBody>
        </Card>
      </form>
    </Page>
  );
}
