import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AUCTION_MESSAGES,
  DEFAULT_MIN_BID_INCREMENT_CENTS,
  checkCreateAuctionInput,
  type CreateAuctionInput,
} from '@netlease/shared/auctions';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog';
import type { Message } from '@netlease/shared/messages';
import { LEASE_PERIODS, type LeasePeriod } from '@netlease/shared/orders-constants';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/field';
import { Form, FormChoice, FormField, addFieldIssue, useZodForm } from '@/components/ui/form';
import { Page } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { useErrorToast } from '@/lib/toast';
import { AUCTIONABLE_BLOCKS_KEY, useAuctionableBlocks } from '../api/list-auctionable-blocks';
import { useCreateAuction } from '../api/create-auction';
import { OwnAuctions } from './own-auctions';
import { AuctionTimesFields, effectiveStartMs, toLocalInput, type AuctionTimes } from './auction-times';
import { useServerNow } from './use-server-now';

const DAY_MS = 86_400_000;
/** The start field follows the server's clock while 'Start now' is on. */
const CLOCK_TICK_MS = 15_000;
const PERIOD_LABELS: Record<LeasePeriod, string> = { month: '1 month', quarter: '3 months', year: '1 year' };
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

interface AuctionFormValues {
  ipBlockId: string;
  reservePrice: string;
  buyNowPrice: string;
  minBidIncrement: string;
  leasePeriod: LeasePeriod;
  times: AuctionTimes;
}

// The field each refusal of the shared check is about.
const FIELD_OF_MESSAGE = new Map<Message, string>([
  [AUCTION_MESSAGES.blockNotAvailable, 'ipBlockId'],
  [AUCTION_MESSAGES.invalidReserve, 'reservePrice'],
  [AUCTION_MESSAGES.invalidBuyNow, 'buyNowPrice'],
  [AUCTION_MESSAGES.invalidIncrement, 'minBidIncrement'],
  [AUCTION_MESSAGES.startInPast, 'times.startTime'],
  [AUCTION_MESSAGES.invalidTimes, 'times.endTime'],
]);

/**
 * The server's own check (checkCreateAuctionInput, docs/PRODUCT.md "Creating an auction") by the server's
 * clock: each missing field says 'Missing fields' beside itself, then the first other problem beside its
 * field.
 */
const auctionFormSchema = (serverNow: () => number) =>
  z.custom<AuctionFormValues>().transform((values, context): CreateAuctionInput => {
    const now = serverNow();
    const start = effectiveStartMs(values.times, now);
    const missing = [
      ['ipBlockId', !values.ipBlockId],
      ['reservePrice', !values.reservePrice.trim()],
      ['times.startTime', Number.isNaN(start)],
      ['times.endTime', !values.times.endTime],
    ] as const;
    for (const [field, isMissing] of missing) {
      if (isMissing) addFieldIssue(context, field, AUCTION_MESSAGES.missingFields);
    }
    if (missing.some(([, isMissing]) => isMissing)) return z.NEVER;
    const input: CreateAuctionInput = {
      ipBlockId: values.ipBlockId,
      reservePrice: values.reservePrice,
      buyNowPrice: values.buyNowPrice || null,
      minBidIncrement: values.minBidIncrement || null,
      leasePeriod: values.leasePeriod,
      startTime: new Date(start).toISOString(),
      endTime: fromLocalInput(values.times.endTime),
    };
    const checked = checkCreateAuctionInput(input, new Date(now));
    if (!checked.ok) {
      addFieldIssue(context, FIELD_OF_MESSAGE.get(checked.message) ?? 'ipBlockId', checked.message);
      return z.NEVER;
    }
    return input;
  });

