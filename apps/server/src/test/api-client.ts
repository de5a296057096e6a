import type { FastifyInstance } from 'fastify';
import { replyContractOf } from './reply-contract';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

type Payload = Record<string, unknown> | unknown[] | undefined;

interface RequestExtra {
  headers?: Record<string, string>;
  csrf?: boolean;
  /**
   * False only where the test provokes what no declaration promises on purpose (an injected
   * crash's 500): the reply is then not held to the OpenAPI document.
   */
  checkReply?: boolean;
}

/**
 * A browser-like client for `app.inject`: it keeps cookies and sends the CSRF token on every
 * state-changing request, as the web app does. Every reply of a declared operation is checked
 * against the OpenAPI document the app serves (test/reply-contract.ts): an undeclared status or a
 * body its schema refuses fails the request, and so the test that made it.
 */
export function createApiClient(
  app: FastifyInstance,
  options: {
    ip?: string;
    /** False only for a test that provokes what no declaration promises (an injected crash's 500). */
    checkReplies?: boolean;
  } = {},
) {
  const cookies = new Map<string, string>();
  let csrfToken: string | undefined;

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (setCookie: string | string[] | undefined) => {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  async function request<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Payload,
    extra: RequestExtra & { raw?: Buffer | string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...extra.headers };
    if (method !== 'GET' && extra.csrf !== false) {
      csrfToken ??= (await request<{ token: string }>('GET', '/api/auth/csrf')).body.token;
      headers['x-csrf-token'] = csrfToken;
    }
    if (cookies.size > 0) headers.cookie = cookieHeader();
    const response = await app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(extra.raw !== undefined
        ? { payload: extra.raw }
        : payload !== undefined
          ? { payload: payload as object }
          : {}),
    });
    remember(response.headers['set-cookie']);
    const type = String(response.headers['content-type'] ?? '');
    const body = type.includes('application/json') ? response.json() : response.body;
    if (options.checkReplies !== false && extra.checkReply !== false) {
      const mismatch = (await replyContractOf(app))?.check({
        method,
        url,
        status: response.statusCode,
        contentType: type,
        body,
      });
      if (mismatch) throw new Error(`The reply breaks the OpenAPI document: ${mismatch}`);
    }
    return { status: response.statusCode, body: body as T, headers: response.headers };
  }

  return {
    cookies,
    get: <T = any>(url: string, extra?: Omit<RequestExtra, 'csrf'>) =>
      request<T>('GET', url, undefined, extra),
    post: <T = any>(url: string, payload?: Payload, extra?: RequestExtra) =>
      request<T>('POST', url, payload ?? {}, extra),
    put: <T = any>(url: string, payload?: Payload, extra?: RequestExtra) =>
      request<T>('PUT', url, payload ?? {}, extra),
    patch: <T = any>(url: string, payload?: Payload, extra?: Omit<RequestExtra, 'csrf'>) =>
      request<T>('PATCH', url, payload ?? {}, extra),
    delete: <T = any>(url: string, extra?: RequestExtra) => request<T>('DELETE', url, undefined, extra),
    /** Sends a prepared body (multipart uploads) with its own content type. */
    send: <T = any>(method: 'POST' | 'PUT', url: string, raw: Buffer, headers: Record<string, string>) =>
      request<T>(method, url, undefined, { raw, headers }),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** Builds a multipart/form-data body from fields and files, for upload routes. */
export function buildMultipart(
  fields: Record<string, string>,
  files: Array<{ field: string; filename: string; contentType: string; content: Buffer }>,
) {
  const boundary = `----netlease${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest real PDF and PNG, for upload tests. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 3 3]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  text: Buffer.from('this is not a pdf, whatever its name says'),
};
