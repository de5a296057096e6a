import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ABUSE_LIST_PAGE_SIZE, ABUSE_NOTE_MAX } from '@netlease/shared/abuse-cases';
import { abuseCaseEvents, abuseCases, auditLogs, notifications } from '../../../platform/db/schema/index';
import { HOUR } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { addressIn, createAbuseCase, createLease, EVIDENCE_TEXT } from '../../../test/abuse-factories';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NOTE = { note: 'We suspended the customer VM that sent it and rotated its credentials.' };

/** A lessee, an owner, a lease between them and an open spam case on it (with evidence). */
async function caseOnLease(options: Parameters<typeof createAbuseCase>[2] = {}) {
  const owner = await signInAs(t, { role: 'monetizer', name: 'Range Owner BV' });
  const lessee = await signInAs(t, { name: 'Lessee Hosting Ltd' });
  const lease = await createLease(t, { lesseeId: lessee.user.id, ownerId: owner.user.id });
  const abuseCase = await createAbuseCase(t, lease, { evidence: true, ...options });
  return { owner, lessee, lease, abuseCase };
}

const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the lessee and the owner read their cases', () => {
  it('lists live cases by deadline, closed ones by closing time, for the lessee and the owner', async () => {
    const { owner, lessee, lease, abuseCase: spam } = await caseOnLease();
    // Phishing has 24 hours, spam 48: the phishing case opened later is due first.
    t.clock.advance(HOUR);
    const phishing = await createAbuseCase(t, lease, {
      category: 'phishing',
      target: addressIn(lease.cidr, 9),
    });
    const oldClosed = await createAbuseCase(t, lease, {
      status: 'closed',
      closedAt: new Date(t.clock.now().getTime() - 5 * HOUR),
    });
    const newClosed = await createAbuseCase(t, lease, {
      status: 'closed',
      outcome: 'dismissed',
      closedAt: new Date(t.clock.now().getTime() - HOUR),
    });

    const live = await lessee.client.get('/api/abuse/cases');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ total: 2, page: 1, pageSize: ABUSE_LIST_PAGE_SIZE });
    expect(live.body.items.map((item: { id: string }) => item.id)).toEqual([phishing.id, spam.id]);
    expect(live.body.items[1]).toEqual({
      id: spam.id,
      reference: spam.reference,
      target: addressIn(lease.cidr, 7),
      leasedPrefix: lease.cidr,
      category: 'spam',
      status: 'open',
      outcome: null,
      reportCount: 1,
      openedAt: spam.openedAt.toISOString(),
      deadlineAt: new Date(spam.openedAt.getTime() + 48 * HOUR).toISOString(),
      overdue: false,
      leaseSuspended: false,
      orderId: lease.order.id,
      lesseeName: 'Lessee Hosting Ltd',
    });

    const closed = await lessee.client.get('/api/abuse/cases?state=closed');
    expect(closed.body.items.map((item: { id: string }) => item.id)).toEqual([newClosed.id, oldClosed.id]);
    expect(closed.body.items[0]).toMatchObject({ status: 'closed', outcome: 'dismissed' });
    const all = await lessee.client.get('/api/abuse/cases?state=all');
    expect(all.body.items.map((item: { id: string }) => item.id)).toEqual([
      phishing.id,
      spam.id,
      newClosed.id,
      oldClosed.id,
    ]);

    // The owner sees the cases on their ranges; as a lessee they have none.
    const asOwner = await owner.client.get('/api/abuse/cases?as=owner&state=all');
    expect(asOwner.body.total).toBe(4);
    expect((await owner.client.get('/api/abuse/cases')).body).toMatchObject({ total: 0, items: [] });
    // Someone else sees nothing of them.
    const stranger = await signInAs(t);
    expect((await stranger.client.get('/api/abuse/cases?as=owner&state=all')).body.total).toBe(0);

    // Only the cases waiting for the lessee's answer count.
    expect((await lessee.client.get('/api/abuse/cases/count')).body).toEqual({ waiting: 2 });
    expect((await owner.client.get('/api/abuse/cases/count')).body).toEqual({ waiting: 0 });
  });

  it('pages the list', async () => {
    const { lessee, lease } = await caseOnLease();
    for (let index = 1; index <= ABUSE_LIST_PAGE_SIZE; index += 1) {
      await createAbuseCase(t, lease, { target: addressIn(lease.cidr, 10 + index) });
    }
    const second = await lessee.client.get('/api/abuse/cases?page=2');
    expect(second.body).toMatchObject({ total: ABUSE_LIST_PAGE_SIZE + 1, page: 2 });
    expect(second.body.items).toHaveLength(1);
  });

  it("shows each party its part: the reporter's address to staff alone, each thread to its readers", async () => {
    const { owner, lessee, abuseCase } = await caseOnLease({ reporterEmail: 'desk@abuse.example.org' });
    const staff = await signInAs(t, { role: 'staff' });
    t.clock.advance(1000);
    expect(
      (await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/messages`, { body: 'Looking into it.' }))
        .status,
    ).toBe(201);
    t.clock.advance(1000);
    expect(
      (await owner.client.post(`/api/abuse/cases/${abuseCase.id}/messages`, { body: 'Please suspend them.' }))
        .status,
    ).toBe(201);

    const asLessee = await lessee.client.get(`/api/abuse/cases/${abuseCase.id}`);
    expect(asLessee.status).toBe(200);
    expect(asLessee.body).toMatchObject({
      viewerRole: 'lessee',
      ownerName: 'Range Owner BV',
      lesseeName: 'Lessee Hosting Ltd',
      suspendableAt: null,
      closedAt: null,
      staff: null,
    });
    expect(asLessee.body.reports).toEqual([
      {
        id: abuseCase.reports[0]!.id,
        source: 'form',
        seenAt: abuseCase.reports[0]!.seenAt.toISOString(),
        receivedAt: abuseCase.reports[0]!.receivedAt.toISOString(),
        description: 'Spam run number 1 from this address.',
        reporterEmail: null,
        reporterOrg: null,
        evidence: [
          {
            id: abuseCase.evidence!.id,
            filename: 'headers.txt',
            contentType: 'text/plain',
            sizeBytes: EVIDENCE_TEXT.length,
          },
        ],
      },
    ]);
    expect(asLessee.body.events.map((event: { kind: string }) => event.kind)).toEqual(['opened', 'message']);

    const asOwner = await owner.client.get(`/api/abuse/cases/${abuseCase.id}`);
    expect(asOwner.body).toMatchObject({ viewerRole: 'owner', staff: null });
    expect(asOwner.body.reports[0]).toMatchObject({ reporterEmail: null, reporterOrg: null });
    expect(asOwner.body.events.map((event: { kind: string }) => event.kind)).toEqual([
      'opened',
      'owner_request',
    ]);

    const asStaff = await staff.client.get(`/api/abuse/cases/${abuseCase.id}`);
    expect(asStaff.body).toMatchObject({
      viewerRole: 'staff',
      staff: {
        canAccept: false,
        canReopen: false,
        canSuspend: false,
        canLiftSuspension: false,
        canEndLease: false,
        upheldOnLease: 0,
      },
    });
    expect(asStaff.body.reports[0]).toMatchObject({
      reporterEmail: 'desk@abuse.example.org',
      reporterOrg: 'Example Abuse Desk',
    });
    expect(asStaff.body.events.map((event: { kind: string }) => event.kind)).toEqual([
      'opened',
      'message',
      'owner_request',
    ]);
  });

  it('serves the evidence to the parties and staff as an attachment, and 404 to anyone else', async () => {
    const { owner, lessee, abuseCase } = await caseOnLease();
    const staff = await signInAs(t, { role: 'staff' });
    const url = `/api/abuse/cases/${abuseCase.id}/evidence/${abuseCase.evidence!.id}`;
    for (const client of [lessee.client, owner.client, staff.client]) {
      const response = await client.get(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="headers.txt"; filename*=UTF-8''headers.txt`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toBe(EVIDENCE_TEXT);
    }
    const stranger = await signInAs(t);
    const refused = await stranger.client.get(url);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ title: 'Case not found' });
    // Evidence of another case through this case's address: the same 404.
    const other = await caseOnLease();
    const crossed = await lessee.client.get(
      `/api/abuse/cases/${abuseCase.id}/evidence/${other.abuseCase.evidence!.id}`,
    );
    expect(crossed.status).toBe(404);
    expect((await t.client().get(url)).status).toBe(401);
  });
});

