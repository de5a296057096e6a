import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { geofeedPath } from '@netlease/shared/geofeeds';
import {
  abuseCaseEvents,
  abuseCases,
  auditLogs,
  ipSubnets,
  loaRecords,
  notifications,
  orderIpLeases,
  orders,
} from '../../../platform/db/schema/index';
import { queryRows } from '../../../platform/db/database';
import { DAY, HOUR } from '../../../platform/clock';
import { JOBS } from '../../../jobs';
import { createTestApp, createTwoInstances, type TestApp } from '../../../test/test-app';
import { signInAgain, signInAs } from '../../../test/factories';
import { createApprovedAsn } from '../../../test/trust-fixtures';
import { addressIn, createAbuseCase, createLease } from '../../../test/abuse-factories';

const REASON = { reason: 'No answer 24 hours after the deadline; the phishing page is still up.' };
const clockJob = () => JOBS.find((job) => job.name === 'abuse-clock')!;

/** The lines of a seller's geofeed, without its comments. */
async function feedLines(t: TestApp, sellerId: string) {
  const response = await t.client().get(geofeedPath(sellerId));
  expect(response.status).toBe(200);
  return String(response.body)
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const kindsOf = async (t: TestApp, caseId: string) =>
  (await t.db.select().from(abuseCaseEvents).where(eq(abuseCaseEvents.caseId, caseId))).map(
    (event) => event.kind,
  );

const titlesOf = async (t: TestApp, userId: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'abuse_case')))
  ).map((note) => note.title);

