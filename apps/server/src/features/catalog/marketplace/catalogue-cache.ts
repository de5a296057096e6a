import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { matchesIfNoneMatch } from '../../../platform/http/entity-tags';
import type { CatalogueAnswerSources } from '../../../platform/observability/metrics';

/** One answer ready to send: its JSON text and the entity tag naming exactly that text. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/**
 * An answer to keep and what it read: the offers of a page (every row its query fetched, the one
 * that tells whether a next page exists included), or 'which offers are listed' for a total, which
 * counts them: a sale changes it only when an offer leaves the catalogue (decision 314).
 */
export interface LoadedAnswer {
  answer: CachedAnswer;
  offersRead: readonly string[] | 'which offers are listed';
}

interface Entry {
  answer: CachedAnswer;
  offersRead: ReadonlySet<string> | 'which offers are listed';
}

const MAX_ENTRIES = 2_000;
/** About 20 KB a page: the cap keeps the whole cache to a few tens of megabytes. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The anonymous answers of the public catalogue (GET /api/marketplace and /api/marketplace/count),
 * kept in memory by the normalised query and dropped as soon as the catalogue changes
 * (docs/decisions/205-catalogue-cache.md). A statement trigger on every table that decides what the
 * catalogue shows sends a NOTIFY at commit; each instance's event hub receives it and calls
 * `invalidate`, or `invalidateOffers` when a sale only narrowed some offers (decision 271): then only
 * the pages that read one of them are dropped, and the totals unless every one is still listed
 * (decision 314). While this instance does not listen (starting, or its LISTEN connection dropped),
 * notifications could be missed, so nothing is served from or kept in the cache.
 *
 * A read that began before a change and ends after its notification must not be kept: each read
 * notes the generation it started in and is stored only if no invalidation happened meanwhile.
 *
 * The notification travels on another connection than the change, so it can arrive after the
 * change's own answer: a kept answer is served only after a fence (decision 272), on whichever
 * instance is asked, and so never shows what a change answered before the request had taken away.
 */
export function createCatalogueCache(options: {
  isEnabled: () => boolean;
  isListening: () => boolean;
  /**
   * Resolves true once every catalogue notification committed before the call has been applied,
   * false when that cannot be known (the event hub's fence).
   */
  fence: () => Promise<boolean>;
}) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  let generation = 0;
  let bytes = 0;
  const sources: CatalogueAnswerSources = { kept: 0, shared: 0, read: 0 };

  const isUsable = () => options.isEnabled() && options.isListening();

  function invalidate() {
    generation += 1;
    entries.clear();
    inFlight.clear();
    bytes = 0;
  }

  /**
   * Drops what a sale of `offers` can have changed: the pages that read one, and every total unless
   * each of them is still listed.
   */
  function invalidateOffers({ offers, stillListed }: { offers: readonly string[]; stillListed: boolean }) {
    // Reads under way may have read one of them: none of them is kept (the generation moved on).
    generation += 1;
    inFlight.clear();
    for (const [key, entry] of entries) {
      const { offersRead } = entry;
      const isStale =
        offersRead === 'which offers are listed' ? !stillListed : offers.some((id) => offersRead.has(id));
      if (isStale) drop(key, entry);
    }
  }

  function drop(key: string, entry: Entry) {
    entries.delete(key);
    bytes -= entry.answer.body.length;
  }

  function store(key: string, loaded: LoadedAnswer) {
    const { answer, offersRead } = loaded;
    entries.set(key, {
      answer,
      offersRead: offersRead === 'which offers are listed' ? offersRead : new Set(offersRead),
    });
    bytes += answer.body.length;
    // Oldest first (a Map keeps insertion order; a hit moves its entry to the end).
    for (const [oldKey, old] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      drop(oldKey, old);
    }
  }

  return {
    invalidate,
    invalidateOffers,
    /** How many answers are kept (tests and metrics). */
    get size() {
      return entries.size;
    },
    /** Where the answers given so far came from (the metric netlease_catalogue_answers_total). */
    get sources(): Readonly<CatalogueAnswerSources> {
      return sources;
    },
    /**
     * The answer for `key`: from memory when this instance listens for catalogue changes, otherwise
     * (and on a miss) from `load`. Requests for the same key while it loads share one read.
     */
    async get(key: string, load: () => Promise<LoadedAnswer>): Promise<CachedAnswer> {
      if (!isUsable()) {
        if (entries.size > 0) invalidate();
        sources.read += 1;
        return (await load()).answer;
      }
      // A kept answer, or a read begun before this request, may predate a change committed before
      // this request whose notification is still on its way: first a fence (decision 272), after
      // which every such notification has been applied. A request that finds neither reads the
      // database itself, which already shows every committed change.
      if (entries.has(key) || inFlight.has(key)) {
        if (!(await options.fence())) invalidate();
        if (!isUsable()) {
          sources.read += 1;
          return (await load()).answer;
        }
      }
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        sources.kept += 1;
        return hit.answer;
      }
      const pending = inFlight.get(key);
      if (pending) {
        sources.shared += 1;
        return pending;
      }
      sources.read += 1;
      const startedIn = generation;
      let loaded: LoadedAnswer | undefined;
      const reading = load()
        .then((result) => {
          loaded = result;
          return result.answer;
        })
        .finally(() => {
          if (inFlight.get(key) === reading) inFlight.delete(key);
        });
      inFlight.set(key, reading);
      const answer = await reading;
      if (generation === startedIn && isUsable() && loaded) store(key, loaded);
      return answer;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * The JSON text of `value` as `schema` encodes it (the check the route's response schema would
 * make), and its entity tag: a digest of that text, so equal answers carry equal tags on every
 * instance.
 */
export function toCachedAnswer<T extends z.ZodType>(schema: T, value: z.input<T>): CachedAnswer {
  const body = JSON.stringify(z.encode(schema, value as z.output<T>));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/**
 * Sends an answer with its ETag and Cache-Control, or 304 Not Modified when the client already holds
 * it. `no-cache` lets a browser keep the answer but ask again each time (a 304 costs no database
 * work): a copy trusted for even a few seconds could offer an item that has just been sold.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: 'public, no-cache' | 'private, no-cache',
) {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
