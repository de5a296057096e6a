import { describe, expect, it } from 'vitest';
import { avatarFor, fallbackAvatar } from './avatar';

const svgOf = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml;utf8,'.length));

describe('fallbackAvatar', () => {
  it('is an inline SVG drawn locally, never an outside address', () => {
    const url = fallbackAvatar('ada@example.com');
    expect(url.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    expect(svgOf(url)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="-1 -1 7 7">.*<\/svg>$/);
  });

  it('draws the same avatar for the same address, whatever its case', () => {
    expect(fallbackAvatar('Ada@Example.com')).toBe(fallbackAvatar('ada@example.com'));
  });

  it('draws different avatars for different addresses', () => {
    expect(fallbackAvatar('ada@example.com')).not.toBe(fallbackAvatar('grace@example.com'));
  });

  it('uses one hue for the background and the cells', () => {
    const svg = svgOf(fallbackAvatar('ada@example.com'));
    const hues = [...svg.matchAll(/hsl\((\d+),/g)].map((match) => Number(match[1]));
    expect(hues).toHaveLength(2);
    expect(hues[0]).toBe(hues[1]);
    expect(hues[0]).toBeGreaterThanOrEqual(0);
    expect(hues[0]).toBeLessThan(360);
  });

  it('draws a pattern that is symmetric about the middle column, inside the 5×5 grid', () => {
    for (const seed of ['ada@example.com', 'grace@example.com', 'x', '']) {
      const cells = new Set(
        [...svgOf(fallbackAvatar(seed)).matchAll(/<rect x="(\d)" y="(\d)" width="1"/g)].map(
          (match) => `${match[1]},${match[2]}`,
        ),
      );
      for (const cell of cells) {
        const [x, y] = cell.split(',').map(Number) as [number, number];
        expect(x).toBeLessThan(5);
        expect(y).toBeLessThan(5);
        expect(cells.has(`${4 - x},${y}`)).toBe(true);
      }
    }
  });
});

describe('avatarFor', () => {
  it("uses the user's own picture when there is one", () => {
    expect(avatarFor({ avatarUrl: '/uploads/ada.png', id: 'u1' })).toBe('/uploads/ada.png');
  });

  it('draws the one avatar of a person from their id, whatever screen holds it', () => {
    expect(avatarFor({ avatarUrl: null, id: 'u1' })).toBe(fallbackAvatar('u1'));
    // The navbar's session user and a ticket's sender are the same person: the same drawing.
    const session = { id: 'u1', avatarUrl: null, email: 'ada@example.com', name: 'Ada' };
    const sender = { id: 'u1', avatarUrl: null, name: 'Ada' };
    expect(avatarFor(session)).toBe(avatarFor(sender));
  });
});
