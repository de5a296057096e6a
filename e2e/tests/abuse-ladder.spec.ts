import { expect, type Locator, type Page } from '@playwright/test';
import { addressIn, caseLink, caseRow, leasedOrder, reportThroughApi } from './abuse-fixtures';
import {
  DEMO,
  PHONE,
  advanceServerClock,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  newSession,
  type DemoRole,
  runServerJobs,
  test,
  signInAs,
} from './fixtures';

/**
 * The abuse desk's ladder (docs/PRODUCT.md "Abuse", "The clock and the ladder"): the lessee disputes
 * a case and writes to staff; the owner asks staff to act; staff reopen it with a new deadline; the
 * deadline passes unanswered (reminder and warning), 24 hours later staff suspend only that lease and
 * then lift the suspension. Each party reads only its part of the thread, and the reporter's page
 * never names the lessee.
 */

// Addresses from .140 of the demo lease, clear of the demo's cases and of the first abuse spec's.
const SIZES = [
  { name: '1440 px', viewport: { width: 1440, height: 900 }, host: 140 },
  { name: '390 px', viewport: PHONE, host: 141 },
] as const;

const HOUR = 3_600_000;
/** Botnet / C2 gives the lessee 24 hours to answer (docs/PRODUCT.md "Abuse", "Reports in"). */
const CATEGORY = { value: 'botnet', label: 'Botnet / C2' } as const;

const thread = (page: Page) => page.getByRole('list', { name: 'Steps of the case' });
const facts = (page: Page) => page.locator('main dl').first();
const factValue = (page: Page, label: string) =>
  facts(page)
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });

/**
 * The reporter's private page reads the case's state and the lessee's answers, never a name and never
 * a staff reason (docs/PRODUCT.md "Abuse", "Routing"), at every step of the ladder.
 */
async function expectReporterPage(
  reporter: Page,
  follow: string,
  shown: { status: string; texts?: readonly string[]; hidden: readonly string[] },
) {
  await reporter.goto(follow);
  await expect(reporter.getByRole('heading', { name: /^Abuse report AB-\w+$/, level: 1 })).toBeVisible();
  const main = reporter.locator('main');
  await expect(main.locator('dl').first()).toContainText(shown.status);
  for (const text of shown.texts ?? []) await expect(main).toContainText(text);
  for (const text of shown.hidden) await expect(main).not.toContainText(text);
}

/** A staff step's dialog: the reason is asked for first, then the step is taken. */
async function takeStaffStep(
  staff: Page,
  step: { button: string; dialog: string; reason: string; toast: string },
) {
  await staff.getByRole('button', { name: step.button, exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: step.dialog });
  await dialog.getByRole('button', { name: step.button, exact: true }).click();
  await expectToast(staff, 'Reason required', 'Give the reason; both parties read it.');
  await dialog.getByLabel('Reason').fill(step.reason);
  await dialog.getByRole('button', { name: step.button, exact: true }).click();
  await expectToast(staff, step.toast);
  await expect(dialog).toHaveCount(0);
}

/** The thread's message form, worded by the viewer's part. */
async function writeInThread(
  page: Page,
  form: { label: string; submit: string; body: string; toast: string },
) {
  await page.getByLabel(form.label).fill(form.body);
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expectToast(page, form.toast);
  await expect(thread(page)).toContainText(form.body);
}

/** The order's own status, which a lease's suspension leaves as it was. */
async function orderStatus(leaser: Page, orderId: string) {
  const { orders } = (await (await leaser.request.get('/api/orders')).json()) as {
    orders: Array<{ id: string; status: string }>;
  };
  return orders.find((order) => order.id === orderId)?.status;
}

/**
 * The code of the order's letter in force, when the owner has issued one: the demo seeds none, but a
 * spec run earlier may have (docs/PRODUCT.md "Abuse": its LOA verification reads suspended).
 */
