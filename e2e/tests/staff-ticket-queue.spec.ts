import { expect, type Locator, type Page } from '@playwright/test';
import {
  DEMO,
  PHONE,
  advanceServerClock,
  expectToast,
  expectWithinPhoneWidth,
  signedInApi,
  test,
  type SignedInApi,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signInAs,
} from './fixtures';

/**
 * docs/PRODUCT.md "Staff tools" and "Support tickets", at a desktop and a phone width: staff filter the
 * ticket queue (status, priority, assignee, overdue), assign tickets, open one and see the customer
 * beside it, and go back to the queue with its filters.
 */

const DESKTOP = { width: 1440, height: 900 };
const HOUR = 60 * 60 * 1000;

async function openTicket(leaser: SignedInApi, title: string, priority: string): Promise<string> {
  const response = await leaser.context.post('/api/tickets', {
    data: { title, description: `Opened by the queue test: ${title}.`, priority },
    headers: { 'x-csrf-token': leaser.token },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ticket: { id: string } }).ticket.id;
}

/** The queue's row (desktop) or card (phone) of a ticket. */
function ticketEntry(page: Page, title: string, isPhone: boolean): Locator {
  return isPhone
    ? page.getByRole('list', { name: 'Support tickets' }).getByRole('listitem').filter({ hasText: title })
    : page.getByRole('row').filter({ hasText: title });
}

