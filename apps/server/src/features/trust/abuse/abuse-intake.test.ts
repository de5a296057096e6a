import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  ABUSE_CASE_MESSAGES,
  ABUSE_FORMS_PER_CLIENT_PER_HOUR,
  ABUSE_REPORTS_PER_ADDRESS_PER_HOUR,
  ABUSE_REPORTS_PER_REPORTER_PER_HOUR,
} from '@netlease/shared/abuse-cases';
import { API_TOKEN_MESSAGES } from '@netlease/shared/api-tokens';
import {
  abuseCases,
  abuseEvidence,
  abuseReports,
  auditLogs,
  notifications,
} from '../../../platform/db/schema/index';
import { DAY, HOUR } from '../../../platform/clock';
import { hashToken } from '../../../platform/auth/tokens';
import { queryRows } from '../../../platform/db/database';
import { lockReporterAndAddress } from './abuse-intake.queries';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { SAMPLE_FILES } from '../../../test/api-client';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';
import {
  abuseForm,
  createAbuseBlock,
  leaseRange,
  mailedReporterToken,
  type AbuseFormFields,
  type EvidenceFile,
} from '../../../test/abuse-intake-fixtures';

/**
 * The abuse desk's intake through HTTP (docs/PRODUCT.md "Abuse"): the public form and its mailed
 * link, the reporter's page, the checks of what is reported, the hourly limits, who may send
 * machine reports, and a range's history.
 */
let t: TestApp;
let lessee: Awaited<ReturnType<typeof signInAs>>;
let owner: Awaited<ReturnType<typeof signInAs>>;
const START = new Date('2026-03-10T12:00:00Z');
const LEASED = '192.0.2.0/24';

beforeAll(async () => {
  t = await createTestApp({ start: START });
  lessee = await signInAs(t, { name: 'Lena Lessee', email: 'lena.lessee@example.com' });
  owner = await signInAs(t, { role: 'monetizer', name: 'Otto Owner', email: 'otto.owner@example.com' });
  const block = await createAbuseBlock(t, owner.user.id, LEASED);
  await leaseRange(t, {
    block,
    cidr: LEASED,
    lesseeId: lessee.user.id,
    ownerId: owner.user.id,
    from: new Date(START.getTime() - 30 * DAY),
    to: new Date(START.getTime() + 300 * DAY),
  });
});
afterAll(async () => {
  await t.close();
});

const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR).toISOString();
let nextReporter = 0;
const newReporter = () => `reporter-${++nextReporter}@example.org`;
let nextHost = 10;
const newAddress = () => `192.0.2.${nextHost++}`;

function formFields(overrides: AbuseFormFields = {}): AbuseFormFields {
  return {
    target: newAddress(),
    category: 'phishing',
    seenAt: hoursAgo(1),
    description: 'A fake bank login page was served from this address.',
    reporterEmail: newReporter(),
    ...overrides,
  };
}

async function submit(fields: AbuseFormFields, evidence: EvidenceFile[] = [], ip?: string) {
  const form = abuseForm(fields, evidence);
  return t.client({ ip }).send('POST', '/api/abuse/reports', form.body, form.headers);
}

const openLink = (token: string) => t.client().post('/api/abuse/reports/open', { token });
const reportTotal = async () => (await t.db.select({ total: count() }).from(abuseReports))[0]!.total;
const caseTotal = async () => (await t.db.select({ total: count() }).from(abuseCases))[0]!.total;