async function loaCodeOf(owner: Page, orderId: string) {
  const loas = (await (await owner.request.get('/api/loas')).json()) as Array<{
    orderId: string;
    status: string;
    verificationCode: string | null;
  }>;
  return loas.find((loa) => loa.orderId === orderId && loa.status === 'approved')?.verificationCode ?? null;
}

/** Signs the party in again on the same browser and opens `path`. */
async function signInAgain(page: Page, role: DemoRole, path: string) {
  await signInAs(page, role);
  await page.goto(path);
}

const expectOpenedFromList = async (page: Page, link: Locator, address: string) => {
  await link.click();
  await expect(
    page.getByRole('heading', { name: `${CATEGORY.label} reported on ${address}`, level: 1 }),
  ).toBeVisible();
};

for (const size of SIZES) {
  test(
    `a disputed case is reopened, runs overdue and its lease is suspended and lifted (${size.name})`,
    // Moves the server's clock by days: run-e2e.mjs gives such tests a server of their own.
    { tag: '@moves-clock-days' },
    async ({ page: reporter, browser }) => {
      // The whole ladder, three parties and two days of the server's clock: longer than one screen's test.
      // About 45 s alone; in the full run on two busy cores, beside both shards, up to 216 s.
      test.slow();
      const isPhone = size.viewport.width < 1024;
      const lessee = await newSession(browser, 'leaser');
      const owner = await newSession(browser, 'monetizer');
      const staff = await newSession(browser, 'staff');
      for (const party of [reporter, lessee, owner, staff]) await party.setViewportSize(size.viewport);
      const { orderId, prefix } = await leasedOrder(lessee);
      const address = addressIn(prefix, size.host);
      const statusBefore = await orderStatus(lessee, orderId);
      const letter = await loaCodeOf(owner, orderId);

      // A fresh report of the address reaches the lessee's list.
      const follow = await reportThroughApi(reporter.request, address, CATEGORY.value);
      await lessee.goto('/abuse');
      await expectOpenedFromList(lessee, caseLink(lessee, CATEGORY.label, address), address);
      const caseId = lessee.url().split('/abuse/cases/')[1]!;
      const casePath = `/abuse/cases/${caseId}`;
      const names = await (async () => {
        const detail = (await (await lessee.request.get(`/api/abuse/cases/${caseId}`)).json()) as {
          lesseeName: string;
          ownerName: string;
        };
        return [detail.lesseeName, detail.ownerName, DEMO.leaser, DEMO.monetizer];
      })();
      await expectReporterPage(reporter, follow, { status: 'Open', hidden: names });

      // The lessee disputes it: the note is asked for first.
      const dispute = `The traffic from ${address} is our own monitoring probe, not a botnet; logs attached to ticket 41.`;
      await lessee.getByRole('button', { name: 'Dispute', exact: true }).click();
      const disputeDialog = lessee.getByRole('dialog', { name: 'Dispute the report' });
      await disputeDialog.getByRole('button', { name: 'Dispute report' }).click();
      await expectToast(lessee, 'Note required', 'Say what you did, or why the report is wrong.');
      await disputeDialog.getByLabel('Why the report is wrong, and the evidence').fill(dispute);
      await disputeDialog.getByRole('button', { name: 'Dispute report' }).click();
      await expectToast(lessee, 'Case disputed');
      await expect(factValue(lessee, 'Status')).toContainText('Disputed by lessee');
      await expect(thread(lessee)).toContainText(dispute);
      await expectReporterPage(reporter, follow, {
        status: 'Disputed by lessee',
        texts: [dispute],
        hidden: names,
      });
      // ... and writes to staff, a thread the owner does not read.
      const lesseeMessage = `Staff: our probe on ${address} runs every five minutes; we can share its schedule.`;
      await writeInThread(lessee, {
        label: 'Message to staff',
        submit: 'Message staff',
        body: lesseeMessage,
        toast: 'Message sent',
      });

      // The owner sees the dispute on their ranges, without the lessee's message, and asks staff to act.
      await owner.goto('/abuse');
      await owner.getByRole('tab', { name: 'On my ranges' }).click();
      const ownerLink = caseLink(owner, CATEGORY.label, address);
      await expect(caseRow(owner, ownerLink)).toContainText('Disputed by lessee');
      await expectOpenedFromList(owner, ownerLink, address);
      await expect(thread(owner)).toContainText(dispute);
      await expect(thread(owner)).not.toContainText(lesseeMessage);
      await expect(owner.getByRole('button', { name: 'Dispute', exact: true })).toHaveCount(0);
      const ownerRequest = `Please look again at ${address}: two other desks reported the same traffic.`;
      await writeInThread(owner, {
        label: 'What should staff do, and why?',
        submit: 'Ask staff to act',
        body: ownerRequest,
        toast: 'Request sent',
      });
      await expect(thread(owner)).toContainText('Owner asks staff to act');
      if (isPhone) await expectNoSidewaysScroll(owner);
      // The owner's request is for staff alone.
      await lessee.reload();
      await expect(thread(lessee)).toContainText(lesseeMessage);
      await expect(thread(lessee)).not.toContainText(ownerRequest);

      // Staff read both in the case's thread, answer the lessee and reopen the case with a reason.
      await staff.goto(`/staff/abuse?range=${encodeURIComponent(prefix)}`);
      const staffLink = caseLink(staff, CATEGORY.label, address);
      await expect(caseRow(staff, staffLink)).toContainText('Disputed by lessee');
      await expectOpenedFromList(staff, staffLink, address);
      await expect(thread(staff)).toContainText(ownerRequest);
      await expect(thread(staff)).toContainText(lesseeMessage);
      const staffReply = 'Thank you: the probe schedule alone does not explain the volume we see.';
      await writeInThread(staff, {
        label: 'Message to the lessee',
        submit: 'Send message',
        body: staffReply,
        toast: 'Message sent',
      });
      const reopenReason = 'Two more desks report the same traffic; a probe does not explain it.';
      await takeStaffStep(staff, {
        button: 'Reopen',
        dialog: 'Reopen the case',
        reason: reopenReason,
        toast: 'Case reopened',
      });
      await expect(factValue(staff, 'Status')).toContainText('Open');
      await expect(thread(staff)).toContainText(reopenReason);
      await expect(staff.getByRole('button', { name: 'Suspend lease' })).toHaveCount(0);

      // The lessee has a new deadline and reads staff's reply; the owner reads the reason, not the reply.
      await lessee.reload();
      await expect(factValue(lessee, 'Status')).toContainText('Open');
      await expect(factValue(lessee, 'Answer due')).toContainText(/\d+ [dh]( \d+ h)? left/);
      await expect(thread(lessee)).toContainText(staffReply);
      await expect(thread(lessee)).toContainText(reopenReason);
      await expect(lessee.getByRole('button', { name: 'Dispute', exact: true })).toBeVisible();
      await owner.reload();
      await expect(thread(owner)).toContainText(reopenReason);
      await expect(thread(owner)).not.toContainText(staffReply);
      await expect(thread(owner)).not.toContainText(lesseeMessage);
      await expectReporterPage(reporter, follow, {
        status: 'Open',
        texts: [dispute],
        hidden: [...names, reopenReason, lesseeMessage, ownerRequest, staffReply],
      });

      // The new deadline passes unanswered: the clock job reminds the lessee and records a warning.
      await advanceServerClock(reporter.request, 24 * HOUR + 60_000);
      await runServerJobs(reporter.request);
      // A day of the server's clock outlasts a session unused for 8 hours (docs/PRODUCT.md "Sessions").
      await signInAgain(staff, 'staff', casePath);
      // Overdue in words, not by colour alone.
      await expect(factValue(staff, 'Answer due')).toContainText('Overdue by');
      await expect(thread(staff)).toContainText('Reminder sent');
      await expect(thread(staff)).toContainText('Warning recorded');
      // Suspending waits 24 hours more.
      await expect(staff.getByRole('button', { name: 'Suspend lease' })).toHaveCount(0);
      await expectNoAxeViolations(staff);
      await signInAgain(lessee, 'leaser', casePath);
      await expect(factValue(lessee, 'Answer due')).toContainText('Overdue by');
      await expect(thread(lessee)).toContainText('Reminder sent');
      await expect(thread(lessee)).toContainText('Warning recorded');
      await expectNoAxeViolations(lessee);
      if (isPhone) await expectNoSidewaysScroll(lessee);

      // 24 hours later, still unanswered, staff suspend that lease alone.
      await advanceServerClock(reporter.request, 24 * HOUR);
      await runServerJobs(reporter.request);
      await signInAgain(staff, 'staff', casePath);
      await expect(thread(staff)).toContainText('Suspension allowed');
      const suspendReason = 'No answer two days after the reopening; the botnet traffic goes on.';
      await takeStaffStep(staff, {
        button: 'Suspend lease',
        dialog: 'Suspend this lease',
        reason: suspendReason,
        toast: 'Lease suspended',
      });
      await expect(factValue(staff, 'Status')).toContainText('Lease suspended');
      await expect(thread(staff)).toContainText(suspendReason);
      await expectNoAxeViolations(staff);
      if (isPhone) await expectNoSidewaysScroll(staff);
      await signInAgain(lessee, 'leaser', casePath);
      await expect(factValue(lessee, 'Status')).toContainText('Lease suspended');
      await expect(thread(lessee)).toContainText(suspendReason);
      await expectNoAxeViolations(lessee);
      // Only the lease: the order stands as it was, the lessee is told which order, and a letter of
      // authorisation of that order reads suspended on its public check.
      expect(await orderStatus(lessee, orderId)).toBe(statusBefore);
      await lessee.goto('/abuse');
      const suspendedRow = caseRow(lessee, caseLink(lessee, CATEGORY.label, address));
      await expect(suspendedRow).toContainText('Lease suspended');
      await expect(suspendedRow).toContainText('Overdue by');
      await lessee.goto('/notifications');
      await expect(
        lessee.getByText(new RegExp(`suspended the lease of order ${orderId.slice(0, 8)}`)).first(),
      ).toBeVisible();
      if (letter) {
        await reporter.goto(`/verify-loa/${letter}`);
        await expect(reporter.getByText('Not in force (suspended)')).toBeVisible();
      }
      await expectReporterPage(reporter, follow, {
        status: 'Open',
        hidden: [...names, suspendReason],
      });

      // Staff lift the suspension once the case is dealt with.
      const liftReason = 'The lessee took the host off the network; the suspension has done its work.';
      await staff.goto(casePath);
      await takeStaffStep(staff, {
        button: 'Lift suspension',
        dialog: 'Lift the suspension',
        reason: liftReason,
        toast: 'Suspension lifted',
      });
      await expect(thread(staff)).toContainText(liftReason);
      await expect(factValue(staff, 'Status')).not.toContainText('Lease suspended');
      await signInAgain(owner, 'monetizer', casePath);
      await expect(thread(owner)).toContainText(liftReason);
      await expect(factValue(owner, 'Status')).not.toContainText('Lease suspended');
      await expect(thread(owner)).not.toContainText(lesseeMessage);
      if (letter) {
        await reporter.goto(`/verify-loa/${letter}`);
        await expect(reporter.getByText('Valid LOA issued through Netlease')).toBeVisible();
      }
      await expectReporterPage(reporter, follow, {
        status: 'Open',
        hidden: [...names, suspendReason, liftReason],
      });

      await Promise.all([lessee.context().close(), owner.context().close(), staff.context().close()]);
    },
  );
}
