import { describe, expect, it } from 'vitest';
import { isWebPagePath } from './web-pages';

describe('web page paths', () => {
  it.each([
    '/',
    '/marketplace',
    '/marketplace/',
    '/auction/6f1c2b1e',
    '/verify-loa/NL-ABCD-EFGH',
    '/my-listings/x/edit',
  ])('knows %s', (path) => expect(isWebPagePath(path)).toBe(true));

  it.each([
    '/marketplac',
    '/auction',
    '/auction/a/b',
    '/my-listings/x',
    '/orders/x/y',
    '/admin/users',
    '/api/health',
  ])('does not know %s', (path) => expect(isWebPagePath(path)).toBe(false));
});
