import { describe, expect, it } from 'vitest';
import { WEB_PAGE_PATHS } from '@netlease/shared/web-pages';
import { ROUTES } from './routes';

describe('page addresses', () => {
  it('routes exactly the addresses the server answers with the app', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...WEB_PAGE_PATHS].sort());
  });
});