describe('the public form', () => {
  it('keeps the report unverified and mails the link; nothing is routed until it is opened', async () => {
    const fields = formFields();
    const casesBefore = await caseTotal();
    const evidence = {
      filename: 'page.html',
      contentType: 'text/html',
      content: Buffer.from('<h1>Bank</h1>'),
    };
    const response = await submit(fields, [evidence]);
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(response.body).toEqual({
      outcome: 'awaiting_verification',
      reference: null,
      title: 'Check your email',
      message: ABUSE_CASE_MESSAGES.reportReceived.description,
    });
    const token = mailedReporterToken(t, fields.reporterEmail!);
    const [report] = await t.db
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.reporterEmail, fields.reporterEmail!));
    expect(report).toMatchObject({
      status: 'unverified',
      caseId: null,
      source: 'form',
      target: `${fields.target}/32`,
      linkTokenHash: hashToken(token),
      verifiedAt: null,
    });
    expect(report!.linkExpiresAt.toISOString()).toBe(new Date(START.getTime() + 48 * HOUR).toISOString());
    const [stored] = await t.db.select().from(abuseEvidence).where(eq(abuseEvidence.reportId, report!.id));
    expect(stored).toMatchObject({ filename: 'page.html', contentType: 'text/html', sizeBytes: 13 });
    expect(await t.ctx.storage.get(stored!.storageKey)).toEqual(evidence.content);
    expect(await caseTotal()).toBe(casesBefore);
    expect((await notificationsOf(lessee.user.id)).length).toBe(0);
  });

  it('opening the link routes the report: a case opens on the lease, both parties are told', async () => {
    const fields = formFields();
    expect((await submit(fields)).status).toBe(202);
    const token = mailedReporterToken(t, fields.reporterEmail!);
    const mailsBefore = t.sentMail.length;
    t.clock.advance(10 * 60_000);
    const opened = await openLink(token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const now = t.clock.now();
    expect(opened.body).toEqual({
      outcome: 'case_opened',
      reference: expect.stringMatching(/^AB-[A-HJ-NP-Z2-9]{8}$/),
      target: fields.target,
      category: 'phishing',
      seenAt: fields.seenAt,
      status: 'open',
      outcomeOfCase: null,
      deadlineAt: new Date(now.getTime() + 24 * HOUR).toISOString(),
      reportCount: 1,
      events: [
        { id: expect.any(String), at: now.toISOString(), kind: 'opened', actor: 'reporter', body: null },
      ],
      title: 'Report received',
      message: ABUSE_CASE_MESSAGES.caseOpened.description,
    });
    const [found] = await t.db
      .select()
      .from(abuseCases)
      .where(eq(abuseCases.reference, opened.body.reference));
    expect(found).toMatchObject({ lesseeId: lessee.user.id, ownerId: owner.user.id, reportCount: 1 });
    const link = `/abuse/cases/${found!.id}`;
    expect((await notificationsOf(lessee.user.id)).find((n) => n.link === link)).toMatchObject({
      type: 'abuse_case',
      title: `Phishing reported on ${fields.target}`,
    });
    expect((await notificationsOf(owner.user.id)).find((n) => n.link === link)).toBeDefined();
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'abuse_case.opened'), eq(auditLogs.targetId, found!.id)));
    expect(audit).toMatchObject({ actorId: null, targetType: 'abuse_case' });
    // The reporter gets the same link again, now naming the case.
    const caseMail = t.sentMail.slice(mailsBefore).find((mail) => mail.to === fields.reporterEmail);
    expect(caseMail?.text).toContain(opened.body.reference);
    expect(mailedReporterToken(t, fields.reporterEmail!)).toBe(token);

    // Every later opening shows the same page and routes nothing again.
    t.clock.advance(HOUR);
    const again = await openLink(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(opened.body);
    expect((await t.db.select().from(abuseCases).where(eq(abuseCases.id, found!.id)))[0]!.reportCount).toBe(
      1,
    );

    // The reporter's page never names the lessee or the owner.
    const text = JSON.stringify(again.body);
    for (const secret of [lessee.user.name, lessee.user.email, owner.user.name, owner.user.email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('a second report of the same address and category joins the case', async () => {
    const target = newAddress();
    const first = formFields({ target });
    const second = formFields({ target });
    await submit(first);
    await submit(second);
    const opened = await openLink(mailedReporterToken(t, first.reporterEmail!));
    t.clock.advance(60_000);
    const joined = await openLink(mailedReporterToken(t, second.reporterEmail!));
    expect(opened.body.outcome).toBe('case_opened');
    expect(joined.body).toMatchObject({
      outcome: 'case_joined',
      reference: opened.body.reference,
      reportCount: 2,
      title: 'Report received',
      message: ABUSE_CASE_MESSAGES.caseJoined.description,
    });
    // The join is not a public step of the case.
    expect(joined.body.events.map((event: { kind: string }) => event.kind)).toEqual(['opened']);
  });

  it('an address not leased at that time is answered plainly, and opens nothing', async () => {
    const fields = formFields({ target: '198.51.100.7' });
    await submit(fields);
    const casesBefore = await caseTotal();
    const opened = await openLink(mailedReporterToken(t, fields.reporterEmail!));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      outcome: 'not_leased',
      reference: null,
      status: null,
      deadlineAt: null,
      reportCount: null,
      events: [],
      title: ABUSE_CASE_MESSAGES.notLeased.title,
    });
    expect(await caseTotal()).toBe(casesBefore);
  });

  it('refuses an unknown link and an unverified one past 48 hours with 404; a verified one keeps working', async () => {
    const unknown = await openLink('not-a-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      title: 'Link not valid',
      message: ABUSE_CASE_MESSAGES.linkInvalid.description,
    });

    const late = formFields();
    const early = formFields();
    await submit(late);
    await submit(early);
    expect((await openLink(mailedReporterToken(t, early.reporterEmail!))).status).toBe(200);
    t.clock.advance(48 * HOUR);
    const expired = await openLink(mailedReporterToken(t, late.reporterEmail!));
    expect(expired.status).toBe(404);
    expect(expired.body.title).toBe('Link not valid');
    const [report] = await t.db
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.reporterEmail, late.reporterEmail!));
    expect(report!.status).toBe('unverified');
    expect((await openLink(mailedReporterToken(t, early.reporterEmail!))).status).toBe(200);
  });
});

