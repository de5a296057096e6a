import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { KYC_MAX_FILE_BYTES, KYC_UPLOAD_FIELDS } from '@netlease/shared/kyc';
import { LOA_UPLOAD_FIELDS, LOA_UPLOAD_MAX_BYTES } from '@netlease/shared/loas';
import { LOA_MAX_BYTES } from '@netlease/shared/catalog';
import { TICKET_ATTACHMENT_FIELDS, TICKET_ATTACHMENT_MAX_BYTES } from '@netlease/shared/tickets';
import { ABUSE_ARF_FIELD, ABUSE_EVIDENCE_MAX_BYTES, ABUSE_FORM_FIELDS } from '@netlease/shared/abuse';
import { errorBodySchema } from '@netlease/shared/errors';
import {
  abuseEvidence,
  creditNotes,
  invoices,
  ipBlocks,
  kycVerifications,
  loaRecords,
  ticketAttachments,
} from '../platform/db/schema/index';
import { queryRows } from '../platform/db/database';
import { UPLOAD_LIMIT_BYTES } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { signInAs } from '../test/factories';
import { SAMPLE_FILES, type ApiClient, type ApiResponse } from '../test/api-client';
import { createApprovedAsn, createIpOrder, createOwnedSubnet } from '../test/trust-fixtures';
import { createAbuseCase, createLease } from '../test/abuse-factories';
import { createServerPackage, fundWallet } from '../test/checkout-factories';
import { arfMail } from '../test/abuse-intake-fixtures';

/**
 * Upload attacks (docs/PRODUCT.md "Errors", "Documents"), through the real HTTP layer, on every upload route: content
 * that is not what its name says, oversize files, hostile file names, several or no files, broken
 * multipart bodies. A refusal is a clear 4xx and leaves the database and the file store untouched;
 * an accepted file is stored under a server-generated name only. Every file-serving route answers
 * another user with 404.
 */
let t: TestApp;
let filesRoot: string;
beforeAll(async () => {
  t = await createTestApp();
  filesRoot = path.join(t.ctx.env.DATA_DIR, 'files');
});
afterAll(async () => {
  await t.close();
});

/* ---------- what an attacker sends ---------- */

interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart body written byte by byte, so names may hold what a browser would never send. */
function multipart(fields: Record<string, string>, files: FilePart[], options: { close?: boolean } = {}) {
  const boundary = '----netlease-attack-7f3a';
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
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  if (options.close !== false) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const HOSTILE = {
  html: Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/wallet")</script></body></html>'),
  js: Buffer.from('alert(document.cookie);\n'),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  ),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  zip: Buffer.from('UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==', 'base64'),
};

/** A real file of the accepted kind, padded with trailing bytes to `size`. */
const padded = (file: Buffer, size: number) => Buffer.concat([file, Buffer.alloc(size - file.length, 0x20)]);

/* ---------- the upload routes ---------- */

interface UploadTarget {
  route: string;
  field: string;
  /**
   * What a hostile file name gets: `ignored` (the name is dropped, the file stored under a server
   * key) or `checked` (the name is kept for people to see, so an unsafe one is refused).
   */
  names: 'ignored' | 'checked';
  /** A file the route accepts, and its content type. */
  good: { content: Buffer; contentType: string; extension: string };
  maxBytes: number;
  /** The text fields of the form (besides the file), each sent over-long once. */
  textFields: string[];
  /** The storage keys of the rows accepted uploads add. */
  storedKeys(): Promise<string[]>;
  /** The status of an accepted upload: 201 unless said otherwise (the abuse form answers 202). */
  accepted?: number;
  /**
   * Attacks that are no attack here, by name, each with the reason: the abuse form's evidence is
   * optional and up to 5 files, so no file, a file under another field or 4 files are a report.
   */
  notAttacks?: Record<string, string>;
  /** Every file of the field is kept and checked (the abuse form's evidence), not the first alone. */
  keepsEveryFile?: true;
  /** Whether stored bytes are what the good file stored (by default: the file itself). */
  isStoredGood?(bytes: Buffer): boolean;
  /**
   * Someone who may upload here and the form fields to send. `fresh`: one whose upload will be
   * accepted (a new applicant, a new block, a new order); otherwise the same one each time, since
   * a refused upload changes nothing.
   */
  uploader(fresh: boolean): Promise<{ client: ApiClient; fields: Record<string, string>; url?: string }>;
}

