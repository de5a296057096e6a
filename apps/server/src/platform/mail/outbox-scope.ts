import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who may read, in the demo outbox, the mail written while one request is handled
 * (docs/decisions/130-demo-mode-safety.md). The demo feature opens a scope per request; the outbox
 * writer asks it, for each mail, which browser's outbox token the mail is tagged with.
 */
export interface OutboxScope {
  /** The hash of the outbox token that may read a mail to `to`, or null: only its recipient and admins. */
  readerFor(to: string): Promise<string | null>;
}

const scopes = new AsyncLocalStorage<OutboxScope>();

/** Runs `next` (the rest of a request) with `scope` as the reader of the mail it writes. */
export function runInOutboxScope(scope: OutboxScope, next: () => void): void {
  scopes.run(scope, next);
}

/** The scope of the request being handled, if any (none in jobs and scripts: their mail is nobody's). */
export function currentOutboxScope(): OutboxScope | undefined {
  return scopes.getStore();
}
