import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../api-route';
import { ROUTE_GROUPS } from './index';

/** Every declaration, with the group and key it is exported under. */
function declarations(): Array<{ group: string; key: string; route: ApiRoute }> {
  return Object.entries(ROUTE_GROUPS).flatMap(([group, routes]) =>
    Object.entries(routes as Record<string, ApiRoute>).map(([key, route]) => ({ group, key, route })),
  );
}

describe('route declarations', () => {
  it('are exported as <name>Routes groups, each key its operationId', () => {
    const all = declarations();
    expect(all.length).toBeGreaterThan(0);
    for (const { group, key, route } of all) {
      expect(group).toMatch(/^[a-z]\w*Routes$/);
      expect(route.operationId, `${group}.${key}`).toBe(key);
    }
  });

  it('name each operation once and each method and path once', () => {
    const all = declarations();
    const ids = all.map(({ route }) => route.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const endpoints = all.map(({ route }) => `${route.method} ${route.path}`);
    expect(endpoints.filter((endpoint, index) => endpoints.indexOf(endpoint) !== index)).toEqual([]);
  });

  it('have operationIds a verb first, and one-line summaries without a full stop', () => {
    for (const { route } of declarations()) {
      expect(route.operationId).toMatch(/^[a-z]+[A-Z]\w*$/);
      expect(route.summary, route.operationId).toMatch(/^[A-Z][^\n]{5,79}$/);
      expect(route.summary.endsWith('.'), route.operationId).toBe(false);
    }
  });

  it('give every path parameter a params schema', () => {
    for (const { route } of declarations()) {
      if (/:\w/.test(route.path)) expect(route.params, route.operationId).toBeDefined();
    }
  });
});
