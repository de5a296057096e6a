import { describe, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@netlease/shared/errors';
import { messageFromIssue } from '@netlease/shared/message-catalog';
import { MESSAGES } from '@netlease/shared/messages';
import { textProblemMessage } from '@netlease/shared/text';
import { ticketMessages, users } from '../platform/db/schema/index';
import type { TestApp } from '../test/test-app';
import { test } from '../test/server-test';
import { signInAs } from '../test/factories';
import type { ApiClient, ApiResponse } from '../test/api-client';
import {
  callersByAccess,
  fieldName,
  issuePath,
  partWithValue,
  textFieldsOfRoutes,
  type TextField,
} from '../test/route-fields';

/**
 * Text that is not text, or that reads as something it is not, in every text field of every route
 * (docs/PRODUCT.md "Text fields"): half of a UTF-16 surrogate pair, a character that turns the text's
 * direction, a line or paragraph separator, a control character. The fields come from the contracts
 * the routes declare, so a field added to a contract is checked without anyone listing it.
 *
 * - Every free-text field refuses each of them in its contract, at the field, with a product message.
 * - Through HTTP, on each database, each of them in any body or query field, and a broken character
 *   in a JSON key, is a 400 in the one error model: never a 500, never stored as '�'.
 */
const MARKS = {
  broken: ['\uD800', '\uDFFF', '\uDE00\uD83D'],
  direction: ['\u202E', '\u2067', '\u200F', '\u061C'],
  separator: ['\u2028', '\u2029', '\u0085'],
  control: ['\u001B', '\u009B', '\u007F'],
} as const;
type Kind = keyof typeof MARKS;
const KINDS = Object.keys(MARKS) as Kind[];
const hostile = (mark: string) => `Ordinary words ${mark} and more words`;

const SECRET = 'a secret compared with what is stored, never shown: only a broken character is refused';
/** Fields that are compared and never shown: they refuse a broken character and nothing else. */
const SECRETS: Record<string, string> = {
  'POST /api/auth/register body password': SECRET,
  'POST /api/auth/register body confirmPassword': SECRET,
  'POST /api/auth/login body password': SECRET,
  'POST /api/auth/reset-password body password': SECRET,
  'POST /api/auth/reset-password body confirmPassword': SECRET,
  'POST /api/auth/reset-password body token': SECRET,
  'POST /api/auth/verify-email body token': SECRET,
  'POST /api/auth/confirm-email body token': SECRET,
  'PUT /api/profile/password body currentPassword': SECRET,
  'PUT /api/profile/password body password': SECRET,
  'PUT /api/profile/password body confirmPassword': SECRET,
  'POST /api/api-tokens body currentPassword': SECRET,
  'POST /api/mfa/confirm body code': SECRET,
  'POST /api/mfa/disable body code': SECRET,
  'POST /api/auth/mfa/verify body code': SECRET,
};

/**
 * Fields that are no free text and whose contract lets any text through on purpose: the service reads
 * them with a parser of its own, which any of these characters fails (the HTTP checks below still
 * send them each one). Each names where it is read.
 */
const READ_BY_THE_SERVICE: Record<string, string> = {
  'POST /api/auctions body ipBlockId': 'checkCreateAuctionInput: a block id',
  'POST /api/auctions body reservePrice': 'checkCreateAuctionInput: an amount',
  'POST /api/auctions body buyNowPrice': 'checkCreateAuctionInput: an amount',
  'POST /api/auctions body minBidIncrement': 'checkCreateAuctionInput: an amount',
  'POST /api/auctions body startTime': 'checkCreateAuctionInput: an instant',
  'POST /api/auctions body endTime': 'checkCreateAuctionInput: an instant',
  'POST /api/asns body asnNumber': 'validateAsnFields: an AS number',
  'POST /api/asns body rir': 'validateAsnFields: one of the registries',
  'POST /api/asns body country': 'validateAsnFields: an ISO 3166-1 code',
  'POST /api/listings body cidr': 'the listings service: a range inside the block',
  'POST /api/payouts body details{key}': "checkPayoutDetails: keeps only the method's own fields",
  'GET /api/events querystring topics': 'the event stream: each topic is one the caller may follow',
  'GET /api/wallet/transactions querystring cursor': 'the wallet: an opaque cursor it wrote',
  'POST /api/abuse/reports/open body token':
    "openReporterLink: only a mailed token's hash is looked up; any other text is an unknown link (404)",
  'POST /api/abuse/xarf body {key}':
    'readXarf: an XARF report, text cleaned rather than refused (decision 262)',
  'GET /api/abuse/range-history querystring prefix':
    'getRangeHistory: parseAbuseTarget, an address or prefix',
};

const keyOf = (field: TextField) => `${field.method} ${field.url} ${field.part} ${fieldName(field.steps)}`;

let callers: Record<string, ApiClient>;
let fields: TextField[];
test.beforeAll(async ({ app }) => {
  callers = await callersByAccess(app);
  fields = textFieldsOfRoutes(app.routeTable);
});

/** The refusal of `value` in the field by its contract: the issue at the field, or undefined. */
function refusalOf(field: TextField, value: string): { message: string } | undefined {
  const path = issuePath(field.steps);
  const atField = field.partSchema
    .safeParse(partWithValue(field.steps, value))
    .error?.issues.find(
      (issue) => issue.path.join('.') === path || issue.path.join('.').startsWith(`${path}.`),
    );
  return atField ?? field.schema.safeParse(value).error?.issues[0];
}

describe('the text fields of the contracts', () => {
  test('are found in every route that takes text, nested ones included', () => {
    expect(fields.length).toBeGreaterThan(150);
    const names = new Set(fields.map(keyOf));
    for (const expected of [
      'PUT /api/profile body companyName',
      'POST /api/checkout body card.holderName',
      'POST /api/listings body features[]',
      'POST /api/payouts body details{}',
      'POST /api/staff/claims/:id/decision body reason',
      'PUT /api/orders/:id/geolocation/:leaseId body city',
      'GET /api/marketplace querystring q',
    ])
      expect(names).toContain(expected);
  });

  test('lists among the exceptions only fields that exist', () => {
    const names = new Set(fields.map(keyOf));
    const listed = [...Object.keys(SECRETS), ...Object.keys(READ_BY_THE_SERVICE)];
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
  });

  test('refuse a broken, direction, separator or control character at the field', () => {
    const accepted: string[] = [];
    for (const field of fields) {
      const key = keyOf(field);
      if (key in READ_BY_THE_SERVICE) continue;
      const kinds: readonly Kind[] = key in SECRETS ? ['broken'] : KINDS;
      for (const kind of kinds) {
        for (const mark of MARKS[kind]) {
          if (!refusalOf(field, hostile(mark))) accepted.push(`${key}: ${kind} ${JSON.stringify(mark)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  test('refuse them with a product message, never a bare invalid input', () => {
    const bare: string[] = [];
    for (const field of fields) {
      const key = keyOf(field);
      // An id no form lets anyone type is refused by its format alone.
      if (key in READ_BY_THE_SERVICE || field.format === 'uuid') continue;
      const kinds: readonly Kind[] = key in SECRETS ? ['broken'] : KINDS;
      for (const kind of kinds) {
        const refusal = refusalOf(field, hostile(MARKS[kind][0]));
        const message = messageFromIssue(refusal?.message ?? '');
        if (!message || message.title === MESSAGES.invalidInput.title)
          bare.push(`${key}: ${kind} → ${JSON.stringify(refusal?.message)}`);
      }
    }
    expect(bare).toEqual([]);
  });
});

function isCleanRefusal(response: ApiResponse) {
  return (
    response.status === 400 &&
    errorBodySchema.strict().safeParse(response.body).success &&
    // eslint-disable-next-line no-control-regex
    !/[\uD800-\uDFFF\u202E\u2067\u200F\u061C\u2028\u2029\u0085\u001B\u009B\u007F]/.test(
      JSON.stringify(response.body),
    )
  );
}

let addresses = 0;
/** A caller the route admits; a visitor comes from a new address each time, so no per-address limit answers first. */
function clientFor(app: TestApp, method: string, url: string): ApiClient {
  const access = app.routeTable.find((route) => route.method === method && route.url === url)?.access;
  if (access === 'public') {
    addresses += 1;
    return app.client({ ip: `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
  }
  const client = callers[access ?? 'public'];
  if (!client) throw new Error(`no caller for access '${access}' (${method} ${url})`);
  return client;
}

function send(client: ApiClient, method: string, path: string, body: unknown) {
  const payload = body as Record<string, unknown>;
  if (method === 'PUT') return client.put(path, payload);
  if (method === 'PATCH') return client.patch(path, payload);
  if (method === 'DELETE') return client.delete(path);
  return client.post(path, payload);
}

/** A query string's encoding of the value; a broken character has no UTF-8 form, so its bytes are sent as garbled UTF-8. */
const encodeQueryValue = (value: string) =>
  value
    .replace(/[\uD800-\uDFFF]/g, 'BROKEN')
    .replace(/[^BROKEN]+|BROKEN/g, (part) => (part === 'BROKEN' ? '%ED%A0%80' : encodeURIComponent(part)));

describe('hostile text through HTTP', () => {
  test('is a 400 in the one error model in every body and query field', async ({ app }) => {
    const wrong: string[] = [];
    for (const field of fields) {
      // The event stream stays open on success; its topics are checked by its own tests.
      if (field.url === '/api/events') continue;
      const client = clientFor(app, field.method, field.url);
      const path = field.url.replace(/:\w+/g, () => randomUUID());
      for (const kind of KINDS) {
        const value = hostile(MARKS[kind][0]);
        const part = partWithValue(field.steps, value);
        const response =
          field.part === 'body'
            ? await send(client, field.method, path, part)
            : await client.get(
                `${path}?${Object.entries(part as Record<string, string>)
                  .map(([name, text]) => `${name}=${encodeQueryValue(text)}`)
                  .join('&')}`,
              );
        // A field the service reads itself may take the text as what it documents (a hand-made
        // cursor reads from the top); and a URL carries UTF-8, in which no byte sequence spells half a
        // pair, so garbled bytes arrive as the literal text sent. Neither may fail the server.
        const mayAnswer =
          keyOf(field) in READ_BY_THE_SERVICE || (field.part === 'querystring' && kind === 'broken');
        const ok = mayAnswer
          ? response.status < 400 ||
            (response.status < 500 && errorBodySchema.strict().safeParse(response.body).success)
          : isCleanRefusal(response);
        if (!ok) wrong.push(`${keyOf(field)} ${kind}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  test('is a 400 when a JSON key holds a broken character, on every route with a body', async ({ app }) => {
    const wrong: string[] = [];
    const routes = app.routeTable.filter(
      (route) =>
        (route.schema as { body?: unknown } | undefined)?.body && !route.url.startsWith('/api/test/'),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const client = clientFor(app, route.method, route.url);
      const path = route.url.replace(/:\w+/g, () => randomUUID());
      const response = await send(client, route.method, path, { ['key\uD800']: 'value' });
      if (!isCleanRefusal(response))
        wrong.push(`${route.method} ${route.url}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('hostile text in a request that is otherwise right', () => {
  test('refuses a broken character in a suspension reason, which the audit log keeps as JSON', async ({
    app,
    db,
  }) => {
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const { user } = await signInAs(app, { role: 'leaser' });
    const response = await staff.post(`/api/staff/users/${user.id}/suspend`, { reason: 'Spam \uD800 run' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'bad_request',
      ...toBody(textProblemMessage('reason', 'broken')),
      field: 'reason',
    });
    const [row] = await db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.suspendedAt).toBeNull();
  });

  test('refuses a broken or direction-turning ticket title, and keeps line breaks of its description', async ({
    db,
    leaser: { client },
  }) => {
    for (const [title, problem] of [
      ['Help \uD800', 'broken'],
      ['Invoice \u202Efdp.exe', 'direction'],
      ['Two\nlines', 'lineBreak'],
    ] as const) {
      const response = await client.post('/api/tickets', { title, description: 'Details' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        ...toBody(textProblemMessage('title', problem)),
        field: 'title',
      });
    }
    expect((await client.get('/api/tickets')).body.tickets).toEqual([]);

    const description = 'First line\r\nSecond line\n\tindented';
    const created = await client.post('/api/tickets', { title: 'Help', description });
    expect(created.status).toBe(201);
    const [first] = await db
      .select({ message: ticketMessages.message })
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, created.body.ticket.id));
    expect(first?.message).toBe(description);
  });

  test('refuses a name with a right-to-left override and leaves the profile as it was', async ({
    db,
    leaser: { client, user },
  }) => {
    const response = await client.put('/api/profile', { name: 'Alice\u202Eecila', email: user.email });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      ...toBody(textProblemMessage('name', 'direction')),
      field: 'name',
    });
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe(user.name);
  });

  test('refuses a broken character in a JSON key the contract keeps', async ({ seller: { client } }) => {
    const response = await client.post('/api/payouts', {
      amountCents: 1000,
      method: 'crypto',
      details: { wallet_address: 'bc1qexample', ['note\uD800']: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_input', field: 'details' });
  });

  test('refuses a search that turns the text direction, naming the field', async ({ app }) => {
    const response = await app.client().get(`/api/marketplace?q=${encodeURIComponent('abc\u202E')}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ...toBody(textProblemMessage('search', 'direction')), field: 'q' });
  });
});

const toBody = (message: { title: string; description: string }) => ({
  title: message.title,
  message: message.description,
});
