/**
 * A fallback avatar drawn locally from the user's id (docs/PRODUCT.md "Display conventions"): a symmetric
 * 5×5 pattern whose colour and cells come from a hash of the seed. No outside service is asked.
 */
export function fallbackAvatar(seed: string): string {
  let hash = 2166136261;
  for (const char of seed.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  const hue = hash % 360;
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const bit = (hash >>> (row * 3 + column)) & 1;
      if (!bit) continue;
      cells.push(`<rect x="${column}" y="${row}" width="1" height="1"/>`);
      if (column < 2) cells.push(`<rect x="${4 - column}" y="${row}" width="1" height="1"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 7 7"><rect x="-1" y="-1" width="7" height="7" fill="hsl(${hue},60%,94%)"/><g fill="hsl(${hue},55%,45%)">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * A person's avatar: their own picture, else the one drawn from their id. The id is the one seed every
 * screen has (an email is not public), so a person looks the same in the navbar, on /profile, in a
 * ticket, on a provider card and beside a rating.
 */
export function avatarFor(user: { id: string; avatarUrl: string | null }): string {
  return user.avatarUrl ?? fallbackAvatar(user.id);
}
