import type { z } from 'zod';
import type { AccessLevel } from './access';

/**
 * One declaration per API route (docs/ARCHITECTURE.md "Routes: one declaration"): method, path,
 * inputs, every answer, who may call it and what an API token needs. The server registers the route
 * from it (and enforces access and token use from the same data), the OpenAPI document is generated
 * from what the server registered, and the web app calls the route through it, so a renamed path or
 * a changed answer is a type error, not a failure at run time.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a personal API token needs to call the route (docs/PRODUCT.md "Programmatic access"):
 * 'read' — any token; 'trade' — a trade token; 'browser' — no token at all, a signed-in browser only
 * (account security, identity, staff and admin routes, anything not offered to programs); 'abuse' —
 * only a token of the abuse scope, which reaches nothing else (docs/PRODUCT.md "Abuse").
 */
export type RouteTokenUse = 'read' | 'trade' | 'abuse' | 'browser';

/** Who may call it: an access level, or 'pending-mfa' (between password and second factor). */
export type RouteAccess = AccessLevel | 'pending-mfa';

/** An answer that is a file, not JSON (a PDF, a CSV), in one of these content types. */
export interface FileAnswer {
  readonly file: readonly [string, ...string[]];
  readonly description: string;
}

/** An answer without a body (204, 304). */
export interface EmptyAnswer {
  readonly empty: true;
  readonly description: string;
}

/** A multipart/form-data body (uploads): its fields, for the document; the route reads the parts itself. */
export interface MultipartBody {
  readonly multipart: Readonly<Record<string, { readonly file?: true; readonly description: string }>>;
  readonly required: readonly string[];
}

export type RouteAnswer = z.ZodType | FileAnswer | EmptyAnswer;

export interface ApiRoute {
  /** Unique, camelCase, a verb first ('listInvoices', 'getInvoicePdf'): the client's name for it. */
  readonly operationId: string;
  readonly method: RouteMethod;
  readonly path: `/api/${string}`;
  /** One line, sentence case, no full stop. */
  readonly summary: string;
  readonly description?: string;
  /** The section of the API document. */
  readonly tag: string;
  readonly access: RouteAccess;
  readonly token: RouteTokenUse;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType | MultipartBody;
  /** The answers other than the common errors, by status: JSON schemas, files, or empty answers. */
  readonly replies: Readonly<Partial<Record<number, RouteAnswer>>>;
  /** Errors beyond the common ones (the server adds 400, 401, 403, 404, 409 and 429 as they apply). */
  readonly errors?: readonly number[];
}

/** Declares a route, keeping its exact types for the server's handler and the web's client. */
export function apiRoute<const Route extends ApiRoute>(route: Route): Route {
  return route;
}

export const isFileAnswer = (answer: RouteAnswer | undefined): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && 'file' in answer;
export const isEmptyAnswer = (answer: RouteAnswer | undefined): answer is EmptyAnswer =>
  typeof answer === 'object' && answer !== null && 'empty' in answer;
export const isMultipartBody = (body: ApiRoute['body']): body is MultipartBody =>
  typeof body === 'object' && body !== null && 'multipart' in body;

/* ---------- the types a caller and a handler see ---------- */

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

/** The path's parameters as the caller gives them. */
export type RouteParams<Route extends ApiRoute> = InputOf<Route['params']>;
export type RouteQuery<Route extends ApiRoute> = InputOf<Route['query']>;
/** The JSON body, or FormData for an upload. */
export type RouteBody<Route extends ApiRoute> = Route['body'] extends MultipartBody
  ? FormData
  : InputOf<Route['body']>;

/** The JSON a success answers with (the first 2xx that is JSON); a file or empty answer is never. */
export type RouteReply<Route extends ApiRoute> = {
  [Status in keyof Route['replies']]: Status extends 200 | 201 | 202
    ? OutputOf<Route['replies'][Status]>
    : never;
}[keyof Route['replies']];

/** What the caller passes: only the parts the route has. */
export type RouteInput<Route extends ApiRoute> = (Route['params'] extends z.ZodType
  ? { params: RouteParams<Route> }
  : { params?: never }) &
  (Route['query'] extends z.ZodType ? { query?: RouteQuery<Route> } : { query?: never }) &
  (Route['body'] extends z.ZodType | MultipartBody ? { body: RouteBody<Route> } : { body?: never }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** The request outlives the page (a release sent while the page is being left). */
    keepalive?: boolean;
  };

/** The path with its parameters filled in and encoded ('/api/orders/:id' → '/api/orders/4f1…'). */
export function routeUrl(path: string, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