/** Signs in once per key and reuses the session. */
const cachedSignIns = new Map<string, Promise<Awaited<ReturnType<typeof signInAs>>>>();
const signInOnce = (key: string, role: 'leaser' | 'monetizer' | 'staff' | 'admin' = 'leaser') => {
  if (!cachedSignIns.has(key)) cachedSignIns.set(key, signInAs(t, { role }));
  return cachedSignIns.get(key)!;
};

async function newPaidIpOrder(sellerId: string, buyerId: string) {
  const { subnet } = await createOwnedSubnet(t, sellerId);
  const asnId = await createApprovedAsn(t, buyerId);
  return createIpOrder(t, {
    leaserId: buyerId,
    monetizerId: sellerId,
    subnet,
    status: 'payment_confirmed',
    asnId,
  });
}

async function newTicket(client: ApiClient): Promise<string> {
  const created = await client.post('/api/tickets', {
    title: 'Invoice question',
    description: 'See the file.',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.ticket.id;
}

let nextBlock = 0;
let abuseReporters = 0;
// A feedback report seen a day before the test clock's start, from an address no lease holds.
const ARF_MAIL = arfMail('192.0.2.61', new Date(Date.parse('2026-01-14T12:00:00Z')));
const abuseEvidenceKeys = async () =>
  (await t.db.select({ key: abuseEvidence.storageKey }).from(abuseEvidence)).map((r) => r.key);
let standingOrderId: Promise<string> | undefined;
let standingTicketId: Promise<string> | undefined;
const TARGETS: UploadTarget[] = [
  {
    route: '/api/kyc',
    field: KYC_UPLOAD_FIELDS.id,
    names: 'ignored',
    good: { content: SAMPLE_FILES.png, contentType: 'image/png', extension: 'png' },
    maxBytes: KYC_MAX_FILE_BYTES,
    textFields: [KYC_UPLOAD_FIELDS.country],
    storedKeys: async () =>
      (await t.db.select({ key: kycVerifications.idDocumentKey }).from(kycVerifications)).map((r) => r.key),
    uploader: async (fresh) => ({
      client: (fresh ? await signInAs(t) : await signInOnce('kyc', 'leaser')).client,
      fields: { [KYC_UPLOAD_FIELDS.country]: 'NL' },
    }),
  },
  {
    route: '/api/ip-blocks',
    field: 'loa',
    names: 'ignored',
    good: { content: SAMPLE_FILES.pdf, contentType: 'application/pdf', extension: 'pdf' },
    maxBytes: LOA_MAX_BYTES,
    textFields: ['cidr', 'rir', 'countryCode'],
    storedKeys: async () =>
      (await t.db.select({ key: ipBlocks.loaFileKey }).from(ipBlocks)).map((r) => r.key),
    uploader: async () => {
      // 198.19.0.0/16 here; the trust fixtures use 198.18.0.0/16, so the two never overlap.
      const cidr = `198.19.${nextBlock++}.0/24`;
      // One account is enough: its 11 accepted blocks stay under the hourly limit of 20.
      const { client } = await signInOnce('blocks', 'monetizer');
      return { client, fields: { cidr, rir: 'ripe', countryCode: 'DE' } };
    },
  },
  {
    route: '/api/loas',
    field: LOA_UPLOAD_FIELDS.file,
    names: 'ignored',
    good: { content: SAMPLE_FILES.pdf, contentType: 'application/pdf', extension: 'pdf' },
    maxBytes: LOA_UPLOAD_MAX_BYTES,
    textFields: [LOA_UPLOAD_FIELDS.orderId],
    storedKeys: async () =>
      (await t.db.select({ key: loaRecords.fileKey }).from(loaRecords)).map((r) => r.key),
    uploader: async (fresh) => {
      const seller = await signInOnce('loa-seller', 'monetizer');
      const buyer = await signInOnce('loa-buyer', 'leaser');
      const orderId = fresh
        ? (await newPaidIpOrder(seller.user.id, buyer.user.id)).id
        : await (standingOrderId ??= newPaidIpOrder(seller.user.id, buyer.user.id).then((o) => o.id));
      return { client: seller.client, fields: { [LOA_UPLOAD_FIELDS.orderId]: orderId } };
    },
  },
  {
    route: '/api/tickets/:id/attachments',
    field: TICKET_ATTACHMENT_FIELDS.file,
    names: 'checked',
    good: { content: SAMPLE_FILES.png, contentType: 'image/png', extension: 'png' },
    maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
    textFields: [TICKET_ATTACHMENT_FIELDS.message],
    storedKeys: async () =>
      (await t.db.select({ key: ticketAttachments.storageKey }).from(ticketAttachments)).map((r) => r.key),
    uploader: async (fresh) => {
      const opener = await signInOnce('ticket-opener');
      const ticketId = fresh
        ? await newTicket(opener.client)
        : await (standingTicketId ??= newTicket(opener.client));
      return { client: opener.client, fields: {}, url: `/api/tickets/${ticketId}/attachments` };
    },
  },
  {
    route: '/api/abuse/reports',
    field: ABUSE_FORM_FIELDS.evidence,
    // A plain name is shown to staff as sent; the file is stored under a server key whatever it is.
    names: 'ignored',
    good: { content: SAMPLE_FILES.png, contentType: 'image/png', extension: 'png' },
    maxBytes: ABUSE_EVIDENCE_MAX_BYTES,
    textFields: [
      ABUSE_FORM_FIELDS.target,
      ABUSE_FORM_FIELDS.category,
      ABUSE_FORM_FIELDS.seenAt,
      ABUSE_FORM_FIELDS.description,
      ABUSE_FORM_FIELDS.reporterEmail,
    ],
    storedKeys: async () => abuseEvidenceKeys(),
    accepted: 202,
    notAttacks: {
      'no file at all': 'evidence is optional: a report without files is a report',
      'no file chosen (empty file name and body)': 'evidence is optional',
      'the right file under another field name': 'evidence is optional; other fields are ignored',
      'more files than the server takes in one request':
        'the form takes 5 files (6 are refused, abuse-intake.test.ts)',
    },
    keepsEveryFile: true,
    uploader: async () => {
      abuseReporters += 1;
      return {
        client: t.client(),
        fields: {
          [ABUSE_FORM_FIELDS.target]: '192.0.2.60',
          [ABUSE_FORM_FIELDS.category]: 'phishing',
          [ABUSE_FORM_FIELDS.seenAt]: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
          [ABUSE_FORM_FIELDS.description]: 'A fake login page; the screenshot is attached.',
          [ABUSE_FORM_FIELDS.reporterEmail]: `upload-reporter-${abuseReporters}@example.org`,
        },
      };
    },
  },
  {
    route: '/api/abuse/arf',
    field: ABUSE_ARF_FIELD,
    names: 'ignored',
    good: { content: ARF_MAIL, contentType: 'message/rfc822', extension: 'eml' },
    // A feedback mail carries one original message (5 MB as base64) and a little more (decision 262).
    maxBytes: Math.ceil((ABUSE_EVIDENCE_MAX_BYTES * 4) / 3) + 1024 * 1024,
    textFields: [],
    storedKeys: async () => abuseEvidenceKeys(),
    // The original message inside the report is what is kept as evidence.
    isStoredGood: (bytes) => bytes.toString().includes('Subject: Earn money'),
    uploader: async () => ({ client: (await signInOnce('arf-sender')).client, fields: {} }),
  },
];

/** Routes whose declaration in a feature route file contains `marker`. */
async function findRoutes(...markers: string[]): Promise<string[]> {
  const featuresDir = fileURLToPath(new URL('../features', import.meta.url));
  const routes: string[] = [];
  for (const file of await readdir(featuresDir, { recursive: true })) {
    if (!file.endsWith('.routes.ts')) continue;
    const source = await readFile(path.join(featuresDir, file), 'utf8');
    for (const declaration of source.split(/\bapp\.(?=(?:get|post|put|patch|delete)\()/).slice(1)) {
      const url = declaration.match(/^\w+\(\s*'([^']+)'/)?.[1];
      if (url && markers.some((marker) => declaration.includes(marker))) routes.push(url);
    }
    // Routes registered from their declaration: serve(app, invoiceRoutes.getInvoicePdf, { … }).
    for (const registration of source.split(/\bserve\(app,\s*/).slice(1)) {
      const operationId = registration.match(/^\w+\.(\w+)/)?.[1];
      const url = t.routeTable.find((route) => route.operationId === operationId)?.url;
      if (url && markers.some((marker) => registration.includes(marker))) routes.push(url);
    }
  }
  return routes.sort();
}

it('attacks every upload route of the app (a new one needs an entry in TARGETS)', async () => {
  const declaredUploads = t.routeTable
    .filter((route) =>
      (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
    )
    .map((route) => route.url);
  const uploadRoutes = [
    ...new Set([...(await findRoutes("'multipart/form-data'")), ...declaredUploads]),
  ].sort();
  expect(uploadRoutes).toEqual(TARGETS.map((target) => target.route).sort());
  const declared = t.routeTable.map((route) => `${route.method} ${route.url}`);
  for (const route of uploadRoutes) expect(declared).toContain(`POST ${route}`);
});

/* ---------- what must not change ---------- */

// Tables whose rows legitimately change on a refused request (counters, session sliding, events).
const VOLATILE_TABLES = new Set(['rate_limits', 'sessions', 'schema_migrations', 'live_events']);

/** A digest of every table's rows, and every stored file's path. */
async function snapshot() {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digests = await queryRows<{ name: string; digest: string }>(
    t.db,
    sql.raw(
      tables
        .filter((table) => !VOLATILE_TABLES.has(table.table_name))
        .map(
          (table) =>
            `SELECT '${table.table_name}' AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM "${table.table_name}" x`,
        )
        .join(' UNION ALL '),
    ),
  );
  return {
    rows: Object.fromEntries(digests.map((row) => [row.name, row.digest])),
    files: await listStoredFiles(),
  };
}

async function listStoredFiles(): Promise<string[]> {
  const entries = await readdir(filesRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesRoot, path.join(entry.parentPath, entry.name)))
    .sort();
}

function expectCleanRefusal(response: ApiResponse, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  // Exactly the one error model: nothing but code, title, message and the optional field.
  expect(errorBodySchema.strict().safeParse(response.body).success, JSON.stringify(response.body)).toBe(true);
  expect(JSON.stringify(response.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

/** Every stored file sits in a folder of the store under a server-generated name. */
async function expectServerGeneratedNames() {
  for (const file of await listStoredFiles()) {
    // Abuse evidence may be text as well (a mail, its headers, HTML kept as sent).
    expect(file).toMatch(/^[a-z0-9-]+\/[0-9a-f-]{36}\.(pdf|png|jpg|eml|txt|html|csv|json)$/);
  }
}

/* ---------- the attacks ---------- */

interface Attack {
  name: string;
  status: number;
  files(target: UploadTarget): FilePart[];
  close?: boolean;
}

const file = (target: UploadTarget, content: Buffer, filename: string, contentType?: string): FilePart => ({
  field: target.field,
  filename,
  contentType: contentType ?? target.good.contentType,
  content,
});

const ATTACKS: Attack[] = [
  {
    name: 'an HTML page named like the accepted kind',
    status: 415,
    files: (target) => [file(target, HOSTILE.html, `statement.${target.good.extension}`)],
  },
  {
    name: 'a script named .png and sent as image/png',
    status: 415,
    files: (target) => [file(target, HOSTILE.js, 'photo.png', 'image/png')],
  },
  {
    name: 'an SVG with script named .pdf',
    status: 415,
    files: (target) => [file(target, HOSTILE.svg, 'scan.pdf', 'application/pdf')],
  },
  {
    name: 'a Windows executable named .pdf',
    status: 415,
    files: (target) => [file(target, HOSTILE.exe, 'invoice.pdf', 'application/pdf')],
  },
  {
    name: 'a real image of a kind that is not accepted (GIF)',
    status: 415,
    files: (target) => [file(target, HOSTILE.gif, 'id.png', 'image/png')],
  },
  {
    name: 'a ZIP archive named .pdf',
    status: 415,
    files: (target) => [file(target, HOSTILE.zip, 'docs.pdf', 'application/pdf')],
  },
  {
    name: 'an empty file',
    status: 400,
    files: (target) => [file(target, Buffer.alloc(0), `empty.${target.good.extension}`)],
  },
  {
    name: 'a file one byte over the route limit',
    status: 413,
    files: (target) => [
      file(target, padded(target.good.content, target.maxBytes + 1), `big.${target.good.extension}`),
    ],
  },
  {
    name: 'a file over the server-wide multipart limit',
    status: 413,
    files: (target) => [
      file(target, padded(target.good.content, UPLOAD_LIMIT_BYTES + 1024), `huge.${target.good.extension}`),
    ],
  },
  { name: 'no file at all', status: 400, files: () => [] },
  {
    name: 'no file chosen (empty file name and body)',
    status: 400,
    files: (target) => [file(target, Buffer.alloc(0), '', 'application/octet-stream')],
  },
  {
    name: 'the right file under another field name',
    status: 400,
    files: (target) => [{ ...file(target, target.good.content, 'doc.pdf'), field: 'document' }],
  },
  {
    name: 'more files than the server takes in one request',
    status: 413,
    files: (target) =>
      [1, 2, 3, 4].map((n) => file(target, target.good.content, `copy-${n}.${target.good.extension}`)),
  },
  {
    name: 'a body cut off before its closing boundary',
    status: 400,
    close: false,
    files: (target) => [file(target, target.good.content, `cut.${target.good.extension}`)],
  },
];

/** Hostile names on good content: accepted, but the name never reaches the file system. */
const HOSTILE_NAMES = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/cron.d/evil.pdf',
  'evil\u0000.pdf',
  `${'a'.repeat(10_000)}.pdf`,
  '\u202Efdp.exe',
  'CON',
  '.htaccess',
  '%2e%2e%2f%2e%2e%2fpasswd',
];

describe.each(TARGETS)('POST $route', (target) => {
  async function send(files: FilePart[], options: { close?: boolean; fresh?: boolean } = {}) {
    const { client, fields, url = target.route } = await target.uploader(options.fresh ?? false);
    const before = await snapshot();
    const form = multipart(fields, files, options);
    const response = await client.send('POST', url, form.body, form.headers);
    return { response, before, client, fields };
  }

  it('accepts the right file (the baseline the attacks differ from)', async () => {
    const { response } = await send([file(target, target.good.content, `ok.${target.good.extension}`)], {
      fresh: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(target.accepted ?? 201);
    await expectServerGeneratedNames();
  });

  for (const field of target.textFields) {
    it(`refuses an over-long ${field} field with 400, writing nothing`, async () => {
      const { client, fields, url = target.route } = await target.uploader(false);
      const before = await snapshot();
      const form = multipart({ ...fields, [field]: 'x'.repeat(100_000) }, [
        file(target, target.good.content, `ok.${target.good.extension}`),
      ]);
      const response = await client.send('POST', url, form.body, form.headers);
      expectCleanRefusal(response, 400);
      expect(await snapshot()).toEqual(before);
    });
  }

  const attacks = ATTACKS.filter((attack) => !target.notAttacks?.[attack.name]);
  it.each(attacks)('refuses $name with $status, writing nothing', async (attack) => {
    const { response, before } = await send(attack.files(target), { close: attack.close });
    expectCleanRefusal(response, attack.status);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a multipart body without a boundary, writing nothing', async () => {
    const { client, url = target.route } = await target.uploader(false);
    const before = await snapshot();
    const response = await client.send('POST', url, Buffer.from('--x\r\n\r\n--x--'), {
      'content-type': 'multipart/form-data',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a JSON body pretending to carry the file, writing nothing', async () => {
    const { client, fields, url = target.route } = await target.uploader(false);
    const before = await snapshot();
    const response = await client.post(url, {
      ...fields,
      [target.field]: target.good.content.toString('base64'),
    });
    expectCleanRefusal(response, 400);
    expect(await snapshot()).toEqual(before);
  });

  it.each(HOSTILE_NAMES.map((name) => [JSON.stringify(name).slice(0, 40), name]))(
    'never lets the name %s reach the file system',
    async (_label, filename) => {
      const keysBefore = new Set(await target.storedKeys());
      const { response, before } = await send([file(target, target.good.content, filename)], { fresh: true });
      if (target.names === 'checked') {
        expectCleanRefusal(response, response.status === 415 ? 415 : 400);
        expect(await snapshot()).toEqual(before);
        return;
      }
      expect(response.status, JSON.stringify(response.body)).toBe(target.accepted ?? 201);
      const added = (await target.storedKeys()).filter((key) => !keysBefore.has(key));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(new RegExp(`^[a-z0-9-]+/[0-9a-f-]{36}\\.${target.good.extension}$`));
      await expectServerGeneratedNames();
    },
  );

  it(
    target.keepsEveryFile
      ? 'checks every file of the field: a hostile second one is refused, writing nothing'
      : 'takes the first file of the field and ignores a hostile second one',
    async () => {
      const keysBefore = new Set(await target.storedKeys());
      const { response, before } = await send(
        [
          file(target, target.good.content, `first.${target.good.extension}`),
          file(target, HOSTILE.html, `second.${target.good.extension}`),
        ],
        { fresh: true },
      );
      if (target.keepsEveryFile) {
        expectCleanRefusal(response, 415);
        expect(await snapshot()).toEqual(before);
        return;
      }
      expect(response.status, JSON.stringify(response.body)).toBe(target.accepted ?? 201);
      const [key] = (await target.storedKeys()).filter((stored) => !keysBefore.has(stored));
      const stored = (await t.ctx.storage.get(key!))!;
      if (target.isStoredGood) expect(target.isStoredGood(stored)).toBe(true);
      else expect(stored).toEqual(target.good.content);
    },
  );

  it('refuses a hostile first file even when a good one follows, writing nothing', async () => {
    const { response, before } = await send([
      file(target, HOSTILE.html, `first.${target.good.extension}`),
      file(target, target.good.content, `second.${target.good.extension}`),
    ]);
    expectCleanRefusal(response, 415);
    expect(await snapshot()).toEqual(before);
  });

  // Upload routes sit in a plugin scope of their own (decision 275): the app's checks reach them there.
  it('passes the checks of every route: no CSRF token is a 403 with the security headers', async () => {
    const { client, fields, url = target.route } = await target.uploader(false);
    const before = await snapshot();
    const form = multipart(fields, [file(target, target.good.content, `ok.${target.good.extension}`)]);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: form.body,
      headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_failed' });
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a multipart body sent to a route that reads JSON', () => {
  it('is refused as no body at all, writing nothing', async () => {
    const { client } = await signInOnce('json-routes');
    const visitor = t.client();
    const form = multipart({ email: 'someone@example.com', password: 'secret', title: 'Hi' }, [
      { field: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    const noBody = {
      code: 'invalid_input',
      title: 'Invalid input',
      message: 'Invalid input: expected object, received null',
    };
    const before = await snapshot();
    for (const [caller, url] of [
      [visitor, '/api/auth/login'],
      [visitor, '/api/auth/register'],
      [client, '/api/tickets'],
    ] as const) {
      const response = await caller.send('POST', url, form.body, form.headers);
      expectCleanRefusal(response, 400);
      expect(response.body, url).toEqual(noBody);
    }
    expect(await snapshot()).toEqual(before);
  });
});

/* ---------- the file-serving routes ---------- */

interface ServedFile {
  name: string;
  /** The route as declared, for the check that every file-serving route is here. */
  route: string;
  /** Uploads a file through the API as its owner; returns the URL that serves it and who may see it. */
  create(): Promise<{ url: string; owner: ApiClient; allowed: ApiClient[]; missingUrl: string }>;
  contentType: string;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A buyer who paid for a fresh server package from the wallet: one invoice, and its order. */
async function buyServerPackage() {
  const seller = await signInOnce('invoice-seller', 'monetizer');
  const buyer = await signInAs(t);
  await fundWallet(buyer.client, 10_000);
  const pkg = await createServerPackage(t, seller.user.id, { priceCents: 9_500, stockCount: 1 });
  const bought = await buyer.client.post('/api/checkout', {
    itemType: 'server',
    itemId: pkg.id,
    method: 'wallet',
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  return { buyer, bought };
}
const SERVED: ServedFile[] = [
  {
    name: 'KYC document',
    route: '/api/kyc/verifications/:id/documents/:kind',
    contentType: 'image/png',
    create: async () => {
      const owner = await signInAs(t);
      const form = multipart({ [KYC_UPLOAD_FIELDS.country]: 'NL' }, [
        {
          field: KYC_UPLOAD_FIELDS.id,
          filename: 'id.png',
          contentType: 'image/png',
          content: SAMPLE_FILES.png,
        },
      ]);
      expect((await owner.client.send('POST', '/api/kyc', form.body, form.headers)).status).toBe(201);
      const [row] = await t.db
        .select({ id: kycVerifications.id })
        .from(kycVerifications)
        .where(eq(kycVerifications.userId, owner.user.id));
      const staff = await signInOnce('staff', 'staff');
      return {
        url: `/api/kyc/verifications/${row!.id}/documents/id`,
        owner: owner.client,
        allowed: [staff.client],
        missingUrl: `/api/kyc/verifications/${UNKNOWN_ID}/documents/id`,
      };
    },
  },
  {
    name: 'IP block LOA',
    route: '/api/ip-blocks/:id/loa',
    contentType: 'application/pdf',
    create: async () => {
      const owner = await signInAs(t, { role: 'monetizer' });
      const form = multipart({ cidr: `198.19.${nextBlock++}.0/24`, rir: 'ripe', countryCode: 'DE' }, [
        { field: 'loa', filename: 'loa.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
      ]);
      const created = await owner.client.send('POST', '/api/ip-blocks', form.body, form.headers);
      expect(created.status).toBe(201);
      const admin = await signInOnce('admin', 'admin');
      return {
        url: `/api/ip-blocks/${created.body.block.id}/loa`,
        owner: owner.client,
        allowed: [admin.client],
        missingUrl: `/api/ip-blocks/${UNKNOWN_ID}/loa`,
      };
    },
  },
  {
    name: 'order LOA',
    route: '/api/loas/:id/file',
    contentType: 'application/pdf',
    create: async () => {
      const seller = await signInAs(t, { role: 'monetizer' });
      const buyer = await signInAs(t);
      const { subnet } = await createOwnedSubnet(t, seller.user.id);
      const order = await createIpOrder(t, {
        leaserId: buyer.user.id,
        monetizerId: seller.user.id,
        subnet,
        status: 'payment_confirmed',
        asnId: await createApprovedAsn(t, buyer.user.id),
      });
      const form = multipart({ [LOA_UPLOAD_FIELDS.orderId]: order.id }, [
        {
          field: LOA_UPLOAD_FIELDS.file,
          filename: 'loa.pdf',
          contentType: 'application/pdf',
          content: SAMPLE_FILES.pdf,
        },
      ]);
      const created = await seller.client.send('POST', '/api/loas', form.body, form.headers);
      expect(created.status).toBe(201);
      const admin = await signInOnce('admin', 'admin');
      return {
        url: `/api/loas/${created.body.loa.id}/file`,
        owner: seller.client,
        allowed: [buyer.client, admin.client],
        missingUrl: `/api/loas/${UNKNOWN_ID}/file`,
      };
    },
  },
  {
    name: 'ticket attachment',
    route: '/api/tickets/:id/attachments/:attachmentId',
    contentType: 'image/png',
    create: async () => {
      const opener = await signInAs(t);
      const ticketId = await newTicket(opener.client);
      const form = multipart({}, [
        {
          field: TICKET_ATTACHMENT_FIELDS.file,
          filename: 'screen shot (1).png',
          contentType: 'image/png',
          content: SAMPLE_FILES.png,
        },
      ]);
      const sent = await opener.client.send(
        'POST',
        `/api/tickets/${ticketId}/attachments`,
        form.body,
        form.headers,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const [row] = await t.db
        .select({ id: ticketAttachments.id })
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, ticketId));
      const staff = await signInOnce('staff', 'staff');
      return {
        url: `/api/tickets/${ticketId}/attachments/${row!.id}`,
        owner: opener.client,
        allowed: [staff.client],
        missingUrl: `/api/tickets/${ticketId}/attachments/${UNKNOWN_ID}`,
      };
    },
  },
  {
    name: 'invoice PDF',
    route: '/api/invoices/:id/pdf',
    contentType: 'application/pdf',
    create: async () => {
      const { buyer } = await buyServerPackage();
      const [invoice] = await t.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.userId, buyer.user.id));
      return {
        url: `/api/invoices/${invoice!.id}/pdf`,
        owner: buyer.client,
        allowed: [],
        missingUrl: `/api/invoices/${UNKNOWN_ID}/pdf`,
      };
    },
  },
  {
    name: 'credit note PDF',
    route: '/api/credit-notes/:id/pdf',
    contentType: 'application/pdf',
    create: async () => {
      const { buyer, bought } = await buyServerPackage();
      const cancelled = await buyer.client.post(`/api/orders/${bought.body.orderId}/cancel`, {
        reason: 'Plans changed',
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const [credit] = await t.db
        .select({ id: creditNotes.id })
        .from(creditNotes)
        .where(eq(creditNotes.userId, buyer.user.id));
      return {
        url: `/api/credit-notes/${credit!.id}/pdf`,
        owner: buyer.client,
        allowed: [],
        missingUrl: `/api/credit-notes/${UNKNOWN_ID}/pdf`,
      };
    },
  },
  {
    name: 'abuse evidence',
    route: '/api/abuse/cases/:id/evidence/:evidenceId',
    contentType: 'text/plain',
    create: async () => {
      // Intake stores the evidence (docs/PRODUCT.md "Abuse"); the case is written as intake leaves it.
      const owner = await signInOnce('abuse-owner', 'monetizer');
      const lessee = await signInAs(t);
      const lease = await createLease(t, { lesseeId: lessee.user.id, ownerId: owner.user.id });
      const abuseCase = await createAbuseCase(t, lease, { evidence: true });
      const staff = await signInOnce('staff', 'staff');
      return {
        url: `/api/abuse/cases/${abuseCase.id}/evidence/${abuseCase.evidence!.id}`,
        owner: lessee.client,
        allowed: [owner.client, staff.client],
        missingUrl: `/api/abuse/cases/${UNKNOWN_ID}/evidence/${UNKNOWN_ID}`,
      };
    },
  },
];

it('checks every file-serving route of the app (a new one needs an entry in SERVED)', async () => {
  // A route names the header itself or sends through sendPrivateFile (platform/http/private-file.ts).
  expect(await findRoutes("'content-disposition'", 'sendPrivateFile(')).toEqual(
    SERVED.map((served) => served.route).sort(),
  );
});

describe.each(SERVED)('serving a $name', (served) => {
  let created: ReturnType<ServedFile['create']> | undefined;
  const fileOnce = () => (created ??= served.create());

  it('gives it to its owner and the roles allowed, privately and never sniffable', async () => {
    const { url, owner, allowed } = await fileOnce();
    for (const client of [owner, ...allowed]) {
      const response = await client.get(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(served.contentType);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      // A plain quoted name (the server's, or a checked one): nothing that could split the header.
      expect(String(response.headers['content-disposition'])).toMatch(
        /^(inline|attachment); filename="[\w .()+,-]+"(; filename\*=UTF-8''[\w.%()+,-]+)?$/,
      );
    }
  });

  it('answers another user of every role 404, exactly like a missing file, and a visitor 401', async () => {
    const { url, missingUrl } = await fileOnce();
    const missingAnswer = (await (await signInOnce('stranger')).client.get(missingUrl)).body;
    for (const role of ['leaser', 'monetizer'] as const) {
      const other = await signInOnce(`stranger-${role}`, role);
      const response = await other.client.get(url);
      expectCleanRefusal(response, 404);
      expect(response.body).toEqual(missingAnswer);
    }
    expectCleanRefusal(await t.client().get(url), 401);
  });

  it('answers hostile ids with 400 or 404, never a file and never a 5xx', async () => {
    const { owner, url } = await fileOnce();
    const id = url.split('/')[3]!;
    for (const hostile of ['..%2F..%2F..%2Fetc%2Fpasswd', '%00', `${id}%00`, `${id}.pdf`, "' OR '1'='1"]) {
      const response = await owner.get(url.replace(id, hostile));
      expect([400, 404]).toContain(response.status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