describe('the ladder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A lessee with two leases from one owner, each with a letter of authorization; a case on the first. */
  async function lesseeWithTwoLeases() {
    const owner = await signInAs(t, { role: 'monetizer' });
    const lessee = await signInAs(t);
    const asnId = await createApprovedAsn(t, lessee.user.id);
    const leases = [];
    for (let index = 0; index < 2; index += 1) {
      const lease = await createLease(t, { lesseeId: lessee.user.id, ownerId: owner.user.id, asnId });
      const generated = await owner.client.post('/api/loas/generate', { orderId: lease.order.id });
      expect(generated.status, JSON.stringify(generated.body)).toBe(201);
      leases.push({ ...lease, code: generated.body.loa.verificationCode as string });
    }
    return { owner, lessee, leases: leases as [(typeof leases)[0], (typeof leases)[0]] };
  }

  it('warns at the deadline, allows a suspension 24 hours later, and suspends only that lease', async () => {
    const { owner, lessee, leases } = await lesseeWithTwoLeases();
    const [affected, other] = leases;
    const abuseCase = await createAbuseCase(t, affected, { category: 'phishing' });
    const deadline = abuseCase.deadlineAt.getTime();
    const run = () => clockJob().run(t.ctx);

    t.clock.set(new Date(deadline - 1));
    expect(await run()).toEqual({ warned: 0, suspendable: 0 });
    expect(await kindsOf(t, abuseCase.id)).toEqual(['opened']);

    // Exactly at the deadline: a reminder and a warning, both parties told, the warning audited.
    t.clock.set(new Date(deadline));
    expect(await run()).toEqual({ warned: 1, suspendable: 0 });
    const events = (await (await signInAgain(t, lessee.user)).get(`/api/abuse/cases/${abuseCase.id}`)).body
      .events;
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(['opened', 'reminder', 'warning']);
    for (const party of [owner, lessee])
      expect(await titlesOf(t, party.user.id)).toEqual(['Abuse deadline missed']);
    const [warned] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, abuseCase.id), eq(auditLogs.action, 'abuse_case.warned')));
    expect(warned).toMatchObject({ actorId: null, targetType: 'abuse_case' });
    expect(await run()).toEqual({ warned: 0, suspendable: 0 });

    // Too early for a suspension: the staff step is refused, and the case says when it may be.
    const staff = await signInAs(t, { role: 'staff' });
    const early = await staff.client.post(`/api/staff/abuse/cases/${abuseCase.id}/suspend-lease`, REASON);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      title: 'Not yet',
      message:
        'A lease can be suspended only 24 hours after a missed deadline, while the case is still unanswered.',
    });
    const detail = await (await signInAgain(t, lessee.user)).get(`/api/abuse/cases/${abuseCase.id}`);
    expect(detail.body).toMatchObject({
      overdue: true,
      suspendableAt: new Date(deadline + DAY).toISOString(),
    });

    t.clock.set(new Date(deadline + DAY - 1));
    expect(await run()).toEqual({ warned: 0, suspendable: 0 });
    t.clock.set(new Date(deadline + DAY));
    expect(await run()).toEqual({ warned: 0, suspendable: 1 });
    expect(await kindsOf(t, abuseCase.id)).toContain('suspension_allowed');
    for (const party of [owner, lessee]) {
      expect(await titlesOf(t, party.user.id)).toEqual(['Abuse deadline missed', 'Lease may be suspended']);
    }

    const staffNow = await signInAs(t, { role: 'staff' });
    expect((await staffNow.client.get(`/api/abuse/cases/${abuseCase.id}`)).body.staff).toMatchObject({
      canSuspend: true,
      canLiftSuspension: false,
    });
    expect((await feedLines(t, owner.user.id)).sort()).toEqual(
      [`${affected.cidr},NL,,,`, `${other.cidr},NL,,,`].sort(),
    );
    const suspended = await staffNow.client.post(
      `/api/staff/abuse/cases/${abuseCase.id}/suspend-lease`,
      REASON,
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      title: 'Lease suspended',
      message: 'Only this lease is suspended; both parties were told.',
      case: { leaseSuspended: true, staff: { canSuspend: false, canLiftSuspension: true } },
    });

    // Only that lease: its subnet, its letter and its geofeed line; the lessee's other lease runs on.
    const subnetStatus = async (subnetId: string) =>
      (await t.db.select().from(ipSubnets).where(eq(ipSubnets.id, subnetId)))[0]!.status;
    expect(await subnetStatus(affected.subnetId)).toBe('suspended');
    expect(await subnetStatus(other.subnetId)).toBe('leased');
    const [leaseRow] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.id, affected.lease.id));
    expect(leaseRow).toMatchObject({ abuseSuspendedAt: t.clock.now(), abuseSuspensionCaseId: abuseCase.id });
    const [otherRow] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.id, other.lease.id));
    expect(otherRow!.abuseSuspendedAt).toBeNull();
    expect((await t.client().get(`/api/loas/verify/${affected.code}`)).body.status).toBe('suspended');
    expect((await t.client().get(`/api/loas/verify/${other.code}`)).body.status).toBe('approved');
    expect(await feedLines(t, owner.user.id)).toEqual([`${other.cidr},NL,,,`]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, affected.order.id));
    expect(order!.status).toBe('active');
    expect(await titlesOf(t, lessee.user.id)).toContain('Lease suspended');
    expect(await titlesOf(t, owner.user.id)).toContain('Lease suspended');

    const twice = await staffNow.client.post(`/api/staff/abuse/cases/${abuseCase.id}/suspend-lease`, REASON);
    expect(twice.status).toBe(409);
    expect(twice.body.title).toBe('Already suspended');

    // Lifting puts everything back.
    const lifted = await staffNow.client.post(`/api/staff/abuse/cases/${abuseCase.id}/lift-suspension`, {
      reason: 'The lessee took the page down.',
    });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ title: 'Suspension lifted', case: { leaseSuspended: false } });
    expect(await subnetStatus(affected.subnetId)).toBe('leased');
    expect((await t.client().get(`/api/loas/verify/${affected.code}`)).body.status).toBe('approved');
    expect((await feedLines(t, owner.user.id)).sort()).toEqual(
      [`${affected.cidr},NL,,,`, `${other.cidr},NL,,,`].sort(),
    );
    const again = await staffNow.client.post(
      `/api/staff/abuse/cases/${abuseCase.id}/lift-suspension`,
      REASON,
    );
    expect(again.status).toBe(409);
    expect(again.body.title).toBe('Not suspended');
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, abuseCase.id));
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      'abuse_case.lease_suspended',
      'abuse_case.suspension_lifted',
      'abuse_case.warned',
    ]);
  });

  it('takes no step on an answered case, and an answer after the deadline stops the ladder', async () => {
    const { lessee, leases } = await lesseeWithTwoLeases();
    const answered = await createAbuseCase(t, leases[0], { status: 'resolved' });
    const late = await createAbuseCase(t, leases[1]);
    t.clock.set(new Date(late.deadlineAt.getTime()));
    await clockJob().run(t.ctx);
    expect(await kindsOf(t, answered.id)).toEqual(['opened']);
    expect((await kindsOf(t, late.id)).sort()).toEqual(['opened', 'reminder', 'warning']);
    const client = await signInAgain(t, lessee.user);
    const resolved = await client.post(`/api/abuse/cases/${late.id}/resolve`, {
      note: 'Late, but the mailer is gone now.',
    });
    expect(resolved.status).toBe(200);
    t.clock.advance(2 * DAY);
    expect(await clockJob().run(t.ctx)).toMatchObject({ suspendable: 0 });

    // The record: the case answered before its deadline, and the one answered after its warning.
    const record = await (await signInAgain(t, lessee.user)).get('/api/reputation/me');
    expect(record.body.abuse).toEqual({ answeredInTime: 1, answeredLate: 1, warnings: 1, upheld: 0 });
  });

  it('ends a lease after 3 upheld cases within 90 days, not 2; the range is freed, nothing stays suspended', async () => {
    const { owner, lessee, leases } = await lesseeWithTwoLeases();
    const [lease] = leases;
    const now = t.clock.now().getTime();
    // One upheld case too old to count, two within the window.
    await createAbuseCase(t, lease, {
      status: 'closed',
      target: addressIn(lease.cidr, 1),
      closedAt: new Date(now - 91 * DAY),
    });
    await createAbuseCase(t, lease, {
      status: 'closed',
      target: addressIn(lease.cidr, 2),
      closedAt: new Date(now - 80 * DAY),
    });
    await createAbuseCase(t, lease, {
      status: 'closed',
      target: addressIn(lease.cidr, 3),
      closedAt: new Date(now - DAY),
    });
    const current = await createAbuseCase(t, lease, { status: 'resolved', target: addressIn(lease.cidr, 4) });
    // A suspension first, so the end must lift it.
    await t.db
      .update(abuseCases)
      .set({ status: 'open', suspensionAllowedAt: t.clock.now() })
      .where(eq(abuseCases.id, current.id));
    const staff = await signInAs(t, { role: 'staff' });
    expect(
      (await staff.client.post(`/api/staff/abuse/cases/${current.id}/suspend-lease`, REASON)).status,
    ).toBe(200);
    await t.db.update(abuseCases).set({ status: 'resolved' }).where(eq(abuseCases.id, current.id));

    const early = await staff.client.post(`/api/staff/abuse/cases/${current.id}/end-lease`, REASON);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      title: 'Not allowed',
      message: 'A lease can be ended only after 3 upheld cases within 90 days.',
    });
    expect((await staff.client.get(`/api/abuse/cases/${current.id}`)).body.staff).toMatchObject({
      upheldOnLease: 2,
      canEndLease: false,
    });

    t.clock.advance(HOUR);
    expect((await staff.client.post(`/api/staff/abuse/cases/${current.id}/accept`, REASON)).status).toBe(200);
    t.clock.advance(HOUR);
    const ended = await staff.client.post(`/api/staff/abuse/cases/${current.id}/end-lease`, REASON);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      title: 'Lease ended',
      message: 'The lease has ended; both parties were told.',
      case: { leaseSuspended: false, staff: { canEndLease: false, upheldOnLease: 3 } },
    });
    const endedAt = t.clock.now();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, lease.order.id));
    expect(order).toMatchObject({
      status: 'completed',
      endedAt,
      endReason: REASON.reason,
      autoRenews: false,
    });
    const [term] = await queryRows<{ ends: Date | string }>(
      t.db,
      sql`SELECT upper(term) AS ends FROM order_ip_leases WHERE id = ${lease.lease.id}`,
    );
    expect(new Date(term!.ends)).toEqual(endedAt);
    const [leaseRow] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.id, lease.lease.id));
    expect(leaseRow).toMatchObject({ abuseSuspendedAt: null, abuseSuspensionCaseId: null });
    const [subnet] = await t.db.select().from(ipSubnets).where(eq(ipSubnets.id, lease.subnetId));
    expect(subnet!.status).toBe('available');
    const [letter] = await t.db.select().from(loaRecords).where(eq(loaRecords.orderId, lease.order.id));
    expect(letter).toMatchObject({ status: 'revoked', revocationReason: 'lease_ended' });
    // The lessee's other lease is untouched.
    const [otherOrder] = await t.db.select().from(orders).where(eq(orders.id, leases[1].order.id));
    expect(otherOrder!.status).toBe('active');
    for (const party of [owner, lessee]) expect(await titlesOf(t, party.user.id)).toContain('Lease ended');

    const twice = await staff.client.post(`/api/staff/abuse/cases/${current.id}/end-lease`, REASON);
    expect(twice.status).toBe(409);
    expect(twice.body.title).toBe('Lease not running');
    const suspendEnded = await staff.client.post(
      `/api/staff/abuse/cases/${current.id}/suspend-lease`,
      REASON,
    );
    expect(suspendEnded.status).toBe(409);
    expect(suspendEnded.body.title).toBe('Lease not running');

    const record = await lessee.client.get('/api/reputation/me');
    expect(record.body.abuse).toMatchObject({ upheld: 4 });
  });

  it('frees a suspended lease whose order is cancelled as any other', async () => {
    const { leases } = await lesseeWithTwoLeases();
    const [lease] = leases;
    const abuseCase = await createAbuseCase(t, lease);
    await t.db
      .update(abuseCases)
      .set({ suspensionAllowedAt: t.clock.now() })
      .where(eq(abuseCases.id, abuseCase.id));
    const staff = await signInAs(t, { role: 'staff' });
    expect(
      (await staff.client.post(`/api/staff/abuse/cases/${abuseCase.id}/suspend-lease`, REASON)).status,
    ).toBe(200);
    // The order is suspended for an unpaid renewal and, 7 days on, cancelled by the order job.
    await t.db.update(orders).set({ autoRenews: true }).where(eq(orders.id, lease.order.id));
    const processDueOrders = JOBS.find((job) => job.name === 'process-due-orders')!;
    t.clock.set(new Date(lease.order.renewalDate.getTime() + HOUR));
    await processDueOrders.run(t.ctx);
    const [unpaid] = await t.db.select().from(orders).where(eq(orders.id, lease.order.id));
    expect(unpaid!.status).toBe('suspended');
    t.clock.advance(8 * DAY);
    await processDueOrders.run(t.ctx);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, lease.order.id));
    expect(order!.status).toBe('cancelled');
    const [subnet] = await t.db.select().from(ipSubnets).where(eq(ipSubnets.id, lease.subnetId));
    expect(subnet!.status).toBe('available');
    const [leaseRow] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.id, lease.lease.id));
    expect(leaseRow!.abuseSuspendedAt).toBeNull();
  });
});