for (const { name, viewport, isPhone } of [
  { name: 'desktop', viewport: DESKTOP, isPhone: false },
  { name: 'phone', viewport: PHONE, isPhone: true },
] as const) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    // Moves the server's clock by hours: run-e2e.mjs runs it in the clock lane.
    test(
      'staff filter and assign in the queue, see the customer on a ticket and go back to the queue',
      { tag: '@moves-clock' },
      async ({ page, baseURL }) => {
        test.slow();
        const leaser = await signedInApi(baseURL!, DEMO.leaser);
        const stamp = `${name} ${Date.now()}`;
        const urgentTitle = `Queue urgent ${stamp}`;
        const lowTitle = `Queue low ${stamp}`;
        await openTicket(leaser, urgentTitle, 'urgent');
        const lowId = await openTicket(leaser, lowTitle, 'low');
        const leaserOrders = (await (await leaser.context.get('/api/orders')).json()) as {
          orders: Array<{ id: string }>;
        };

        await signInAs(page, 'staff');
        await page.goto('/staff?tab=tickets');
        await expect(page.getByRole('tab', { name: /Support Tickets/ })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const queue = page.getByRole('region', { name: 'Support ticket queue' });
        await expect(queue.getByLabel('Status')).toHaveValue('active');
        await expect(ticketEntry(page, urgentTitle, isPhone)).toHaveCount(1);
        await expect(ticketEntry(page, lowTitle, isPhone)).toHaveCount(1);
        if (isPhone) await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);

        // Priority: only urgent tickets; the filter is in the address.
        await queue.getByLabel('Priority').selectOption('urgent');
        await expect(page).toHaveURL(/priority=urgent/);
        await expect(ticketEntry(page, lowTitle, isPhone)).toHaveCount(0);
        const urgent = ticketEntry(page, urgentTitle, isPhone);
        await expect(urgent).toHaveCount(1);
        await expect(urgent).toContainText(DEMO.leaser);

        // Unassigned, then assigned to me from the queue.
        await queue.getByLabel('Assignee', { exact: true }).selectOption('unassigned');
        await expect(urgent).toHaveCount(1);
        const assignToMe = urgent.getByRole('button', { name: /Assign ticket #\w+ to me/ });
        if (isPhone) await expectWithinPhoneWidth(assignToMe);
        await assignToMe.click();
        await expectToast(page, 'Ticket updated');
        await expect(urgent).toHaveCount(0);
        await queue.getByLabel('Assignee', { exact: true }).selectOption('me');
        await expect(urgent).toHaveCount(1);
        await expect(urgent.getByRole('combobox', { name: /Assignee of ticket/ })).toHaveValue(/.+/);

        // The low one goes to another staff member (the demo admin) through its assignee choice.
        await queue.getByLabel('Priority').selectOption('');
        await queue.getByLabel('Assignee', { exact: true }).selectOption('');
        const low = ticketEntry(page, lowTitle, isPhone);
        // The first assignment's toast may still show, so wait for this assignment's own answer.
        const lowAssigned = page.waitForResponse(
          (response) => response.url().endsWith(`/api/tickets/${lowId}/assignee`) && response.ok(),
        );
        await low.getByRole('combobox', { name: /Assignee of ticket/ }).selectOption({ label: 'Ada Admin' });
        await lowAssigned;
        await expectToast(page, 'Ticket updated');
        const assigned = (await (await leaser.context.get(`/api/tickets/${lowId}`)).json()) as {
          ticket: { assignedTo: { name: string } | null };
        };
        expect(assigned.ticket.assignedTo?.name).toBe('Ada Admin');
        await queue.getByLabel('Assignee', { exact: true }).selectOption('me');
        await expect(low).toHaveCount(0);
        await expect(urgent).toHaveCount(1);

        // Overdue: five hours on, the urgent ticket has waited past its 4-hour target, the low one not.
        await advanceServerClock(page.request, 5 * HOUR);
        await queue.getByLabel('Assignee', { exact: true }).selectOption('');
        // The box follows the address, which the click changes: checked once the address says so.
        const overdueOnly = queue.getByRole('checkbox', { name: 'Only overdue tickets' });
        await overdueOnly.click();
        await expect(overdueOnly).toBeChecked();
        await expect(page).toHaveURL(/overdue=true/);
        await expect(urgent).toHaveCount(1);
        await expect(urgent.getByText('Overdue', { exact: true })).toBeVisible();
        await expect(ticketEntry(page, lowTitle, isPhone)).toHaveCount(0);
        const queueUrl = page.url();
        await expectNoAxeViolations(page);

        // The ticket page: the customer beside the thread, and the way back to these filters.
        await urgent.getByRole('link', { name: /View ticket/ }).click();
        await expect(page.getByRole('heading', { name: urgentTitle })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Customer' })).toBeVisible();
        const account = page.getByRole('region', { name: 'Account' });
        await expect(account).toContainText('Leo Leaser');
        await expect(account).toContainText(DEMO.leaser);
        await expect(account).toContainText('leaser');
        await expect(account).toContainText('Member since');
        await expect(account).toContainText('KYC');
        const orders = page.getByRole('region', { name: 'Recent orders' });
        if (leaserOrders.orders.length > 0) {
          const first = leaserOrders.orders[0]!.id.slice(0, 8);
          await expect(orders).toContainText(`#${first}`);
          // Staff read every lease page: the customer's lease opens from the ticket, to read, not to act.
          await orders.getByRole('link', { name: `Open the lease page of order #${first}` }).click();
          await expect(page).toHaveURL(new RegExp(`/orders/${leaserOrders.orders[0]!.id}$`));
          await expect(page.getByRole('note')).toContainText('You are reading this lease as staff');
          await expect(page.getByText(/Customer: Leo Leaser · Provider: /)).toBeVisible();
          await expect(page.getByRole('link', { name: 'Staff Panel' }).last()).toBeVisible();
          await expect(page.getByRole('heading', { name: 'Lease', exact: true })).toBeVisible();
          for (const action of [
            'Start Provisioning',
            'Mark Active',
            'Cancel order',
            'Dispute',
            'Open a claim',
          ])
            await expect(page.getByRole('button', { name: action })).toHaveCount(0);
          await expect(page.getByRole('heading', { name: 'Actions' })).toHaveCount(0);
          if (isPhone) await expectNoSidewaysScroll(page);
          await expectNoAxeViolations(page);
          await page.goBack();
          await expect(page.getByRole('heading', { name: urgentTitle })).toBeVisible();
        } else {
          await expect(orders).toContainText('No orders yet.');
        }
        if (isPhone) await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);

        const back = page.getByRole('link', { name: 'Back to Support Tickets' });
        await back.click();
        await expect(page).toHaveURL(queueUrl);
        await expect(queue.getByRole('checkbox', { name: 'Only overdue tickets' })).toBeChecked();
        await expect(ticketEntry(page, urgentTitle, isPhone)).toHaveCount(1);
      },
    );
  });
}

test('a ticket opened from elsewhere leads staff to the queue, and its opener to Support', async ({
  page,
  browser,
  baseURL,
}) => {
  const leaser = await signedInApi(baseURL!, DEMO.leaser);
  const id = await openTicket(leaser, `Back link ${Date.now()}`, 'medium');
  await signInAs(page, 'staff');
  await page.goto(`/ticket/${id}`);
  await page.getByRole('link', { name: 'Back to Support Tickets' }).click();
  await expect(page).toHaveURL(/\/staff\?tab=tickets$/);
  await expect(page.getByRole('tab', { name: /Support Tickets/ })).toHaveAttribute('aria-selected', 'true');

  const context = await browser.newContext();
  const opener = await context.newPage();
  await signInAs(opener, 'leaser');
  await opener.goto(`/ticket/${id}`);
  await expect(opener.getByRole('link', { name: 'Back to Support', exact: true })).toBeVisible();
  await expect(opener.getByRole('heading', { name: 'Customer' })).toHaveCount(0);
  await context.close();
});
