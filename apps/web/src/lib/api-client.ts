import { routeUrl, type ApiRoute, type RouteInput, type RouteReply } from '@netlease/shared/api-route';
import type { ErrorBody } from '@netlease/shared/errors';
import { authRoutes } from '@netlease/shared/routes/web';

/** An API error carrying the product message's toast title and description from the server. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  /** The request field the refusal is about ('details.iban'), when the server named one. */
  readonly field: string | undefined;

  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.message ?? 'Something went wrong');
    this.status = status;
    this.code = body.code ?? 'internal';
    this.title = body.title ?? 'Something went wrong';
    this.field = body.field;
  }

  /** The server had no product message for this refusal (an unexpected error or a shapeless input). */
  get isGeneric(): boolean {
    return this.code === 'internal' || this.code === 'invalid_input';
  }
}

/**
 * The query string of a list's filters, in the order given; an empty one ('' or undefined) is left
 * out, so the server applies no such filter.
 */
export function toQueryString(values: object): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values) as Array<[string, unknown]>)
    if (value !== undefined && value !== '') query.set(name, String(value));
  return query.toString();
}

/**
 * Whether a thread's id leads nowhere: not found (404), or not even a well-formed id (400). Its
 * page then says so instead of showing a toast.
 */
export function isMissingThread(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  /** A plain object is sent as JSON; FormData as multipart (file uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a release sent while the page is being left). */
  keepalive?: boolean;
}

let csrfToken: Promise<string> | null = null;

function fetchCsrfToken(): Promise<string> {
  csrfToken ??= fetch(routeAddress(authRoutes.getCsrfToken), { credentials: 'same-origin' })
    .then((response) => response.json() as Promise<{ token: string }>)
    .then((body) => body.token)
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

async function send(path: string, options: RequestOptions, isRetry: boolean): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') headers['x-csrf-token'] = await fetchCsrfToken();
  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
    keepalive: options.keepalive,
  });
  // A CSRF secret can rotate (cookie cleared); fetch a new token once and repeat.
  if (response.status === 403 && method !== 'GET' && !isRetry) {
    const copy = response.clone();
    const error = (await copy.json().catch(() => ({}))) as Partial<ErrorBody>;
    if (error.code === 'csrf_failed') {
      csrfToken = null;
      return send(path, options, true);
    }
  }
  return response;
}

/**
 * A request and its JSON answer; callRoute is the one way the web app uses it. Throws ApiError for any
 * non-2xx answer.
 */
async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, false);
  const type = response.headers.get('content-type') ?? '';
  const payload: unknown = type.includes('application/json') ? await response.json() : await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, typeof payload === 'object' && payload ? (payload as ErrorBody) : {});
  }
  return payload as T;
}

/** The input may be left out when the route has no params, query or body to give. */
type InputArgument<Route extends ApiRoute> =
  object extends RouteInput<Route> ? [input?: RouteInput<Route>] : [input: RouteInput<Route>];

/** The address of a declared route with its params and query filled in. */
export function routeAddress<Route extends ApiRoute>(route: Route, ...[input]: InputArgument<Route>) {
  const path = routeUrl(route.path, input?.params as object | undefined);
  const query = input?.query ? toQueryString(input.query as object) : '';
  return query ? `${path}?${query}` : path;
}

/**
 * Calls a route declared in packages/shared (docs/ARCHITECTURE.md "Routes: one declaration"): the
 * address, method and body come from the declaration, and the answer has its declared type.
 */
export function callRoute<Route extends ApiRoute>(
  route: Route,
  ...[input]: InputArgument<Route>
): Promise<RouteReply<Route>> {
  return api<RouteReply<Route>>(routeAddress(route, ...([input] as InputArgument<Route>)), {
    method: route.method,
    body: input?.body,
    headers: input?.headers,
    signal: input?.signal,
    keepalive: input?.keepalive,
  });
}

/**
 * The react-query key of a declared route's answer: [tag, operationId, params, query]. Its prefixes
 * name everything of a tag ('orders') or of one operation, for invalidation.
 */
export function routeKey<Route extends ApiRoute>(
  route: Route,
  input?: { params?: RouteInput<Route>['params']; query?: RouteInput<Route>['query'] },
): readonly unknown[] {
  const key: unknown[] = [route.tag, route.operationId];
  if (input?.params !== undefined || input?.query !== undefined) key.push(input.params ?? null);
  if (input?.query !== undefined) key.push(input.query);
  return key;
}

/** Downloads a file from an authorised route (a PDF, a document) and saves it under `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    throw new ApiError(response.status, body);
  }
  saveBlob(await response.blob(), fileName);
}

/** Hands a file made in the browser (or fetched) to the browser's download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens a file from an authorised route in a new tab (the session cookie goes along). */
export function openFileInNewTab(path: string) {
  window.open(path, '_blank', 'noopener');
}
