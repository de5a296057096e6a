import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  isEmptyAnswer,
  isFileAnswer,
  isMultipartBody,
  type ApiRoute,
  type RouteTokenUse,
} from '@netlease/shared/api-route';
import { errorBodySchema } from '@netlease/shared/errors';
import type { Api } from './types';
import { serveUpload } from './upload-scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an API token needs (the route's declaration); checked by platform/auth/api-tokens.ts. */
    token?: RouteTokenUse;
  }
}

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The request a handler sees: params, query, body and headers as the declaration's schemas parsed them. */
export type DeclaredRequest<Route extends ApiRoute> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'headers'
> & {
  params: OutputOf<Route['params']>;
  query: OutputOf<Route['query']>;
  body: Route['body'] extends z.ZodType ? z.output<Route['body']> : unknown;
  headers: FastifyRequest['headers'] & OutputOf<Route['headers']>;
};

/** A handler answers with the JSON of a declared success, or sends the answer itself on `reply`. */
type JsonReplyOf<Route extends ApiRoute> = {
  [Status in keyof Route['replies']]: OutputOf<Route['replies'][Status]>;
}[keyof Route['replies']];

export interface ServeOptions<Route extends ApiRoute> {
  /** Everything but access and token use, which come from the declaration. */
  config?: Omit<FastifyContextConfig, 'access' | 'token'>;
  bodyLimit?: number;
  /** A route's own onRequest hook: it runs after the app's (session read, CSRF), before access. */
  onRequest?: onRequestAsyncHookHandler;
  /**
   * False for a route whose every answer, errors included, stays below the compression threshold
   * (platform/http/api-answers.ts): none would be compressed, so @fastify/compress adds none of its
   * hooks to the route (decision 275).
   */
  compress?: false;
  handler: (
    request: DeclaredRequest<Route>,
    reply: FastifyReply,
  ) => Promise<JsonReplyOf<Route> | FastifyReply> | JsonReplyOf<Route> | FastifyReply;
}

/**
 * Registers a declared route: method, path, schemas, access and token use all come from the
 * declaration in packages/shared, with the OpenAPI operation (id, summary, security, every answer).
 */
export function serve<Route extends ApiRoute>(app: Api, route: Route, options: ServeOptions<Route>) {
  const routeOptions: RouteOptions = {
    method: route.method,
    url: route.path,
    config: { ...options.config, access: route.access, token: route.token },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.compress === false ? { compress: false } : {}),
    schema: operationSchema(route),
    handler: options.handler as never,
  };
  // An upload reads its multipart body in a scope of its own (decision 275).
  if (isMultipartBody(route.body)) serveUpload(app, routeOptions);
  else app.route(routeOptions);
}

/** The Fastify schema of a declared route, which @fastify/swagger turns into its OpenAPI operation. */
export function operationSchema(route: ApiRoute): FastifySchema {
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: securityOf(route),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.headers ? { headers: route.headers } : {}),
    ...(route.body && !isMultipartBody(route.body) ? { body: route.body } : {}),
    ...(isMultipartBody(route.body) ? { consumes: ['multipart/form-data'] } : {}),
    response: responsesOf(route),
    // The token rule in words, for people reading the document.
    'x-token': route.token,
  } as FastifySchema;
}

/**
 * How to call it (OpenAPI `security`): nothing for a public route; otherwise the browser session
 * (with the CSRF header on writes) and, where the declaration allows one, an API token.
 */
export function securityOf(route: ApiRoute): Array<Record<string, string[]>> {
  if (route.access === 'public') return [];
  const isWrite = route.method !== 'GET';
  const browser: Record<string, string[]> = isWrite ? { session: [], csrf: [] } : { session: [] };
  return route.token === 'browser' ? [browser] : [browser, { apiToken: [] }];
}

const binary = z.string().meta({ format: 'binary' });

/**
 * The document's transform: the zod provider's, then an empty answer (declared as z.null()) becomes
 * a response without content, as OpenAPI describes a 304 or 204.
 */
export function documentTransform(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const result = jsonSchemaTransform(document);
  const declared = (document.schema as { response?: Record<string, unknown> } | undefined)?.response;
  const transformed = (result.schema as { response?: Record<string, unknown> } | undefined)?.response;
  for (const [status, answer] of Object.entries(declared ?? {})) {
    if (answer instanceof z.ZodNull && transformed)
      transformed[status] = { type: 'null', description: answer.description };
  }
  nullableAsOpenApi30(result.schema);
  return result;
}

/**
 * The document's components, as the zod provider makes them, less the schemas nothing refers to: a
 * schema with an id is registered both as it is read and as it is written (`ErrorBody` and
 * `ErrorBodyInput`), and only the one a route uses belongs in the document.
 */
export function documentTransformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const text = JSON.stringify({ ...document, components: { ...document.components, schemas: undefined } });
  const nested = JSON.stringify(schemas);
  for (const name of Object.keys(schemas)) {
    const reference = JSON.stringify(`#/components/schemas/${name}`);
    if (!text.includes(reference) && !nested.includes(reference)) delete schemas[name];
  }
  for (const schema of Object.values(schemas)) nullableAsOpenApi30(schema);
  return document as ReturnType<typeof jsonSchemaTransformObject>;
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`, and null is a value of an enum only when the
 * enum lists it. zod's nullable union (`z.union([...]).nullable()`) comes out as `nullable` beside
 * `anyOf`, and a nullable enum without null in its list: both are moved to the 3.0 form, each
 * alternative nullable and null in the enum, so validators and generated clients read them alike.
 */
function nullableAsOpenApi30(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableAsOpenApi30);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined) {
    const alternatives = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined;
    if (alternatives?.every((alternative) => alternative.type !== undefined)) {
      delete schema.nullable;
      for (const alternative of alternatives) alternative.nullable = true;
    }
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const value of Object.values(schema)) nullableAsOpenApi30(value);
}

/** Every answer: the declared ones, then the common errors that apply to this route. */
function responsesOf(route: ApiRoute): Record<number, unknown> {
  const responses: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(route.replies)) {
    if (isFileAnswer(answer)) {
      responses[Number(status)] = {
        description: answer.description,
        content: Object.fromEntries(answer.file.map((type) => [type, { schema: binary }])),
      };
    } else if (isEmptyAnswer(answer)) {
      responses[Number(status)] = z.null().describe(answer.description);
    } else if (answer) {
      responses[Number(status)] = answer;
    }
  }
  for (const status of errorStatusesOf(route)) {
    responses[status] ??= {
      description: ERROR_DESCRIPTIONS[status] ?? 'Refused',
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }
  return responses;
}

/** What each common error means, in the document's words. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or a field is refused; `field` names it.',
  401: 'Not signed in, or the API token is unknown, revoked or expired.',
  403: 'The caller may not do this: a role it lacks, or an API token that cannot.',
  404: "Nothing of that id, or not the caller's to see.",
  409: 'The state changed first (sold, taken, already done).',
  413: 'The upload is too large.',
  415: 'The upload is not of an accepted type.',
  422: 'Refused by the payment processor or by a rule of the product.',
  429: 'Too many requests: wait for Retry-After.',
  501: 'Not offered on this server.',
};

function errorStatusesOf(route: ApiRoute): number[] {
  const statuses = new Set<number>([...(route.errors ?? [])]);
  if (route.params || route.query || route.body || route.headers) statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  // A role it needs, or an API token that may not call it.
  if (route.access !== 'public' || route.token !== 'read') statuses.add(403);
  // An id in the path or the body that names nothing (or nothing of the caller's).
  if (route.params || route.body) statuses.add(404);
  statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
