import { describe, expect, it, vi } from 'vitest';
import { CodeDownloadError, onDemand } from './on-demand';

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

  it('settles a failed download without rejecting, keeps why and which download it was, and downloads again when started again', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce('page');
    const code = onDemand<string>(load);
    expect(code.downloads()).toBe(0);
    await expect(code.start()).resolves.toBeUndefined();
    expect(code.current()).toBeUndefined();
    expect(code.downloads()).toBe(1);
    const failure = code.failure();
    expect(failure?.download).toBe(1);
    // Told apart from an error in drawing a page, with the browser's own error kept as its cause.
    expect(failure?.error).toBeInstanceOf(CodeDownloadError);
    expect(failure?.error.cause).toBe(error);
    await code.start();
    expect(load).toHaveBeenCalledTimes(2);
    expect(code.downloads()).toBe(2);
    expect(code.current()).toBe('page');
    expect(code.failure()).toBeUndefined();
  });

  it('numbers each failed download, so a later failure is told from an earlier one', async () => {
    const load = vi.fn().mockRejectedValue(new Error('connection reset'));
    const code = onDemand<string>(load);
    await code.start();
    const first = code.failure();
    await code.start();
    expect(first?.download).toBe(1);
    expect(code.failure()?.download).toBe(2);
    expect(code.failure()).not.toBe(first);
  });
});
