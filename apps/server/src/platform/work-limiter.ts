import { TooManyAttemptsError } from './rate-limit';

/**
 * Runs at most `concurrency` pieces of work at once; others wait their turn in arrival order, and
 * past `maxWaiting` waiting a new one is refused with `refuse()` at once instead of piling up.
 */
export interface WorkLimiter {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many run now and how many wait, for the metrics. */
  load(): { running: number; waiting: number };
}

export function createWorkLimiter(options: {
  concurrency: number;
  maxWaiting: number;
  refuse: () => Error;
}): WorkLimiter {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished piece hands its place to the first one waiting, so `running` never dips in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running < options.concurrency) {
        running += 1;
      } else {
        if (waiting.length >= options.maxWaiting) throw options.refuse();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * The server's queues for costly work (password hashing, PDF drawing): past `maxWaiting` a request
 * hears 429 'Too many attempts' with a Retry-After of `retryAfterMs`.
 */
export function createBusyLimiter(options: {
  concurrency: number;
  maxWaiting: number;
  retryAfterMs: number;
}): WorkLimiter {
  return createWorkLimiter({ ...options, refuse: () => new TooManyAttemptsError(options.retryAfterMs) });
}
