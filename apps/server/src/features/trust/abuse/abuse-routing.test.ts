import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ABUSE_CASE_MESSAGES } from '@netlease/shared/abuse-cases';
import { abuseCaseEvents, abuseCases, abuseEvidence, abuseReports } from '../../../platform/db/schema/index';
import { DAY, HOUR } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signInAs } from '../../../test/factories';
import { buildMultipart } from '../../../test/api-client';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';
import { createAbuseBlock, leaseRange } from '../../../test/abuse-intake-fixtures';

/**
 * Routing a report to the lease that held the address when it was seen (docs/decisions/264-abuse-desk.md),
 * through the machine routes: a lease change, a cancelled lease, an unpaid order, a prefix several
 * leases held, 50 reports at once, and the XARF and ARF fixtures of decision 262.
 */
let t: TestApp;
let abuseToken: string;
const START = new Date('2026-03-10T12:00:00Z');
const at = (days: number) => new Date(START.getTime() + days * DAY);

beforeAll(async () => {
  t = await createTestApp({ start: START });
  const program = await signInAs(t, { name: 'Example CERT robot' });
  abuseToken = (await createTokenFor(program.client, { scope: 'abuse' })).secret;
});
afterAll(async () => {
  await t.close();
});

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

function xarf(target: string, seenAt: Date, type = 'spam') {
  return {
    xarf_version: '4.0.0',
    report_id: randomUUID(),
    timestamp: seenAt.toISOString(),
    reporter: { org: 'Example CERT', contact: 'abuse-desk@example.net' },
    source_identifier: target,
    category: 'messaging',
    type,
    description: 'Spam from this address reached our traps.',
  };
}

const sendXarf = (body: object) => callWithToken(t, abuseToken, 'POST', '/api/abuse/xarf', body);

async function caseOf(reference: string) {
  const [found] = await t.db.select().from(abuseCases).where(eq(abuseCases.reference, reference));
  return found!;
}

async function people() {
  return {
    owner: await createUser(t, { role: 'monetizer' }),
    a: await createUser(t, { name: 'Lessee A' }),
    b: await createUser(t, { name: 'Lessee B' }),
  };
}

describe('routing by the time of sighting', () => {
  it("sends a sighting during A's lease to A, during B's to B, before either to nobody", async () => {
    const { owner, a, b } = await people();
    const cidr = '198.18.0.0/24';
    const block = await createAbuseBlock(t, owner.id, cidr);
    // A leased it from day -60 until it ended on day -20; B leases it since.
    const leaseA = await leaseRange(t, {
      block,
      cidr,
      lesseeId: a.id,
      ownerId: owner.id,
      from: at(-60),
      to: at(-20),
      status: 'completed',
      endedAt: at(-20),
    });
    const leaseB = await leaseRange(t, {
      block,
      cidr,
      lesseeId: b.id,
      ownerId: owner.id,
      from: at(-20),
      to: at(40),
    });

    const duringA = await sendXarf(xarf('198.18.0.9', at(-30)));
    expect(duringA.status, JSON.stringify(duringA.body)).toBe(201);
    expect(duringA.body).toMatchObject({ outcome: 'case_opened', title: 'Report received' });
    expect(await caseOf(duringA.body.reference)).toMatchObject({
      orderIpLeaseId: leaseA.lease.id,
      lesseeId: a.id,
      ownerId: owner.id,
    });

    const duringB = await sendXarf(xarf('198.18.0.9', at(-5)));
    expect(duringB.body.outcome).toBe('case_opened');
    expect(await caseOf(duringB.body.reference)).toMatchObject({
      orderIpLeaseId: leaseB.lease.id,
      lesseeId: b.id,
    });

    const before = await sendXarf(xarf('198.18.0.9', at(-100)));
    expect(before.status).toBe(201);
    expect(before.body).toEqual({
      outcome: 'not_leased',
      reference: null,
      title: ABUSE_CASE_MESSAGES.notLeased.title,
      message: ABUSE_CASE_MESSAGES.notLeased.description,
    });
    const [kept] = await t.db
      .select()
      .from(abuseReports)
      .where(and(eq(abuseReports.target, '198.18.0.9/32'), eq(abuseReports.status, 'not_leased')));
    expect(kept).toMatchObject({ caseId: null, verifiedAt: START });
  });

  it('a cancelled lease answers for sightings before it ended, not after', async () => {
    const { owner, a } = await people();
    const cidr = '198.18.1.0/24';
    const block = await createAbuseBlock(t, owner.id, cidr);
    const cancelled = await leaseRange(t, {
      block,
      cidr,
      lesseeId: a.id,
      ownerId: owner.id,
      from: at(-10),
      to: at(20),
      status: 'cancelled',
      endedAt: at(-5),
    });
    const beforeEnd = await sendXarf(xarf('198.18.1.1', at(-7)));
    expect(beforeEnd.body.outcome).toBe('case_opened');
    expect((await caseOf(beforeEnd.body.reference)).orderIpLeaseId).toBe(cancelled.lease.id);
    const afterEnd = await sendXarf(xarf('198.18.1.1', at(-2)));
    expect(afterEnd.body.outcome).toBe('not_leased');
  });

  it('an unpaid order holds nothing', async () => {
    const { owner, a } = await people();
    const block = await createAbuseBlock(t, owner.id, '198.18.2.0/24');
    await leaseRange(t, {
      block,
      cidr: '198.18.2.0/24',
      lesseeId: a.id,
      ownerId: owner.id,
      from: at(-10),
      to: at(20),
      status: 'pending_payment',
    });
    expect((await sendXarf(xarf('198.18.2.1', at(-1)))).body.outcome).toBe('not_leased');
  });

  it('answers a prefix that several leases held as too broad; a smaller one reaches its lease', async () => {
    const { owner, a, b } = await people();
    const block = await createAbuseBlock(t, owner.id, '203.0.113.0/24');
    await leaseRange(t, {
      block,
      cidr: '203.0.113.0/25',
      lesseeId: a.id,
      ownerId: owner.id,
      from: at(-10),
      to: at(20),
    });
    const second = await leaseRange(t, {
      block,
      cidr: '203.0.113.128/25',
      lesseeId: b.id,
      ownerId: owner.id,
      from: at(-10),
      to: at(20),
    });
    const broad = await sendXarf(xarf('203.0.113.0/24', at(-1)));
    expect(broad.body).toEqual({
      outcome: 'too_broad',
      reference: null,
      title: ABUSE_CASE_MESSAGES.tooBroad.title,
      message: ABUSE_CASE_MESSAGES.tooBroad.description,
    });
    const narrow = await sendXarf(xarf('203.0.113.128/26', at(-1)));
    expect(narrow.body.outcome).toBe('case_opened');
    expect(await caseOf(narrow.body.reference)).toMatchObject({
      orderIpLeaseId: second.lease.id,
      target: '203.0.113.128/26',
    });
  });
});

