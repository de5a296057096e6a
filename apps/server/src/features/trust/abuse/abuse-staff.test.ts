import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ABUSE_REASON_MAX } from '@netlease/shared/abuse-cases';
import { formatUtcDateTime } from '@netlease/shared/format';
import { abuseCaseEvents, abuseCases, auditLogs, notifications } from '../../../platform/db/schema/index';
import { HOUR } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { addressIn, createAbuseCase, createLease } from '../../../test/abuse-factories';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
});
// Each test moves the clock on by hours: staff sign in afresh, as a staff session does not last that long.
beforeEach(async () => {
  staff = await signInAs(t, { role: 'staff' });
});
afterAll(async () => {
  await t.close();
});

const REASON = { reason: 'The lessee removed the mailer; the reporter confirms it stopped.' };

/** A lessee with a name of their own (so the queue can be filtered to this test), an owner and a lease. */
async function lessorAndLessee() {
  const tag = randomUUID().slice(0, 8);
  const owner = await signInAs(t, { role: 'monetizer', name: `Owner ${tag}` });
  const lessee = await signInAs(t, { name: `Lessee ${tag}`, email: `lessee-${tag}@example.com` });
  const lease = await createLease(t, { lesseeId: lessee.user.id, ownerId: owner.user.id });
  return { tag, owner, lessee, lease };
}

const queueOf = async (query: string) => {
  const response = await staff.client.get(`/api/staff/abuse/cases?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items.map((item: { id: string }) => item.id) as string[];
};

describe('the queue', () => {
  it('shows live cases by time left, overdue first, answered after; filters narrow it', async () => {
    const { tag, lessee, lease } = await lessorAndLessee();
    const spam = await createAbuseCase(t, lease, { category: 'spam', target: addressIn(lease.cidr, 1) });
    const answered = await createAbuseCase(t, lease, {
      category: 'scanning',
      status: 'disputed',
      target: addressIn(lease.cidr, 2),
    });
    const closed = await createAbuseCase(t, lease, { status: 'closed', target: addressIn(lease.cidr, 3) });
    t.clock.advance(HOUR);
    const phishing = await createAbuseCase(t, lease, {
      category: 'phishing',
      target: addressIn(lease.cidr, 4),
    });
    // 30 hours on: the phishing case (24 h) is overdue, the spam case (48 h) is not.
    t.clock.advance(29 * HOUR);
    staff = await signInAs(t, { role: 'staff' });

    expect(await queueOf(`lessee=${tag}`)).toEqual([phishing.id, spam.id, answered.id]);
    const page = await staff.client.get(`/api/staff/abuse/cases?lessee=${tag}`);
    expect(page.body.items[0]).toMatchObject({ id: phishing.id, overdue: true, lesseeName: `Lessee ${tag}` });
    expect(page.body.items[1]).toMatchObject({ id: spam.id, overdue: false });
    expect(page.body.total).toBe(3);

    expect(await queueOf(`lessee=${tag}&overdue=true`)).toEqual([phishing.id]);
    expect(await queueOf(`lessee=${tag}&overdue=false`)).toEqual([spam.id, answered.id]);
    expect(await queueOf(`lessee=${tag}&category=spam`)).toEqual([spam.id]);
    expect(await queueOf(`lessee=${tag}&status=closed`)).toEqual([closed.id]);
    expect(await queueOf(`lessee=${encodeURIComponent(lessee.user.email.toUpperCase())}`)).toEqual([
      phishing.id,
      spam.id,
      answered.id,
    ]);
    // By range: the prefix holding the addresses, one address, or an unrelated prefix.
    expect(await queueOf(`lessee=${tag}&range=${encodeURIComponent(lease.cidr)}`)).toHaveLength(3);
    expect(await queueOf(`range=${addressIn(lease.cidr, 1)}`)).toEqual([spam.id]);
    expect(await queueOf(`lessee=${tag}&range=${encodeURIComponent('203.0.113.0/24')}`)).toEqual([]);
  });

  it('refuses a range that is not an address or prefix, with the form’s messages', async () => {
    for (const [range, title] of [
      ['not-an-address', 'Invalid IP address'],
      ['10.0.0.0/8', 'Prefix too large'],
      ['198.18.0.1/24', 'Invalid IP address'],
    ] as const) {
      const refused = await staff.client.get(`/api/staff/abuse/cases?range=${encodeURIComponent(range)}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'bad_request', title });
    }
  });

  it('is for staff and admins: a leaser or a monetizer 403, a visitor 401, any token 403', async () => {
    const admin = await signInAs(t, { role: 'admin' });
    expect((await admin.client.get('/api/staff/abuse/cases')).status).toBe(200);
    const { owner, lessee, lease } = await lessorAndLessee();
    const abuseCase = await createAbuseCase(t, lease, { status: 'resolved' });
    for (const client of [owner.client, lessee.client]) {
      expect((await client.get('/api/staff/abuse/cases')).status).toBe(403);
      const refused = await client.post(`/api/staff/abuse/cases/${abuseCase.id}/accept`, REASON);
      expect(refused.status).toBe(403);
    }
    expect((await t.client().get('/api/staff/abuse/cases')).status).toBe(401);
    expect((await t.client().post(`/api/staff/abuse/cases/${abuseCase.id}/accept`, REASON)).status).toBe(401);
    const token = await createTokenFor(staff.client, { scope: 'trade' });
    for (const [method, path] of [
      ['GET', '/api/staff/abuse/cases'],
      ['POST', `/api/staff/abuse/cases/${abuseCase.id}/accept`],
      ['POST', `/api/staff/abuse/cases/${abuseCase.id}/suspend-lease`],
    ] as const) {
      const refused = await callWithToken(
        t,
        token.secret,
        method,
        path,
        method === 'POST' ? REASON : undefined,
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ title: 'Not available with an API token' });
    }
    const [row] = await t.db.select().from(abuseCases).where(eq(abuseCases.id, abuseCase.id));
    expect(row!.status).toBe('resolved');
  });
});