describe("the lessee's answers", () => {
  it('acknowledges, then resolves: the owner is told, each step recorded and audited', async () => {
    const { owner, lessee, abuseCase } = await caseOnLease();
    t.clock.advance(HOUR);
    const acknowledged = await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/acknowledge`);
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body).toMatchObject({
      title: 'Case acknowledged',
      message: 'The reporter and the owner see that you are working on it.',
      case: { id: abuseCase.id, status: 'acknowledged', viewerRole: 'lessee' },
    });
    // Acknowledging does not stop the clock: the case still counts as waiting.
    expect((await lessee.client.get('/api/abuse/cases/count')).body).toEqual({ waiting: 1 });

    t.clock.advance(HOUR);
    const resolved = await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/resolve`, {
      note: `  ${NOTE.note}  `,
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      title: 'Case resolved',
      message: 'Staff will review what you did. The reporter sees your answer.',
      case: { status: 'resolved' },
    });
    expect(resolved.body.case.events.at(-1)).toMatchObject({
      kind: 'resolved',
      actor: 'lessee',
      body: NOTE.note,
      at: t.clock.now().toISOString(),
    });
    const [row] = await t.db.select().from(abuseCases).where(eq(abuseCases.id, abuseCase.id));
    expect(row).toMatchObject({
      status: 'resolved',
      answeredAt: t.clock.now(),
      firstAnsweredAt: t.clock.now(),
    });
    expect((await lessee.client.get('/api/abuse/cases/count')).body).toEqual({ waiting: 0 });

    const told = (await notificationsOf(owner.user.id)).filter((note) => note.type === 'abuse_case');
    expect(told.map((note) => note.title)).toEqual(['Abuse case acknowledged', 'Abuse case resolved']);
    expect(told[1]).toMatchObject({
      message: `The lessee resolved Spam reported on ${abuseCase.target.replace('/32', '')} (${abuseCase.reference}). "${NOTE.note}"`,
      link: `/abuse/cases/${abuseCase.id}`,
    });
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, abuseCase.id));
    expect(audits.map((audit) => [audit.action, audit.actorId]).sort()).toEqual([
      ['abuse_case.acknowledged', lessee.user.id],
      ['abuse_case.resolved', lessee.user.id],
    ]);
  });

  it('disputes with the evidence in words; an open case may be disputed at once', async () => {
    const { lessee, abuseCase } = await caseOnLease();
    const note = 'The mail came from a forged envelope; see https://example.net/headers for the real path.';
    const disputed = await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/dispute`, { note });
    expect(disputed.status).toBe(200);
    expect(disputed.body).toMatchObject({ title: 'Case disputed', case: { status: 'disputed' } });
    const [event] = await t.db
      .select()
      .from(abuseCaseEvents)
      .where(and(eq(abuseCaseEvents.caseId, abuseCase.id), eq(abuseCaseEvents.kind, 'disputed')));
    expect(event).toMatchObject({ actor: 'lessee', actorId: lessee.user.id, body: note });
  });

  it('refuses an answer the state does not allow, with 409 and the reason', async () => {
    const { lessee, abuseCase } = await caseOnLease();
    expect((await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/acknowledge`)).status).toBe(200);
    const again = await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/acknowledge`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'conflict',
      title: 'Not possible now',
      message: 'The case is not in a state that allows this.',
    });
    expect((await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/resolve`, NOTE)).status).toBe(200);
    for (const step of ['acknowledge', 'resolve', 'dispute']) {
      const refused = await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/${step}`, NOTE);
      expect(refused.status).toBe(409);
      expect(refused.body.title).toBe('Not possible now');
    }
    const closed = await caseOnLease({ status: 'closed' });
    const late = await closed.lessee.client.post(`/api/abuse/cases/${closed.abuseCase.id}/resolve`, NOTE);
    expect(late.status).toBe(409);
    expect(
      (
        await closed.lessee.client.post(`/api/abuse/cases/${closed.abuseCase.id}/messages`, {
          body: 'Hello?',
        })
      ).status,
    ).toBe(409);
  });

  it.each([
    ['no note', {}, 'Note required', 'Say what you did, or why the report is wrong.'],
    ['an empty note', { note: '   ' }, 'Note required', 'Say what you did, or why the report is wrong.'],
    [
      'a note too long',
      { note: 'x'.repeat(ABUSE_NOTE_MAX + 1) },
      'Note too long',
      'Use at most 5,000 characters.',
    ],
  ])('refuses %s with the product message and changes nothing', async (_name, body, title, message) => {
    const { lessee, abuseCase } = await caseOnLease();
    for (const step of ['resolve', 'dispute']) {
      const refused = await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/${step}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'bad_request', title, message });
    }
    const message_ = await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/messages`, {
      body: (body as { note?: string }).note,
    });
    expect(message_.status).toBe(400);
    expect(message_.body).toMatchObject({ title });
    const [row] = await t.db.select().from(abuseCases).where(eq(abuseCases.id, abuseCase.id));
    expect(row!.status).toBe('open');
  });
});