/**
 * The clock job on two server instances sharing one PostgreSQL database, run at once several times
 * over: each overdue case gets one reminder, one warning, one audit row and one notification per party.
 * PGlite is one process, so this runs on PostgreSQL only.
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('the clock on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let instances: Awaited<ReturnType<typeof createTwoInstances>> | undefined;
  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('acts on each case exactly once', async () => {
    const owner = await signInAs(a, { role: 'monetizer' });
    const lessee = await signInAs(a);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const lease = await createLease(a, { lesseeId: lessee.user.id, ownerId: owner.user.id });
      ids.push((await createAbuseCase(a, lease, { category: 'botnet' })).id);
    }
    a.clock.advance(DAY + DAY);
    const job = clockJob();
    const runs = await Promise.all([job.run(a.ctx), job.run(b.ctx), job.run(b.ctx), job.run(a.ctx)]);
    const total = (runs as Array<{ warned: number; suspendable: number }>).reduce(
      (sum, run) => ({ warned: sum.warned + run.warned, suspendable: sum.suspendable + run.suspendable }),
      { warned: 0, suspendable: 0 },
    );
    // A run that warned a case may also have allowed its suspension, or left it to another run.
    expect(total.warned).toBe(6);
    const events = await a.db.select().from(abuseCaseEvents).where(inArray(abuseCaseEvents.caseId, ids));
    for (const id of ids) {
      const kinds = events.filter((event) => event.caseId === id).map((event) => event.kind);
      expect(kinds.filter((kind) => kind === 'warning')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'reminder')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'suspension_allowed').length).toBeLessThanOrEqual(1);
    }
    // A suspension step another instance found not yet warned is taken by a later run, once.
    await Promise.all([job.run(a.ctx), job.run(b.ctx)]);
    const allowed = (
      await a.db.select().from(abuseCaseEvents).where(inArray(abuseCaseEvents.caseId, ids))
    ).filter((event) => event.kind === 'suspension_allowed');
    expect(allowed).toHaveLength(6);
    const warnings = await a.db
      .select()
      .from(auditLogs)
      .where(and(inArray(auditLogs.targetId, ids), eq(auditLogs.action, 'abuse_case.warned')));
    expect(warnings).toHaveLength(6);
    for (const party of [owner, lessee]) {
      const titles = await titlesOf(a, party.user.id);
      expect(titles.filter((title) => title === 'Abuse deadline missed')).toHaveLength(6);
      expect(titles.filter((title) => title === 'Lease may be suspended')).toHaveLength(6);
    }
  });
});