describe('one live case per lease, address and category', () => {
  it('makes one case of 50 reports sent at once, counting and keeping every one', async () => {
    const { owner, a } = await people();
    const block = await createAbuseBlock(t, owner.id, '198.18.3.0/24');
    await leaseRange(t, {
      block,
      cidr: '198.18.3.0/24',
      lesseeId: a.id,
      ownerId: owner.id,
      from: at(-10),
      to: at(20),
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => sendXarf(xarf('198.18.3.3', at(-1), 'phishing'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const outcomes = answers.map((answer) => answer.body.outcome as string);
    expect(outcomes.filter((outcome) => outcome === 'case_opened')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'case_joined')).toHaveLength(49);
    expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(1);

    const cases = await t.db.select().from(abuseCases).where(eq(abuseCases.lesseeId, a.id));
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ reportCount: 50, status: 'open', category: 'phishing' });
    const reports = await t.db.select().from(abuseReports).where(eq(abuseReports.caseId, cases[0]!.id));
    expect(reports).toHaveLength(50);
    const events = await t.db
      .select({ kind: abuseCaseEvents.kind })
      .from(abuseCaseEvents)
      .where(eq(abuseCaseEvents.caseId, cases[0]!.id));
    expect(events.filter((event) => event.kind === 'opened')).toHaveLength(1);
    expect(events.filter((event) => event.kind === 'report_joined')).toHaveLength(49);

    // Another category of the same address is another case.
    const other = await sendXarf(xarf('198.18.3.3', at(-1), 'spam'));
    expect(other.body.outcome).toBe('case_opened');
    expect(other.body.reference).not.toBe(answers[0]!.body.reference);
    // The program has sent 51 reports this hour: the next tests start in the next one.
    t.clock.advance(HOUR);
  });

  it('a report after the case closed opens a new one', async () => {
    const { owner, a } = await people();
    const block = await createAbuseBlock(t, owner.id, '198.18.4.0/24');
    await leaseRange(t, {
      block,
      cidr: '198.18.4.0/24',
      lesseeId: a.id,
      ownerId: owner.id,
      from: at(-10),
      to: at(20),
    });
    const first = await sendXarf(xarf('198.18.4.4', at(-1)));
    await t.db
      .update(abuseCases)
      .set({ status: 'closed', outcome: 'upheld', closedAt: t.clock.now() })
      .where(eq(abuseCases.reference, first.body.reference));
    const next = await sendXarf(xarf('198.18.4.4', at(-1)));
    expect(next.body.outcome).toBe('case_opened');
    expect(next.body.reference).not.toBe(first.body.reference);
  });
});

describe('the fixtures of decision 262', () => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  let lessee: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    owner = await createUser(t, { role: 'monetizer' });
    lessee = await createUser(t);
    for (const cidr of ['192.0.2.0/24', '198.51.100.0/24', '2001:db8::/48']) {
      const block = await createAbuseBlock(t, owner.id, cidr);
      await leaseRange(t, { block, cidr, lesseeId: lessee.id, ownerId: owner.id, from: at(-30), to: at(30) });
    }
  });

  async function expectCase(
    reference: string,
    values: { target: string; category: string; evidence: string[] },
  ) {
    const found = await caseOf(reference);
    expect(found).toMatchObject({ target: values.target, category: values.category, lesseeId: lessee.id });
    const reports = await t.db
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.caseId, found.id))
      .orderBy(asc(abuseReports.receivedAt));
    const evidence = await t.db
      .select()
      .from(abuseEvidence)
      .where(eq(abuseEvidence.reportId, reports[0]!.id));
    expect(evidence.map((file) => file.contentType)).toEqual(values.evidence);
    for (const file of evidence) expect(await t.ctx.storage.get(file.storageKey)).not.toBeNull();
  }

  it('routes XARF v4 (spam, phishing) and v3 (botnet) reports', async () => {
    const spam = await sendXarf(JSON.parse(fixture('xarf-v4-spam.json').toString()));
    expect(spam.status, JSON.stringify(spam.body)).toBe(201);
    await expectCase(spam.body.reference, {
      target: '192.0.2.100/32',
      category: 'spam',
      evidence: ['message/rfc822'],
    });

    const phishing = await sendXarf(JSON.parse(fixture('xarf-v4-phishing.json').toString()));
    expect(phishing.status, JSON.stringify(phishing.body)).toBe(201);
    await expectCase(phishing.body.reference, {
      target: '2001:db8::25/128',
      category: 'phishing',
      evidence: expect.any(Array) as unknown as string[],
    });

    const botnet = await sendXarf(JSON.parse(fixture('xarf-v3-botnet.json').toString()));
    expect(botnet.status, JSON.stringify(botnet.body)).toBe(201);
    await expectCase(botnet.body.reference, {
      target: '198.51.100.25/32',
      category: 'botnet',
      evidence: expect.any(Array) as unknown as string[],
    });

    // The same report again joins its case.
    const again = await sendXarf(JSON.parse(fixture('xarf-v4-spam.json').toString()));
    expect(again.body).toMatchObject({ outcome: 'case_joined', reference: spam.body.reference });
  });

  it('routes an ARF mail upload, keeping the original message as evidence', async () => {
    const form = buildMultipart({}, [
      {
        field: 'message',
        filename: 'report.eml',
        contentType: 'message/rfc822',
        content: fixture('rfc5965-appendix-b2.eml'),
      },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/abuse/arf',
      headers: { authorization: `Bearer ${abuseToken}`, ...form.headers },
      payload: form.body,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const body = sent.json();
    expect(body.outcome).toBe('case_opened');
    await expectCase(body.reference, {
      target: '192.0.2.1/32',
      category: 'spam',
      evidence: ['message/rfc822'],
    });

    const notAReport = buildMultipart({}, [
      {
        field: 'message',
        filename: 'x.eml',
        contentType: 'message/rfc822',
        content: Buffer.from('Subject: hi\r\n\r\nhello'),
      },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/abuse/arf',
      headers: { authorization: `Bearer ${abuseToken}`, ...notAReport.headers },
      payload: notAReport.body,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().title).toBe('Not a feedback report');
  });

  it("mails the reporter the case's private link, whose page shows the case", async () => {
    const mailsBefore = t.sentMail.length;
    const sent = await sendXarf(xarf('192.0.2.77', at(-1)));
    const mail = t.sentMail.slice(mailsBefore).find((message) => message.to === 'abuse-desk@example.net');
    expect(mail?.text).toContain(sent.body.reference);
    const token = mail!.text.match(/\/report-abuse\/follow\?token=([\w-]+)/)![1]!;
    const page = await t.client().post('/api/abuse/reports/open', { token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      outcome: 'case_opened',
      reference: sent.body.reference,
      target: '192.0.2.77',
    });
    expect(JSON.stringify(page.body)).not.toContain(lessee.email);
  });
});