describe('messages', () => {
  it('the lessee writes to staff, the owner asks staff to act, staff answer on any case', async () => {
    const { owner, lessee, abuseCase } = await caseOnLease();
    const staff = await signInAs(t, { role: 'staff' });
    t.clock.advance(1000);
    const fromLessee = await lessee.client.post(`/api/abuse/cases/${abuseCase.id}/messages`, {
      body: 'Which mail server?',
    });
    expect(fromLessee.status).toBe(201);
    expect(fromLessee.body).toMatchObject({
      title: 'Message sent',
      message: 'Your message was added to the case.',
    });
    t.clock.advance(1000);
    const fromOwner = await owner.client.post(`/api/abuse/cases/${abuseCase.id}/messages`, {
      body: 'This is the third time; please act.',
    });
    expect(fromOwner.status).toBe(201);
    expect(fromOwner.body).toMatchObject({ title: 'Request sent', message: 'Staff will read your request.' });
    expect(fromOwner.body.case.events.at(-1)).toMatchObject({ kind: 'owner_request', actor: 'owner' });

    t.clock.advance(1000);
    const fromStaff = await staff.client.post(`/api/abuse/cases/${abuseCase.id}/messages`, {
      body: 'The one at mail.example.net.',
    });
    expect(fromStaff.status).toBe(201);
    expect(fromStaff.body.case.events.at(-1)).toMatchObject({ kind: 'message', actor: 'staff' });
    expect(
      (await notificationsOf(lessee.user.id)).filter((note) => note.title === 'New message on an abuse case'),
    ).toHaveLength(1);
    // Staff still write on a closed case.
    const closed = await caseOnLease({ status: 'closed' });
    expect(
      (
        await staff.client.post(`/api/abuse/cases/${closed.abuseCase.id}/messages`, {
          body: 'For the record.',
        })
      ).status,
    ).toBe(201);
  });
});

