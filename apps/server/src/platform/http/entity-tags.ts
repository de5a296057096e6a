/**
 * Whether the client's If-None-Match names `etag`: weak comparison (RFC 9110 §13.1.2, §8.8.3.2), so
 * `W/"x"` matches `"x"` either way round, or `*`.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = stripWeak(etag);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || stripWeak(trimmed) === opaque;
  });
}

const stripWeak = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
