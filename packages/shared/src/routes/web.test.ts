import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../api-route';
import { ROUTE_GROUPS } from './index';
import * as web from './web';

/** The web app's table carries each declaration's address and names exactly (`npm run openapi`). */
describe("the web app's route table", () => {
  it('has every group and every route of the declarations, with their method, path, tag and id', () => {
    const table = web as unknown as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(table).sort()).toEqual(Object.keys(ROUTE_GROUPS).sort());
    for (const [group, routes] of Object.entries(ROUTE_GROUPS) as Array<[string, Record<string, ApiRoute>]>) {
      const wires = table[group]!;
      expect(Object.keys(wires).sort(), `${group}: run npm run openapi`).toEqual(Object.keys(routes).sort());
      for (const [key, route] of Object.entries(routes)) {
        expect(wires[key], `${group}.${key}: run npm run openapi`).toEqual({
          operationId: route.operationId,
          method: route.method,
          path: route.path,
          tag: route.tag,
        });
      }
    }
  });
});
