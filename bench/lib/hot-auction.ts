/**
 * The hot auction: every bidder bids on ONE auction at once, through the real HTTP API (session
 * cookie, CSRF token), while a visitor follows the auction's live stream (`auction:<id>`, server-sent
 * events) on ANOTHER server process. Each accepted bid is matched by its id to its event on that
 * stream, so the bid → other browser latency is measured during the load, across processes (the
 * event crosses PostgreSQL LISTEN/NOTIFY), not after it and not in-process.
 */
import type { Session } from './load';
import { quantile } from './load';

export interface HotAuctionResult {
  name: string;
  /** Server processes the bidders were split across. */
  processes: number;
  bidders: number;
  seconds: number;
  warmupSeconds: number;
  attempts: number;
  accepted: number;
  acceptedPerSecond: number;
  /** Refused bids by status, error code and title (the product's own message). */
  refusals: Array<{ status: number; code: string; title: string; count: number }>;
  /** Requests that got no answer at all. */
  failures: number;
  requestP50: number;
  requestP95: number;
  /** Accepted bids of the measured window whose event reached the subscriber. */
  delivered: number;
  /** Accepted bids whose event never arrived (waited 3 s after the load). */
  lost: number;
  /** From sending the bid to its event on the other process's stream. */
  fromSendP50: number;
  fromSendP95: number;
  /** From the bid's HTTP answer to its event (negative: the event came first, NOTIFY fires at commit). */
  fromAnswerP50: number;
  fromAnswerP95: number;
  /** Events of this auction the subscriber got that no bid of the bench sent (should be 0). */
  strayEvents: number;
  /** The machine's 1-minute load average when the run started. */
  load1?: number;
}

interface LiveFrame {
  type?: string;
  data?: { bid?: { id?: string } | null };
}

/** Follows `auction:<id>` on `base`; calls `onBid` with each bid event's id and arrival time. */
async function subscribe(base: string, auctionId: string, onBid: (bidId: string, at: number) => void) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events?topics=${encodeURIComponent(`auction:${auctionId}`)}`, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`subscribing to auction:${auctionId} on ${base} failed: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  const done = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader
        .read()
        .catch(() => ({ value: undefined, done: true as const }));
      if (ended) return;
      const at = performance.now();
      opened();
      buffer += decoder.decode(value, { stream: true });
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const data = frame
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (!data) continue;
        let event: LiveFrame;
        try {
          event = JSON.parse(data) as LiveFrame;
        } catch {
          continue; // not an event of the product's format: nothing to match
        }
        if (event.type === 'auction.bid' && event.data?.bid?.id) onBid(event.data.bid.id, at);
      }
    }
  })();
  // The stream writes 'retry:' first: once it arrives, the subscription is in place.
  await Promise.race([isOpen, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  return {
    async close() {
      controller.abort();
      await done;
    },
  };
}

export async function runHotAuction(options: {
  name: string;
  /** Where the bidders send their bids: bidder i uses bidBases[i % length]. */
  bidBases: string[];
  /** The other process, whose live stream the visitor follows. */
  watchBase: string;
  auctionId: string;
  /** The next valid amount when the run starts, and the auction's minimum increment. */
  startAmount: number;
  increment: number;
  bidders: Session[];
  seconds: number;
  warmupSeconds: number;
}): Promise<HotAuctionResult> {
  const arrivals = new Map<string, number>();
  const subscriber = await subscribe(options.watchBase, options.auctionId, (bidId, at) => {
    if (!arrivals.has(bidId)) arrivals.set(bidId, at);
  });

  interface Sent {
    bidId: string;
    sentAt: number;
    answeredAt: number;
  }
  const acceptedBids: Sent[] = [];
  const ownBidIds = new Set<string>();
  const refusals = new Map<string, { status: number; code: string; title: string; count: number }>();
  const requestTimes: number[] = [];
  let attempts = 0;
  let failures = 0;
  // Amounts are handed out in increasing order, as racing bidders raise each other: a bid that
  // commits after a higher one is refused 'Bid Too Low', as it would be for real.
  let nextAmount = options.startAmount;
  const started = performance.now();
  const measuredFrom = started + options.warmupSeconds * 1000;
  const deadline = measuredFrom + options.seconds * 1000;

  await Promise.all(
    options.bidders.map(async (bidder, index) => {
      const base = options.bidBases[index % options.bidBases.length]!;
      while (performance.now() < deadline) {
        const amountCents = nextAmount;
        nextAmount += options.increment;
        const sentAt = performance.now();
        const counted = sentAt >= measuredFrom;
        let response: Response;
        try {
          response = await fetch(`${base}/api/auctions/${options.auctionId}/bids`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: bidder.cookie,
              'x-csrf-token': bidder.csrf,
            },
            body: JSON.stringify({ amountCents }),
          });
        } catch {
          if (counted) failures += 1;
          continue;
        }
        const body = (await response.json().catch(() => ({}))) as {
          bid?: { id?: string };
          code?: string;
          title?: string;
        };
        const answeredAt = performance.now();
        if (response.status === 201 && body.bid?.id) ownBidIds.add(body.bid.id);
        if (!counted) continue;
        attempts += 1;
        requestTimes.push(answeredAt - sentAt);
        if (response.status === 201 && body.bid?.id) {
          acceptedBids.push({ bidId: body.bid.id, sentAt, answeredAt });
        } else {
          const key = `${response.status} ${body.code ?? ''} ${body.title ?? ''}`;
          const entry = refusals.get(key) ?? {
            status: response.status,
            code: body.code ?? '(none)',
            title: body.title ?? '(no title)',
            count: 0,
          };
          entry.count += 1;
          refusals.set(key, entry);
        }
      }
    }),
  );
  const elapsed = (Math.max(performance.now(), deadline) - measuredFrom) / 1000;

  // Events still on their way: wait until each accepted bid's event is in, 3 s at most.
  const waitUntil = performance.now() + 3_000;
  while (performance.now() < waitUntil && acceptedBids.some((bid) => !arrivals.has(bid.bidId)))
    await new Promise((resolve) => setTimeout(resolve, 20));
  await subscriber.close();

  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  for (const bid of acceptedBids) {
    const at = arrivals.get(bid.bidId);
    if (at === undefined) continue;
    fromSend.push(at - bid.sentAt);
    fromAnswer.push(at - bid.answeredAt);
  }
  for (const list of [fromSend, fromAnswer, requestTimes]) list.sort((a, b) => a - b);
  return {
    name: options.name,
    processes: options.bidBases.length,
    bidders: options.bidders.length,
    seconds: elapsed,
    warmupSeconds: options.warmupSeconds,
    attempts,
    accepted: acceptedBids.length,
    acceptedPerSecond: acceptedBids.length / elapsed,
    refusals: [...refusals.values()].sort((a, b) => b.count - a.count),
    failures,
    requestP50: quantile(requestTimes, 0.5),
    requestP95: quantile(requestTimes, 0.95),
    delivered: fromSend.length,
    lost: acceptedBids.length - fromSend.length,
    fromSendP50: quantile(fromSend, 0.5),
    fromSendP95: quantile(fromSend, 0.95),
    fromAnswerP50: quantile(fromAnswer, 0.5),
    fromAnswerP95: quantile(fromAnswer, 0.95),
    strayEvents: [...arrivals.keys()].filter((id) => !ownBidIds.has(id)).length,
  };
}
