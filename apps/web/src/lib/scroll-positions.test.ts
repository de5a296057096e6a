import { describe, expect, it } from 'vitest';
import {
  createScrollPositions,
  firstEntryKind,
  positionKey,
  SCROLL_STORAGE_KEY,
  scrollTargetFor,
} from './scroll-positions';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('scrollTargetFor', () => {
  it('restores the saved position on back and forward', () => {
    expect(scrollTargetFor('POP', 840, false)).toEqual({ action: 'restore', top: 840 });
  });

  it('leaves an entry with no saved position where the browser put it', () => {
    expect(scrollTargetFor('POP', undefined, false)).toEqual({ action: 'none' });
  });

  it('opens another page at the top, by a link or a redirect', () => {
    expect(scrollTargetFor('PUSH', 840, false)).toEqual({ action: 'top' });
    expect(scrollTargetFor('REPLACE', undefined, false)).toEqual({ action: 'top' });
  });

  it('leaves the page where it is when only its query changes', () => {
    expect(scrollTargetFor('PUSH', undefined, true)).toEqual({ action: 'none' });
  });
});

describe('firstEntryKind', () => {
  it('returns a reloaded or revisited document to where it was left', () => {
    expect(firstEntryKind('reload')).toBe('POP');
    expect(firstEntryKind('back_forward')).toBe('POP');
  });

  it('opens an address opened anew at its top', () => {
    expect(firstEntryKind('navigate')).toBe('PUSH');
    expect(firstEntryKind('prerender')).toBe('PUSH');
    expect(scrollTargetFor(firstEntryKind('navigate'), 840, false)).toEqual({ action: 'top' });
  });
});

describe('positionKey', () => {
  it("keeps an entry the app created under the router's key", () => {
    expect(positionKey('k3x9a', '/marketplace')).toBe('k3x9a');
  });

  it('keeps first entries apart by their address', () => {
    expect(positionKey('default', '/auctions')).not.toBe(positionKey('default', '/auction/7'));
    expect(positionKey('default', '/auctions?page=2')).not.toBe(positionKey('default', '/auctions'));
  });
});

describe('createScrollPositions', () => {
  it('remembers positions by entry and keeps them across a reload', () => {
    const storage = memoryStorage();
    const positions = createScrollPositions(storage);
    positions.save('a', 120.4);
    positions.save('b', -5);
    expect(positions.get('a')).toBe(120);
    expect(positions.get('b')).toBe(0);
    positions.persist();
    const reloaded = createScrollPositions(storage);
    expect(reloaded.get('a')).toBe(120);
  });

  it('forgets the oldest entries past one hundred', () => {
    const positions = createScrollPositions(null);
    for (let index = 0; index < 101; index += 1) positions.save(`k${index}`, index);
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get('k100')).toBe(100);
  });

  it('ignores stored text that is not a list of positions', () => {
    const positions = createScrollPositions(memoryStorage({ [SCROLL_STORAGE_KEY]: '{"a":1}' }));
    expect(positions.get('a')).toBeUndefined();
    expect(
      createScrollPositions(memoryStorage({ [SCROLL_STORAGE_KEY]: 'not json' })).get('a'),
    ).toBeUndefined();
  });
});
