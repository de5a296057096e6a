import { describe, expect, it } from 'vitest';
import { canonicalizePath } from './canonical-path';

describe('canonicalizePath', () => {
  it.each([
    ['/api/auth/logout', '/api/auth/logout'],
    ['/api/auth/logout?next=/x', '/api/auth/logout'],
    ['/%61pi/auth/logout', '/api/auth/logout'],
    ['/ap%69/auth/%6Cogout', '/api/auth/logout'],
    ['/api/./auth/logout', '/api/auth/logout'],
    ['/api/%2e/auth/logout', '/api/auth/logout'],
    ['/api/x/../auth/logout', '/api/auth/logout'],
    ['/api/x/%2E%2E/auth/logout', '/api/auth/logout'],
    ['//api/auth/logout', '/api/auth/logout'],
    ['/api/auth//logout', '/api/auth/logout'],
    ['/api/auth/logout/', '/api/auth/logout'],
    ['/API/auth/logout', '/api/auth/logout'],
    ['/Api', '/api'],
    ['/api\\auth\\logout', '/api/auth/logout'],
    ['http://evil.example/api/auth/logout', '/api/auth/logout'],
    ['/foo/../api/auth/logout', '/api/auth/logout'],
  ])('reads %s as %s', (target, canonical) => {
    expect(canonicalizePath(target)).toBe(canonical);
  });

  it.each([
    // Reserved characters keep their escapes: %2F is data inside a segment, not a separator.
    ['/api/reputation/198.51.100.0%2F24', '/api/reputation/198.51.100.0%2F24'],
    ['/api/x/a%20b', '/api/x/a%20b'],
    ['/api/x/%E2%82%AC', '/api/x/%E2%82%AC'],
    // Case matters only for the prefix; routes are case-sensitive and params are data.
    ['/api/users/ABC', '/api/users/ABC'],
    ['/', '/'],
    ['/marketplace', '/marketplace'],
    ['*', '/*'],
    // Plain spellings (the common case, answered without the URL parser).
    ['/api/marketplace/listings/0b7e-Ab_9~x', '/api/marketplace/listings/0b7e-Ab_9~x'],
    ['/assets/index-Bx1.js', '/assets/index-Bx1.js'],
    ["/api/x/a'b(c)*+,;=:@!$&", "/api/x/a'b(c)*+,;=:@!$&"],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
    ['/apiary', '/apiary'],
    ['/APIary', '/APIary'],
  ])('leaves %s as %s', (target, canonical) => {
    expect(canonicalizePath(target)).toBe(canonical);
  });
});
