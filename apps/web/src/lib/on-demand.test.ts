import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('downloads once however often it is started, and holds the value once there', async () => {
    const load = vi.fn(() => Promise.resolve('page'));
    const code = onDemand(load);
    expect(code.current()).toBeUndefined();
    await Promise.all([code.start(), code.start(), code.start()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.current()).toBe('page');
    expect(code.failure()).toBeUndefined();
  });

  it('settles a failed download without rejecting, keeps why, and downloads again when started again', async () => {
    const error = new Error('connection reset');
    const load = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce('page');
    const code = onDemand<string>(load);
    await expect(code.start()).resolves.toBeUndefined();
    expect(code.current()).toBeUndefined();
    expect(code.failure()).toEqual({ error });
    await code.start();
    expect(load).toHaveBeenCalledTimes(2);
    expect(code.current()).toBe('page');
    expect(code.failure()).toBeUndefined();
  });
});
