import { describe, expect, it } from 'vitest';
import { ApiError, isMissingThread, toQueryString } from './api-client';

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