describe('who may do what', () => {
  it('answers a visitor 401 and anyone not a party 404, the owner 404 on the lessee-only answers', async () => {
    const { owner, abuseCase } = await caseOnLease();
    const visitor = t.client();
    expect((await visitor.get('/api/abuse/cases')).status).toBe(401);
    expect((await visitor.get('/api/abuse/cases/count')).status).toBe(401);
    expect((await visitor.get(`/api/abuse/cases/${abuseCase.id}`)).status).toBe(401);
    expect((await visitor.post(`/api/abuse/cases/${abuseCase.id}/resolve`, NOTE)).status).toBe(401);

    const stranger = await signInAs(t, { role: 'monetizer' });
    const read = await stranger.client.get(`/api/abuse/cases/${abuseCase.id}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({
      code: 'not_found',
      title: 'Case not found',
      message: 'The abuse case does not exist or is not yours.',
    });
    for (const step of ['acknowledge', 'resolve', 'dispute']) {
      expect((await stranger.client.post(`/api/abuse/cases/${abuseCase.id}/${step}`, NOTE)).status).toBe(404);
      expect((await owner.client.post(`/api/abuse/cases/${abuseCase.id}/${step}`, NOTE)).status).toBe(404);
    }
    expect(
      (await stranger.client.post(`/api/abuse/cases/${abuseCase.id}/messages`, { body: 'Hi' })).status,
    ).toBe(404);
    const staff = await signInAs(t, { role: 'staff' });
    expect((await staff.client.post(`/api/abuse/cases/${abuseCase.id}/resolve`, NOTE)).status).toBe(404);
    const missing = await stranger.client.get('/api/abuse/cases/00000000-0000-4000-8000-000000000000');
    expect(missing.body).toEqual(read.body);
  });

  it('a read token lists and reads but cannot answer; a trade token answers; an abuse token reaches nothing', async () => {
    const { lessee, abuseCase } = await caseOnLease();
    const read = await createTokenFor(lessee.client, { scope: 'read' });
    const listed = await callWithToken(t, read.secret, 'GET', '/api/abuse/cases');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([abuseCase.id]);
    expect((await callWithToken(t, read.secret, 'GET', `/api/abuse/cases/${abuseCase.id}`)).status).toBe(200);
    const refused = await callWithToken(
      t,
      read.secret,
      'POST',
      `/api/abuse/cases/${abuseCase.id}/resolve`,
      NOTE,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ title: 'Read-only API token' });

    const trade = await createTokenFor(lessee.client, { scope: 'trade' });
    const resolved = await callWithToken(
      t,
      trade.secret,
      'POST',
      `/api/abuse/cases/${abuseCase.id}/resolve`,
      NOTE,
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.case.status).toBe('resolved');

    const abuse = await createTokenFor(lessee.client, { scope: 'abuse' });
    const blocked = await callWithToken(t, abuse.secret, 'GET', '/api/abuse/cases');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ title: 'Abuse reporting token' });
  });

  it("a staff member's token reads only as a customer: another user's case is 404", async () => {
    const { abuseCase } = await caseOnLease();
    const staff = await signInAs(t, { role: 'staff' });
    const token = await createTokenFor(staff.client, { scope: 'read' });
    expect((await callWithToken(t, token.secret, 'GET', `/api/abuse/cases/${abuseCase.id}`)).status).toBe(
      404,
    );
  });
});
