import { useId } from 'react';
import {
  AUCTION_MESSAGES,
  AUCTION_START_GRACE_MS,
  MAX_AUCTION_DAYS,
} from '@netlease/shared/auctions-constants';
import { Input } from '@/components/ui/field';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A `datetime-local` value (local time, minutes) for a moment. */
export function toLocalInput(ms: number) {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const toMs = (value: string) => (value ? new Date(value).getTime() : Number.NaN);

export interface AuctionTimes {
  /** Start as soon as possible (the server's now) instead of at `startTime`. */
  startNow: boolean;
  startTime: string;
  endTime: string;
}

/** The start the server will get, in ms: the server's now for 'Start now'. */
export const effectiveStartMs = (times: AuctionTimes, serverNowMs: number) =>
  times.startNow ? serverNowMs : toMs(times.startTime);

/**
 * The date rules of docs/PRODUCT.md "Auctions", checked as the seller types so the form says what
 * is wrong next to the field: the start is now or later (a few minutes in the past count as now,
 * as on the server), the end after the start and at most 90 days later. The server checks the same
 * with the same messages.
 */
export function checkAuctionTimes(times: AuctionTimes, serverNowMs: number) {
  const start = effectiveStartMs(times, serverNowMs);
  const end = toMs(times.endTime);
  const startError =
    !times.startNow && !Number.isNaN(start) && start < serverNowMs - AUCTION_START_GRACE_MS
      ? AUCTION_MESSAGES.startInPast.description
      : undefined;
  const endError =
    !Number.isNaN(end) &&
    !Number.isNaN(start) &&
    (end <= Math.max(start, serverNowMs) || end - start > MAX_AUCTION_DAYS * DAY_MS)
      ? AUCTION_MESSAGES.invalidTimes.description
      : undefined;
  return { startError, endError };
}

/**
 * Start time (with 'Start now', the default) and end time of /create-auction. The pickers do not
 * offer the past: the start's minimum is now and the end's is a minute after the start, both by the
 * server's clock.
 */
export function AuctionTimesFields({
  times,
  serverNowMs,
  onChange,
  name,
}: {
  times: AuctionTimes;
  serverNowMs: number;
  onChange: (times: AuctionTimes) => void;
  /** The form field's name ('times'): the inputs are '<name>.startTime' and '<name>.endTime'. */
  name?: string;
}) {
  const startId = useId();
  const endId = useId();
  const nowId = useId();
  const startErrorId = useId();
  const endErrorId = useId();
  const { startError, endError } = checkAuctionTimes(times, serverNowMs);
  const start = effectiveStartMs(times, serverNowMs);
  const endMin = toLocalInput((Number.isNaN(start) ? serverNowMs : Math.max(start, serverNowMs)) + MINUTE_MS);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <label htmlFor={startId} className="block text-sm font-medium text-slate-700">
          Start time
        </label>
        <Input
          id={startId}
          name={name && `${name}.startTime`}
          type="datetime-local"
          value={times.startNow ? toLocalInput(serverNowMs) : times.startTime}
          min={toLocalInput(serverNowMs)}
          disabled={times.startNow}
          aria-invalid={startError ? true : undefined}
          aria-describedby={startError ? startErrorId : undefined}
          onChange={(event) => onChange({ ...times, startTime: event.target.value })}
        />
        <div className="flex items-center gap-2">
          <input
            id={nowId}
            type="checkbox"
            className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
            checked={times.startNow}
            onChange={(event) =>
              onChange({
                ...times,
                startNow: event.target.checked,
                // A scheduled start begins from now, never from a moment that has passed meanwhile.
                startTime: event.target.checked ? times.startTime : toLocalInput(serverNowMs),
              })
            }
          />
          <label htmlFor={nowId} className="text-sm text-slate-700">
            Start now
          </label>
        </div>
        {startError && (
          <p id={startErrorId} className="text-xs text-red-600" role="alert">
            {startError}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={endId} className="block text-sm font-medium text-slate-700">
          End time
        </label>
        <Input
          id={endId}
          name={name && `${name}.endTime`}
          type="datetime-local"
          value={times.endTime}
          min={endMin}
          aria-invalid={endError ? true : undefined}
          aria-describedby={endError ? endErrorId : undefined}
          onChange={(event) => onChange({ ...times, endTime: event.target.value })}
        />
        {endError && (
          <p id={endErrorId} className="text-xs text-red-600" role="alert">
            {endError}
          </p>
        )}
      </div>
    </div>
  );
}