describe("the form's checks", () => {
  it.each([
    ['not an IP address', { target: 'example.com' }, 400, 'Invalid IP address', 'target'],
    ['an IPv4 /8', { target: '10.0.0.0/8' }, 400, 'Prefix too large', 'target'],
    ['a time in the future', { seenAt: 'future' }, 400, 'Time in the future', 'seenAt'],
    ['a time more than a year ago', { seenAt: 'old' }, 400, 'Report too old', 'seenAt'],
    ['a time without its zone', { seenAt: '2026-03-09T10:00:00' }, 400, 'Time zone required', 'seenAt'],
    ['no description', { description: '  ' }, 400, 'Describe the abuse', 'description'],
    ['an unknown category', { category: 'annoying' }, 400, 'Choose a category', 'category'],
  ] as const)('refuses %s, writing nothing', async (_name, override, status, title, field) => {
    const now = t.clock.now().getTime();
    const asked: AbuseFormFields = override;
    const seenAt =
      asked.seenAt === 'future'
        ? new Date(now + HOUR).toISOString()
        : asked.seenAt === 'old'
          ? new Date(now - 366 * DAY).toISOString()
          : asked.seenAt;
    const before = await reportTotal();
    const response = await submit(formFields({ ...override, ...(seenAt ? { seenAt } : {}) }));
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body).toMatchObject({ title, field });
    expect(await reportTotal()).toBe(before);
  });

  it('refuses evidence that is not what it claims (415) and more than 5 files (413)', async () => {
    const before = await reportTotal();
    const fake = await submit(formFields(), [
      { filename: 'shot.png', contentType: 'image/png', content: Buffer.from('<html>not an image</html>') },
    ]);
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({ title: 'Evidence does not match', field: 'evidence' });

    const six = Array.from({ length: 6 }, (_, index) => ({
      filename: `log-${index}.txt`,
      contentType: 'text/plain',
      content: Buffer.from(`line ${index}\n`),
    }));
    const tooMany = await submit(formFields(), six);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.title).toBe('Too much evidence');
    expect(await reportTotal()).toBe(before);

    const five = await submit(formFields(), [
      ...six.slice(0, 4),
      { filename: 'scan.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    expect(five.status, JSON.stringify(five.body)).toBe(202);
  });
});

/** Reports already received in the last hour, written straight, to reach a limit cheaply. */
async function insertRecentReports(n: number, values: { email?: string; userId?: string; target?: string }) {
  await t.db.insert(abuseReports).values(
    Array.from({ length: n }, () => ({
      source: values.userId ? ('xarf' as const) : ('form' as const),
      status: 'not_leased' as const,
      target: values.target ?? '198.51.100.1',
      category: 'spam' as const,
      seenAt: new Date(t.clock.now().getTime() - 2 * HOUR),
      description: 'Filler report.',
      reporterEmail: values.email ?? 'filler@example.org',
      reporterUserId: values.userId ?? null,
      linkTokenHash: hashToken(randomUUID()),
      linkExpiresAt: new Date(t.clock.now().getTime() + DAY),
      receivedAt: new Date(t.clock.now().getTime() - 30 * 60_000),
      verifiedAt: t.clock.now(),
    })),
  );
}

describe('hourly limits', () => {
  it('refuses a reporter past the limit with 429 until the hour has passed', async () => {
    const email = newReporter();
    await insertRecentReports(ABUSE_REPORTS_PER_REPORTER_PER_HOUR, { email });
    const refused = await submit(formFields({ reporterEmail: email }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      title: 'Too many reports',
      message: ABUSE_CASE_MESSAGES.reporterRateLimited.description,
    });
    t.clock.advance(HOUR);
    expect((await submit(formFields({ reporterEmail: email }))).status).toBe(202);
  });

  it('lets one of several reports sent at once by a reporter one short of the limit through', async () => {
    const email = newReporter();
    await insertRecentReports(ABUSE_REPORTS_PER_REPORTER_PER_HOUR - 1, { email });
    const answers = await Promise.all(
      [1, 2, 3, 4].map((client) =>
        submit(formFields({ reporterEmail: email }), [], `198.51.100.${60 + client}`),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 429, 429, 429]);
    const kept = await t.db
      .select({ total: count() })
      .from(abuseReports)
      .where(eq(abuseReports.reporterEmail, email));
    expect(kept[0]!.total).toBe(ABUSE_REPORTS_PER_REPORTER_PER_HOUR);
    t.clock.advance(HOUR);
  });

  it('lets one of several reports of an address one short of its limit through', async () => {
    const target = '192.0.2.77';
    await insertRecentReports(ABUSE_REPORTS_PER_ADDRESS_PER_HOUR - 1, { target });
    const answers = await Promise.all(
      [1, 2, 3, 4].map((client) => submit(formFields({ target }), [], `198.51.100.${70 + client}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 429, 429, 429]);
    t.clock.advance(HOUR);
  });

  it('refuses reports of an address reported too often in the last hour, whoever sends them', async () => {
    await insertRecentReports(ABUSE_REPORTS_PER_ADDRESS_PER_HOUR, { target: '192.0.2.128/25' });
    const refused = await submit(formFields({ target: '192.0.2.200' }));
    expect(refused.status).toBe(429);
    expect(refused.body.title).toBe('Too many reports for this address');
    // Another address of the lease is not affected.
    expect((await submit(formFields({ target: '192.0.2.5' }))).status).toBe(202);
    t.clock.advance(HOUR);
  });

  it('refuses more forms from one client address, whatever the emails, until the hour has passed', async () => {
    // Each form mails a link: one address cannot have strangers mailed in bulk.
    const client = '198.51.100.7';
    for (let sent = 0; sent < ABUSE_FORMS_PER_CLIENT_PER_HOUR; sent += 1)
      expect((await submit(formFields({ target: newAddress() }), [], client)).status).toBe(202);
    const refused = await submit(formFields({ target: newAddress() }), [], client);
    expect(refused.status).toBe(429);
    expect(refused.body.title).toBe('Too many attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client address is not affected.
    expect((await submit(formFields({ target: newAddress() }), [], '198.51.100.8')).status).toBe(202);
    t.clock.advance(HOUR);
    expect((await submit(formFields({ target: newAddress() }), [], client)).status).toBe(202);
  });

  it("counts a program's reports by its account", async () => {
    const program = await signInAs(t);
    const token = await createTokenFor(program.client, { scope: 'abuse' });
    await insertRecentReports(ABUSE_REPORTS_PER_REPORTER_PER_HOUR, { userId: program.user.id });
    const refused = await callWithToken(t, token.secret, 'POST', '/api/abuse/xarf', xarf(newAddress()));
    expect(refused.status).toBe(429);
    expect(refused.body.title).toBe('Too many reports');
    t.clock.advance(HOUR);
  });
});

function xarf(target: string) {
  return {
    xarf_version: '4.0.0',
    report_id: randomUUID(),
    timestamp: hoursAgo(2),
    reporter: { org: 'Example CERT', contact: 'abuse-desk@example.net' },
    source_identifier: target,
    category: 'connection',
    type: 'port_scan',
    description: 'SSH scans against our honeypots.',
  };
}

describe('who may send machine reports', () => {
  it('takes XARF only with an abuse token; other tokens and visitors are refused', async () => {
    const program = await signInAs(t);
    const abuseToken = await createTokenFor(program.client, { scope: 'abuse' });
    const readToken = await createTokenFor(program.client, { scope: 'read' });
    const tradeToken = await createTokenFor(program.client, { scope: 'trade' });

    for (const token of [readToken, tradeToken]) {
      const refused = await callWithToken(t, token.secret, 'POST', '/api/abuse/xarf', xarf(newAddress()));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        title: API_TOKEN_MESSAGES.abuseScopeRequired.title,
        message: API_TOKEN_MESSAGES.abuseScopeRequired.description,
      });
    }
    const visitor = await t.client().post('/api/abuse/xarf', xarf(newAddress()));
    expect(visitor.status).toBe(401);

    const sent = await callWithToken(t, abuseToken.secret, 'POST', '/api/abuse/xarf', xarf(newAddress()));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ outcome: 'case_opened', reference: expect.stringMatching(/^AB-/) });

    // An abuse token reaches nothing else, the range history included.
    for (const path of ['/api/abuse/range-history?prefix=192.0.2.0/24', '/api/orders']) {
      const elsewhere = await callWithToken(t, abuseToken.secret, 'GET', path);
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.title).toBe(API_TOKEN_MESSAGES.abuseOnly.title);
    }
    // A read token reads the range history.
    expect(
      (await callWithToken(t, readToken.secret, 'GET', '/api/abuse/range-history?prefix=192.0.2.0/24'))
        .status,
    ).toBe(200);
  });

  it('answers an XARF report it cannot read with 422 and its message', async () => {
    const program = await signInAs(t);
    const token = await createTokenFor(program.client, { scope: 'abuse' });
    const unknown = await callWithToken(t, token.secret, 'POST', '/api/abuse/xarf', { hello: 'world' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.title).toBe('Unsupported report');
    const wide = await callWithToken(t, token.secret, 'POST', '/api/abuse/xarf', xarf('10.0.0.0/8'));
    expect(wide.status).toBe(422);
    expect(wide.body.message).toContain('source_identifier');
  });
});

describe("a range's history", () => {
  it("counts the last year's cases, the upheld ones and the median hours to answer", async () => {
    const block = await createAbuseBlock(t, owner.user.id, '203.0.113.0/24');
    const { lease, order } = await leaseRange(t, {
      block,
      cidr: '203.0.113.0/24',
      lesseeId: lessee.user.id,
      ownerId: owner.user.id,
      from: new Date(t.clock.now().getTime() - 500 * DAY),
      to: new Date(t.clock.now().getTime() + 30 * DAY),
    });
    const now = t.clock.now().getTime();
    const row = (target: string, openedDaysAgo: number, extra: Partial<typeof abuseCases.$inferInsert>) => ({
      reference: `AB-T${randomUUID().slice(0, 7).toUpperCase()}`,
      orderIpLeaseId: lease.id,
      orderId: order.id,
      lesseeId: lessee.user.id,
      ownerId: owner.user.id,
      target,
      category: 'spam' as const,
      reportCount: 1,
      openedAt: new Date(now - openedDaysAgo * DAY),
      lastReportedAt: new Date(now - openedDaysAgo * DAY),
      deadlineAt: new Date(now - openedDaysAgo * DAY + 48 * HOUR),
      ...extra,
    });
    const answeredAfter = (daysAgo: number, hours: number) => new Date(now - daysAgo * DAY + hours * HOUR);
    await t.db.insert(abuseCases).values([
      row('203.0.113.1', 10, {
        status: 'closed',
        outcome: 'upheld',
        firstAnsweredAt: answeredAfter(10, 6),
        closedAt: answeredAfter(10, 7),
      }),
      row('203.0.113.2', 20, { status: 'resolved', firstAnsweredAt: answeredAfter(20, 10) }),
      row('203.0.113.3', 5, {}),
      row('203.0.113.4', 30, { status: 'closed', outcome: 'duplicate', closedAt: answeredAfter(30, 1) }),
      row('203.0.113.5', 400, { status: 'closed', outcome: 'upheld', closedAt: answeredAfter(400, 1) }),
    ]);
    const history = await t.client().get('/api/abuse/range-history?prefix=203.0.113.0/24');
    expect(history.status).toBe(200);
    expect(history.body).toEqual({ prefix: '203.0.113.0/24', cases: 3, upheld: 1, medianHoursToAnswer: 8 });

    const quiet = await t.client().get('/api/abuse/range-history?prefix=198.51.100.0/24');
    expect(quiet.body).toEqual({ prefix: '198.51.100.0/24', cases: 0, upheld: 0, medianHoursToAnswer: null });

    const wide = await t.client().get('/api/abuse/range-history?prefix=203.0.0.0/8');
    expect(wide.status).toBe(400);
    expect(wide.body).toMatchObject({ title: 'Prefix too large', field: 'prefix' });
    const bad = await t.client().get('/api/abuse/range-history?prefix=not-a-prefix');
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe('Invalid IP address');
  });
});

async function notificationsOf(userId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'abuse_case')));
}

/** Advisory locks of this database that a transaction is waiting for. */
async function waitingAdvisoryLocks() {
  const rows = await queryRows<{ waiting: number }>(
    t.db,
    sql`SELECT count(*)::int AS waiting FROM pg_locks
        WHERE locktype = 'advisory' AND NOT granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return rows[0]!.waiting;
}

/**
 * Takes the address's lock for `first` and holds it while a second report takes it for `second`;
 * says whether the second waited for the first to end (a waiting lock seen in pg_locks) or not.
 */
async function secondWaitsForFirst(first: string, second: string) {
  const steps: string[] = [];
  let letFirstEnd!: () => void;
  const firstMayEnd = new Promise<void>((resolve) => (letFirstEnd = resolve));
  let firstHolds!: () => void;
  const firstLocked = new Promise<void>((resolve) => (firstHolds = resolve));
  const firstReport = t.db.transaction(async (tx) => {
    await lockReporterAndAddress(tx, { email: newReporter() }, first);
    firstHolds();
    await firstMayEnd;
    steps.push('first ends');
  });
  await firstLocked;
  const secondReport = t.db.transaction(async (tx) => {
    await lockReporterAndAddress(tx, { email: newReporter() }, second);
    steps.push('second holds');
  });
  // Until the second either holds its lock or waits for the first's.
  while (steps.length === 0 && (await waitingAdvisoryLocks()) === 0);
  letFirstEnd();
  await Promise.all([firstReport, secondReport]);
  return steps[0] === 'first ends';
}

// Two connections at once: PGlite runs one transaction at a time, so only PostgreSQL can race.
describe.runIf(process.env.TEST_DATABASE === 'postgres')("the address's lock", () => {
  it('makes a report of a prefix wait for a report of an address inside it, and the reverse', async () => {
    expect(await secondWaitsForFirst('192.0.2.33', '192.0.2.32/28')).toBe(true);
    expect(await secondWaitsForFirst('192.0.0.0/16', '192.0.2.33')).toBe(true);
    expect(await secondWaitsForFirst('2001:db8:1::1', '2001:db8::/32')).toBe(true);
    expect(await secondWaitsForFirst('2001:db8:ff00::/40', '2001:db8:ff12::/48')).toBe(true);
  });

  it('lets reports in different /16s (IPv4) or /32s (IPv6) go side by side', async () => {
    expect(await secondWaitsForFirst('192.0.2.33', '198.51.100.33')).toBe(false);
    expect(await secondWaitsForFirst('2001:db8::1', '2001:db9::1')).toBe(false);
  });
});