/** The create form of /create-auction, drawn once the auctionable blocks are there. */
export function CreateAuctionForm() {
  const navigate = useNavigate();
  const { data, error } = useAuctionableBlocks();
  const create = useCreateAuction();
  const queryClient = useQueryClient();
  const serverTime = data?.serverTime;
  // Times are the server's: a wrong clock on the seller's computer neither moves the default nor
  // lets the past be picked (docs/PRODUCT.md "Auctions").
  const serverNowMs = useServerNow(serverTime, CLOCK_TICK_MS);
  const nowRef = useRef(serverNowMs);
  nowRef.current = serverNowMs;
  const schema = useMemo(() => auctionFormSchema(() => nowRef.current), []);
  const form = useZodForm(schema, {
    defaultValues: {
      ipBlockId: '',
      reservePrice: '',
      buyNowPrice: '',
      minBidIncrement: String(DEFAULT_MIN_BID_INCREMENT_CENTS / 100),
      leasePeriod: 'month',
      times: { startNow: true, startTime: '', endTime: '' },
    },
  });
  useEffect(() => {
    if (!serverTime || form.getValues('times.endTime')) return;
    // Default: starts now and runs a week.
    const now = new Date(serverTime).getTime();
    form.setValue('times', {
      startNow: true,
      startTime: toLocalInput(now),
      endTime: toLocalInput(now + 7 * DAY_MS),
    });
  }, [serverTime, form]);
  useErrorToast(
    error,
    CATALOG_MESSAGES.ipBlocksFetchFailed.title,
    CATALOG_MESSAGES.ipBlocksFetchFailed.description,
  );

  const blocks = data?.blocks ?? [];
  const chosenBlock = form.watch('ipBlockId');
  // A block that another offer took meanwhile drops out of the choices when they are fetched again.
  const ipBlockId = blocks.some((block) => block.id === chosenBlock) ? chosenBlock : '';

  return (
    <Page
      title="Create Auction"
      subtitle="Put one of your approved IP blocks up for auction. An admin reviews it first."
    >
      <Card className="max-w-2xl">
        <CardBody>
          <Form
            form={form}
            failure={CATALOG_MESSAGES.submissionFailed}
            className="space-y-4"
            onError={(failure) => {
              // Another offer may hold the block now (the server's message names it): fetch the choices again.
              if (failure instanceof ApiError && failure.status === 409) {
                void queryClient.invalidateQueries({ queryKey: AUCTIONABLE_BLOCKS_KEY });
              }
            }}
            send={create.mutateAsync}
            onSent={() => void navigate('/dashboard')}
          >
            <FormField<AuctionFormValues>
              name="ipBlockId"
              label="IP block"
              hint={
                blocks.length === 0 ? 'You have no approved IP blocks that are free to auction.' : undefined
              }
            >
              {(control) => (
                <Select {...control} value={ipBlockId}>
                  <option value="">Select an approved block</option>
                  {blocks.map((block) => (
                    <option key={block.id} value={block.id}>
                      {block.cidr}
                      {block.countryCode ? ` (${block.countryCode})` : ''}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField<AuctionFormValues> name="reservePrice" label="Reserve price ($)">
                {(control) => <Input {...control} inputMode="decimal" />}
              </FormField>
              <FormField<AuctionFormValues> name="buyNowPrice" label="Buy now price ($)" hint="Optional">
                {(control) => <Input {...control} inputMode="decimal" />}
              </FormField>
              <FormField<AuctionFormValues> name="minBidIncrement" label="Min bid increment ($)">
                {(control) => <Input {...control} inputMode="decimal" />}
              </FormField>
            </div>
            <FormField<AuctionFormValues> name="leasePeriod" label="Lease term for the winner">
              {(control) => (
                <Select {...control}>
                  {LEASE_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {PERIOD_LABELS[period]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            {/* The times check themselves as the seller types (auction-times.tsx); a refused submit focuses them. */}
            <FormChoice<AuctionFormValues, 'times'> name="times">
              {(_control, field) => (
                <AuctionTimesFields
                  name={field.name}
                  times={field.value}
                  serverNowMs={serverNowMs}
                  onChange={field.onChange}
                />
              )}
            </FormChoice>
            <div className="flex justify-end gap-2 pt-2">
              <Link to="/dashboard" className={buttonClasses('secondary')}>
                Cancel
              </Link>
              <Button type="submit" isLoading={create.isPending}>
                Create Auction
              </Button>
            </div>
          </Form>
        </CardBody>
      </Card>
      <OwnAuctions />
    </Page>
  );
}