describe('accepting and reopening', () => {
  it('closes a resolution upheld and a dispute dismissed; both parties told, audited', async () => {
    const { owner, lessee, lease } = await lessorAndLessee();
    const resolved = await createAbuseCase(t, lease, {
      status: 'resolved',
      target: addressIn(lease.cidr, 1),
    });
    const disputed = await createAbuseCase(t, lease, {
      status: 'disputed',
      target: addressIn(lease.cidr, 2),
    });
    t.clock.advance(HOUR);

    const upheld = await staff.client.post(`/api/staff/abuse/cases/${resolved.id}/accept`, REASON);
    expect(upheld.status).toBe(200);
    expect(upheld.body).toMatchObject({
      title: 'Case closed',
      message: 'The case is closed and both parties were told.',
      case: {
        status: 'closed',
        outcome: 'upheld',
        closedAt: t.clock.now().toISOString(),
        viewerRole: 'staff',
      },
    });
    expect(upheld.body.case.events.at(-1)).toMatchObject({
      kind: 'accepted',
      actor: 'staff',
      body: REASON.reason,
    });
    const dismissed = await staff.client.post(`/api/staff/abuse/cases/${disputed.id}/accept`, REASON);
    expect(dismissed.body.case).toMatchObject({ status: 'closed', outcome: 'dismissed' });

    for (const party of [owner, lessee]) {
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, party.user.id), eq(notifications.type, 'abuse_case')));
      expect(told.map((note) => note.title).sort()).toEqual(['Abuse case closed', 'Abuse report dismissed']);
      expect(told.find((note) => note.title === 'Abuse case closed')).toMatchObject({
        message: `Staff accepted the resolution of Spam reported on ${addressIn(lease.cidr, 1)} (${resolved.reference}) and closed it: ${REASON.reason}`,
        link: `/abuse/cases/${resolved.id}`,
      });
    }
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, resolved.id), eq(auditLogs.action, 'abuse_case.accepted')));
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      targetType: 'abuse_case',
      before: { status: 'resolved' },
      after: { status: 'closed', outcome: 'upheld', reason: REASON.reason },
    });
  });

  it('refuses to accept a case the lessee has not answered, or one already closed', async () => {
    const { lease } = await lessorAndLessee();
    for (const [index, status] of (['open', 'acknowledged', 'closed'] as const).entries()) {
      const abuseCase = await createAbuseCase(t, lease, {
        status,
        target: addressIn(lease.cidr, 10 + index),
      });
      const refused = await staff.client.post(`/api/staff/abuse/cases/${abuseCase.id}/accept`, REASON);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'conflict',
        title: 'Nothing to accept',
        message: 'The lessee has not resolved or disputed the case yet.',
      });
    }
    const missing = await staff.client.post(`/api/staff/abuse/cases/${randomUUID()}/accept`, REASON);
    expect(missing.status).toBe(404);
  });

  it.each([
    ['no reason', {}, 'Reason required', 'Give the reason; both parties read it.'],
    ['a blank reason', { reason: ' \n ' }, 'Reason required', 'Give the reason; both parties read it.'],
    [
      'a reason too long',
      { reason: 'x'.repeat(ABUSE_REASON_MAX + 1) },
      'Reason too long',
      'Use at most 1,000 characters.',
    ],
  ])('refuses %s on every step, changing nothing', async (_name, body, title, message) => {
    const { lease } = await lessorAndLessee();
    const abuseCase = await createAbuseCase(t, lease, { status: 'resolved' });
    for (const step of ['accept', 'reopen', 'suspend-lease', 'lift-suspension', 'end-lease']) {
      const refused = await staff.client.post(`/api/staff/abuse/cases/${abuseCase.id}/${step}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'bad_request', title, message });
    }
    const refused = await staff.client.post('/api/staff/abuse/cases/close-duplicates', {
      ...body,
      caseIds: [randomUUID()],
      duplicateOf: abuseCase.id,
    });
    expect(refused.body).toMatchObject({ title });
    const [row] = await t.db.select().from(abuseCases).where(eq(abuseCases.id, abuseCase.id));
    expect(row!.status).toBe('resolved');
  });

  it('reopens an answered or closed case with a new deadline from now; never a waiting one', async () => {
    const { owner, lessee, lease } = await lessorAndLessee();
    const abuseCase = await createAbuseCase(t, lease, { status: 'resolved' });
    t.clock.advance(10 * HOUR);
    staff = await signInAs(t, { role: 'staff' });
    const reopened = await staff.client.post(`/api/staff/abuse/cases/${abuseCase.id}/reopen`, REASON);
    expect(reopened.status).toBe(200);
    const deadline = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString();
    expect(reopened.body).toMatchObject({
      title: 'Case reopened',
      message: 'The lessee has a new deadline.',
      case: { status: 'open', outcome: null, deadlineAt: deadline, closedAt: null },
    });
    for (const party of [owner, lessee]) {
      const [told] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, party.user.id), eq(notifications.title, 'Abuse case reopened')));
      expect(told!.message).toContain(`The new deadline is ${formatUtcDateTime(new Date(deadline))}.`);
    }
    const again = await staff.client.post(`/api/staff/abuse/cases/${abuseCase.id}/reopen`, REASON);
    expect(again.status).toBe(409);
    expect(again.body.title).toBe('Not possible now');

    // A closed case reopens, unless a newer live case holds its lease, address and category.
    const closed = await createAbuseCase(t, lease, { status: 'closed', target: addressIn(lease.cidr, 20) });
    expect((await staff.client.post(`/api/staff/abuse/cases/${closed.id}/reopen`, REASON)).status).toBe(200);
    const held = await createAbuseCase(t, lease, { status: 'closed' });
    const blocked = await staff.client.post(`/api/staff/abuse/cases/${held.id}/reopen`, REASON);
    expect(blocked.status).toBe(409);
    const [row] = await t.db.select().from(abuseCases).where(eq(abuseCases.id, held.id));
    expect(row!.status).toBe('closed');
  });

  it('two staff accepting at once: one closes the case, the other hears 409', async () => {
    const { lease } = await lessorAndLessee();
    const abuseCase = await createAbuseCase(t, lease, { status: 'resolved' });
    const other = await signInAs(t, { role: 'staff' });
    const answers = await Promise.all([
      staff.client.post(`/api/staff/abuse/cases/${abuseCase.id}/accept`, REASON),
      other.client.post(`/api/staff/abuse/cases/${abuseCase.id}/accept`, REASON),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const events = await t.db
      .select()
      .from(abuseCaseEvents)
      .where(and(eq(abuseCaseEvents.caseId, abuseCase.id), eq(abuseCaseEvents.kind, 'accepted')));
    expect(events).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, abuseCase.id), eq(auditLogs.action, 'abuse_case.accepted')));
    expect(audits).toHaveLength(1);
  });
});

describe('closing duplicates', () => {
  it('closes cases of the same lease and category into one, telling both parties', async () => {
    const { owner, lease } = await lessorAndLessee();
    const kept = await createAbuseCase(t, lease, { target: addressIn(lease.cidr, 1) });
    const first = await createAbuseCase(t, lease, { target: addressIn(lease.cidr, 2) });
    const second = await createAbuseCase(t, lease, { target: addressIn(lease.cidr, 3), status: 'resolved' });
    t.clock.advance(1000);
    const closed = await staff.client.post('/api/staff/abuse/cases/close-duplicates', {
      caseIds: [first.id, second.id, first.id],
      duplicateOf: kept.id,
      ...REASON,
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({
      title: 'Duplicates closed',
      message: 'The cases were closed into the case you chose.',
    });
    for (const id of [first.id, second.id]) {
      const [row] = await t.db.select().from(abuseCases).where(eq(abuseCases.id, id));
      expect(row).toMatchObject({ status: 'closed', outcome: 'duplicate', duplicateOf: kept.id });
      const detail = await staff.client.get(`/api/abuse/cases/${id}`);
      expect(detail.body.events.at(-1)).toMatchObject({
        kind: 'closed_duplicate',
        body: `Closed as a duplicate of ${kept.reference}: ${REASON.reason}`,
      });
      expect(detail.body.staff).toMatchObject({ canReopen: false, canAccept: false });
    }
    const [keptRow] = await t.db.select().from(abuseCases).where(eq(abuseCases.id, kept.id));
    expect(keptRow!.status).toBe('open');
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner.user.id),
          eq(notifications.title, 'Abuse case closed as a duplicate'),
        ),
      );
    expect(told).toHaveLength(2);
    expect(
      await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'abuse_case.closed_duplicate')),
    ).toEqual(
      expect.arrayContaining([expect.objectContaining({ targetId: first.id, actorId: staff.user.id })]),
    );
  });

  it('refuses what is not a duplicate, with the reason, and closes nothing', async () => {
    const { lease } = await lessorAndLessee();
    const other = await lessorAndLessee();
    const kept = await createAbuseCase(t, lease, { target: addressIn(lease.cidr, 1) });
    const phishing = await createAbuseCase(t, lease, {
      target: addressIn(lease.cidr, 2),
      category: 'phishing',
    });
    const elsewhere = await createAbuseCase(t, other.lease);
    const sameCase = await createAbuseCase(t, lease, { target: addressIn(lease.cidr, 3) });
    const closed = await createAbuseCase(t, lease, { target: addressIn(lease.cidr, 4), status: 'closed' });
    const send = (body: object) =>
      staff.client.post('/api/staff/abuse/cases/close-duplicates', {
        duplicateOf: kept.id,
        ...REASON,
        ...body,
      });

    const none = await send({ caseIds: [] });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      title: 'Choose cases',
      message: 'Choose the cases to close as duplicates.',
    });
    const itself = await send({ caseIds: [sameCase.id, kept.id] });
    expect(itself.status).toBe(400);
    expect(itself.body).toMatchObject({
      title: 'Choose another case',
      message: 'A case cannot be a duplicate of itself.',
    });
    for (const caseIds of [[phishing.id], [sameCase.id, elsewhere.id]]) {
      const differ = await send({ caseIds });
      expect(differ.status).toBe(400);
      expect(differ.body).toMatchObject({
        title: 'Not duplicates',
        message: 'Only cases of the same lease and category can be closed as duplicates of each other.',
      });
    }
    const already = await send({ caseIds: [sameCase.id, closed.id] });
    expect(already.status).toBe(409);
    const missing = await send({ caseIds: [sameCase.id, randomUUID()] });
    expect(missing.status).toBe(404);
    const [row] = await t.db.select().from(abuseCases).where(eq(abuseCases.id, sameCase.id));
    expect(row!.status).toBe('open');
  });
});
