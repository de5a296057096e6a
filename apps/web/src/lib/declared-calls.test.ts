import { describe, expect, it } from 'vitest';

/**
 * The web app calls the API only through the route declarations (docs/ARCHITECTURE.md "Routes: one
 * declaration"): no path string and no hand-typed answer. Every source file is read as text.
 */
const SOURCES = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('calls to the API', () => {
  it('reads the app', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
  });

  it('names no API path in a string: routes come from their declarations', () => {
    const found = Object.entries(SOURCES).flatMap(([file, text]) =>
      [...text.matchAll(/['"`]\/api\//g)].map(() => file),
    );
    expect(found).toEqual([]);
  });

  it('types no answer by hand: api<T>() is the client’s own', () => {
    const found = Object.entries(SOURCES)
      .filter(([file]) => file !== './api-client.ts')
      .filter(([, text]) => /\bapi<|\bapi\(/.test(text))
      .map(([file]) => file);
    expect(found).toEqual([]);
  });
});
