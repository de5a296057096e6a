import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_MIN_BID_INCREMENT_CENTS,
  checkCreateAuctionInput,
  type CreateAuctionInput,
} from '@netlease/shared/auctions';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog';
import { LEASE_PERIODS, type LeasePeriod } from '@netlease/shared/orders';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAuctionableBlocks } from '../api/list-auctionable-blocks';
import { useCreateAuction } from '../api/create-auction';
import { OwnAuctions } from '../components/own-auctions';
import {
  AuctionTimesFields,
  effectiveStartMs,
  toLocalInput,
  type AuctionTimes,
} from '../components/auction-times';
import { useServerNow } from '../components/use-server-now';

const DAY_MS = 86_400_000;
/** The start field follows the server's clock while 'Start now' is on. */
const CLOCK_TICK_MS = 15_000;
const PERIOD_LABELS: Record<LeasePeriod, string> = { month: '1 month', quarter: '3 months', year: '1 year' };
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

/** Spec part 2 /create-auction (monetizers only): on success to /dashboard; Cancel to /dashboard. */
export default function CreateAuctionPage() {
  const navigate = useNavigate();
  const { data, isPending, error } = useAuctionableBlocks();
  const create = useCreateAuction();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    ipBlockId: '',
    reservePrice: '',
    buyNowPrice: '',
    minBidIncrement: String(DEFAULT_MIN_BID_INCREMENT_CENTS / 100),
    leasePeriod: 'month' as LeasePeriod,
  });
  const [times, setTimes] = useState<AuctionTimes>({ startNow: true, startTime: '', endTime: '' });
  const serverTime = data?.serverTime;
  // Times are the server's: a wrong clock on the seller's computer neither moves the default nor
  // lets the past be picked (docs/PRODUCT.md "Auctions").
  const serverNowMs = useServerNow(serverTime, CLOCK_TICK_MS);
  useEffect(() => {
    if (!serverTime) return;
    // Default: starts now and runs a week.
    const now = new Date(serverTime).getTime();
    setTimes((current) =>
      current.endTime
        ? current
        : { ...current, startTime: toLocalInput(now), endTime: toLocalInput(now + 7 * DAY_MS) },
    );
  }, [serverTime]);
  useEffect(() => {
    if (error)
      toast.fromError(
        error,
        CATALOG_MESSAGES.ipBlocksFetchFailed.title,
        CATALOG_MESSAGES.ipBlocksFetchFailed.description,
      );
  }, [error]);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const blocks = data?.blocks ?? [];
  // A block that another offer took meanwhile drops out of the choices when they are fetched again.
  const ipBlockId = blocks.some((block) => block.id === form.ipBlockId) ? form.ipBlockId : '';
  const start = effectiveStartMs(times, serverNowMs);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: CreateAuctionInput = {
      ipBlockId,
      reservePrice: form.reservePrice,
      buyNowPrice: form.buyNowPrice || null,
      minBidIncrement: form.minBidIncrement || null,
      leasePeriod: form.leasePeriod,
      startTime: Number.isNaN(start) ? '' : new Date(start).toISOString(),
      endTime: fromLocalInput(times.endTime),
    };
    const checked = checkCreateAuctionInput(input, new Date(serverNowMs));
    if (!checked.ok) {
      toast.error(checked.message.title, checked.message.description);
      return;
    }
    try {
      const result = await create.mutateAsync(input);
      toast.success(result.title, result.message);
      void navigate('/dashboard');
    } catch (failure) {
      // Another offer may hold the block now (the server's message names it): fetch the choices again.
      if (failure instanceof ApiError && failure.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['auctions', 'blocks'] });
      }
      toast.fromError(
        failure,
        CATALOG_MESSAGES.submissionFailed.title,
        CATALOG_MESSAGES.submissionFailed.description,
      );
    }
  };

  if (isPending) return <Spinner />;
  return (
    <Page
      title="Create Auction"
      subtitle="Put one of your approved IP blocks up for auction. An admin reviews it first."
    >
      <Card className="max-w-2xl">
        <CardBody>
          <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
            <Field
              label="IP block"
              hint={
                blocks.length === 0 ? 'You have no approved IP blocks that are free to auction.' : undefined
              }
            >
              {(id) => (
                <Select id={id} value={ipBlockId} onChange={set('ipBlockId')}>
                  <option value="">Select an approved block</option>
                  {blocks.map((block) => (
                    <option key={block.id} value={block.id}>
                      {block.cidr}
                      {block.countryCode ? ` (${block.countryCode})` : ''}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Reserve price ($)">
                {(id) => (
                  <Input
                    id={id}
                    inputMode="decimal"
                    value={form.reservePrice}
                    onChange={set('reservePrice')}
                  />
                )}
              </Field>
              <Field label="Buy now price ($)" hint="Optional">
                {(id) => (
                  <Input id={id} inputMode="decimal" value={form.buyNowPrice} onChange={set('buyNowPrice')} />
                )}
              </Field>
              <Field label="Min bid increment ($)">
                {(id) => (
                  <Input
                    id={id}
                    inputMode="decimal"
                    value={form.minBidIncrement}
                    onChange={set('minBidIncrement')}
                  />
                )}
              </Field>
            </div>
            <Field label="Lease term for the winner">
              {(id) => (
                <Select id={id} value={form.leasePeriod} onChange={set('leasePeriod')}>
                  {LEASE_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {PERIOD_LABELS[period]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <AuctionTimesFields times={times} serverNowMs={serverNowMs} onChange={setTimes} />
            <div className="flex justify-end gap-2 pt-2">
              <Link to="/dashboard" className={buttonClasses('secondary')}>
                Cancel
              </Link>
              <Button type="submit" isLoading={create.isPending}>
                Create Auction
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
      <OwnAuctions />
    </Page>
  );
}
