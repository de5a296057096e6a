import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoute } from '@netlease/shared/api-route';
import { ApiError, isMissingThread, routeAddress, routeKey, toQueryString } from './api-client';

describe('ApiError', () => {
  it("carries the server's code, title, message and field", () => {
    const error = new ApiError(400, {
      code: 'bad_request',
      title: 'Invalid IBAN',
      message: 'Please check the IBAN.',
      field: 'details.iban',
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      title: 'Invalid IBAN',
      field: 'details.iban',
    });
    expect(error.message).toBe('Please check the IBAN.');
    expect(error.isGeneric).toBe(false);
  });

  it('is generic when the server had no product message (unexpected error, shapeless input)', () => {
    expect(
      new ApiError(500, { code: 'internal', title: 'Something went wrong', message: 'x' }).isGeneric,
    ).toBe(true);
    expect(new ApiError(400, { code: 'invalid_input', title: 'Invalid input', message: 'x' }).isGeneric).toBe(
      true,
    );
    // A body that is not the error model at all (a proxy's HTML page) is an unexpected error too.
    expect(new ApiError(502, {}).isGeneric).toBe(true);
  });
});

describe('toQueryString', () => {
  it('keeps the filters in their order and leaves the empty ones out', () => {
    expect(toQueryString({ page: 2, status: '', q: 'a b', band: undefined })).toBe('page=2&q=a+b');
  });
});

describe('isMissingThread', () => {
  it('is true for a 404 or a 400 of the API, and nothing else', () => {
    expect(isMissingThread(new ApiError(404, {}))).toBe(true);
    expect(isMissingThread(new ApiError(400, {}))).toBe(true);
    expect(isMissingThread(new ApiError(500, {}))).toBe(false);
    expect(isMissingThread(new Error('offline'))).toBe(false);
  });
});

describe('declared routes', () => {
  const route = apiRoute({
    operationId: 'getThing',
    method: 'GET',
    path: '/api/things/:id/parts/:part',
    summary: 'Read a part of a thing',
    tag: 'things',
    access: 'user',
    token: 'read',
    params: z.object({ id: z.string(), part: z.string() }),
    query: z.object({ page: z.number().optional(), q: z.string().optional() }),
    replies: { 200: z.object({ ok: z.boolean() }) },
  });

  it('fills in and encodes the path parameters, and adds the query', () => {
    expect(routeAddress(route, { params: { id: 'a b', part: 'x/y' }, query: { page: 2, q: '' } })).toBe(
      '/api/things/a%20b/parts/x%2Fy?page=2',
    );
    expect(routeAddress(route, { params: { id: '1', part: '2' } })).toBe('/api/things/1/parts/2');
  });

  it('keys an answer by tag, operation, params and query, so a tag prefix reaches them all', () => {
    expect(routeKey(route)).toEqual(['things', 'getThing']);
    expect(routeKey(route, { params: { id: '1', part: '2' } })).toEqual([
      'things',
      'getThing',
      { id: '1', part: '2' },
    ]);
    expect(routeKey(route, { params: { id: '1', part: '2' }, query: { page: 1 } })).toEqual([
      'things',
      'getThing',
      { id: '1', part: '2' },
      { page: 1 },
    ]);
  });
});
