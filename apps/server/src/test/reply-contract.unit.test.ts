import { describe, expect, it } from 'vitest';
import { createReplyContract } from './reply-contract';

const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
const contract = createReplyContract({
  paths: {
    '/api/things/{id}': {
      get: {
        operationId: 'getThing',
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    id: { type: 'string', format: 'uuid' },
                    size: {
                      anyOf: [
                        { type: 'number', enum: [4, null], nullable: true },
                        { type: 'string', nullable: true },
                      ],
                    },
                  },
                  required: ['id', 'size'],
                  additionalProperties: false,
                },
              },
            },
          },
          304: {},
          404: error,
        },
      },
    },
    '/api/things/export/{format}': {
      get: {
        operationId: 'exportThings',
        responses: { 200: { content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    '/api/old': { get: { responses: { 200: {} } } },
  },
  components: {
    schemas: {
      ErrorBody: {
        type: 'object',
        properties: { code: { type: 'string' }, message: { type: 'string' } },
        required: ['code', 'message'],
      },
    },
  },
});
const id = '0b6f3c4e-8a5e-4f8e-9a52-1f7d2a1b9c3d';
const json = 'application/json; charset=utf-8';
const reply = (status: number, body: unknown, url = `/api/things/${id}?x=1`, contentType = json) =>
  contract.check({ method: 'GET', url, status, contentType, body });

describe('the reply contract of the API test client', () => {
  it('accepts a declared status with a body its schema allows, null included where nullable', () => {
    expect(reply(200, { id, size: 4 })).toBeUndefined();
    expect(reply(200, { id, size: null })).toBeUndefined();
    expect(reply(404, { code: 'not_found', message: 'No such thing' })).toBeUndefined();
    expect(reply(304, '', `/api/things/${id}`, '')).toBeUndefined();
  });

  it('names the operation, the status and what the schema refuses', () => {
    const mismatch = reply(200, { id: 'nope', size: 5, extra: true });
    expect(mismatch).toMatch(/^getThing \(GET \/api\/things\/\{id\}\) answered 200 with a body/);
    expect(mismatch).toContain('/id must match format "uuid"');
    expect(mismatch).toContain('must NOT have additional properties {"additionalProperty":"extra"}');
    expect(reply(404, { code: 'not_found' })).toMatch(
      /answered 404[\s\S]*must have required property 'message'/,
    );
  });

  it('refuses a status the declaration does not list, whatever the body', () => {
    expect(reply(500, { code: 'internal', message: 'Boom' })).toMatch(
      /getThing .* answered 500, which its declaration does not list \(declared: 200, 304, 404\)/,
    );
    expect(reply(409, 'text', `/api/things/${id}`, 'text/plain')).toMatch(/answered 409/);
  });

  it('checks only the status of a file, and prefers the fixed segment like the router', () => {
    expect(reply(200, 'a,b\n', '/api/things/export/csv', 'text/csv')).toBeUndefined();
    expect(reply(200, { id }, '/api/things/export/csv')).toMatch(
      /exportThings .* has text\/csv for that status/,
    );
  });

  it('leaves alone what no declaration describes: undeclared routes and unknown addresses', () => {
    expect(reply(500, {}, '/api/old')).toBeUndefined();
    expect(reply(404, {}, '/api/nowhere')).toBeUndefined();
  });
});
