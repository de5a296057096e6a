import { describe, expect, it } from 'vitest';
import { createWorkLimiter } from './work-limiter';

/** A piece of work that runs until the test lets it finish. */
function heldWork() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, work: () => done };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkLimiter', () => {
  it('runs at most `concurrency` at once, the rest in arrival order, and refuses past the queue', async () => {
    const limiter = createWorkLimiter({
      concurrency: 2,
      maxWaiting: 2,
      refuse: () => new Error('queue full'),
    });
    const pieces = Array.from({ length: 4 }, heldWork);
    const started: number[] = [];
    const runs = pieces.map((piece, index) =>
      limiter.run(async () => {
        started.push(index);
        await piece.work();
        return index;
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    expect(limiter.load()).toEqual({ running: 2, waiting: 2 });
    await expect(limiter.run(async () => 'late')).rejects.toThrow('queue full');

    pieces[1]!.finish();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.load()).toEqual({ running: 2, waiting: 1 });
    for (const piece of pieces) piece.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a piece that fails', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, maxWaiting: 0, refuse: () => new Error('full') });
    await expect(limiter.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'next')).toBe('next');
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });
});
