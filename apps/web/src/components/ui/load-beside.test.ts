import { describe, expect, it, vi } from 'vitest';
import { loadBeside } from './load-beside';

describe('loadBeside', () => {
  it('starts the download when the page module runs, before anything renders', () => {
    const load = vi.fn(() => Promise.resolve(() => null));
    loadBeside(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
