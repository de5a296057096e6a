import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { csrfToken, serverNow, uniqueEmail } from './fixtures';

/**
 * What the abuse desk's browser tests share (docs/PRODUCT.md "Abuse"): the demo leaser's running IP
 * lease and addresses inside it, reports sent and confirmed as a reporter would, and a case's link
 * and row in the lists.
 */

/** The demo leaser's running IP lease: its order and its prefix. */
export async function leasedOrder(leaser: Page): Promise<{ orderId: string; prefix: string }> {
  const orders = (await (await leaser.request.get('/api/orders')).json()) as {
    orders: Array<{ id: string; itemType: string; status: string }>;
  };
  const running = orders.orders.find(
    (order) =>
      order.itemType === 'ip_subnet' &&
      ['payment_confirmed', 'provisioning', 'active'].includes(order.status),
  );
  expect(running, 'the demo leaser has a running IP lease').toBeTruthy();
  const delivery = await leaser.request.get(`/api/orders/${running!.id}/delivery`);
  return { orderId: running!.id, prefix: ((await delivery.json()) as { prefix: string }).prefix };
}

export const leasedPrefix = async (leaser: Page) => (await leasedOrder(leaser)).prefix;

/** The `host`th address of an IPv4 prefix. */
export function addressIn(prefix: string, host: number): string {
  const octets = prefix.split('/')[0]!.split('.');
  expect(octets, `${prefix} is an IPv4 prefix`).toHaveLength(4);
  return `${octets.slice(0, 3).join('.')}.${Number(octets[3]) + host}`;
}

/** The mailed link of the newest mail to `email`, as its path on this site. */
export async function mailedFollowLink(request: APIRequestContext, email: string): Promise<string> {
  const outbox = (await (await request.get('/api/demo/outbox')).json()) as {
    messages: Array<{ to: string; text: string }>;
  };
  const link = outbox.messages
    .find((message) => message.to === email)
    ?.text.match(/\/report-abuse\/follow\?token=[\w-]+/)?.[0];
  expect(link, `a follow link mailed to ${email}`).toBeTruthy();
  return link!;
}

/**
 * A report sent and confirmed by a program-less reporter straight through the API; the reporter's
 * private page (the mailed link).
 */
export async function reportThroughApi(request: APIRequestContext, target: string, category: string) {
  const email = uniqueEmail('abuse-api');
  const seenAt = new Date((await serverNow(request)).getTime() - 20 * 60_000).toISOString();
  const sent = await request.post('/api/abuse/reports', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    multipart: { target, category, seenAt, description: 'Mail from this address.', reporterEmail: email },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const follow = await mailedFollowLink(request, email);
  const opened = await request.post('/api/abuse/reports/open', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: { token: follow.split('token=')[1] },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return follow;
}

/** A case's link in a list (a table row at 1440 px, a card at 390 px), by its category and address. */
export const caseLink = (page: Page, category: string, address: string) =>
  page.getByRole('link', {
    name: new RegExp(`^Case AB-\\w+: ${category} on ${address.replaceAll('.', '\\.')}$`),
  });
export const caseRow = (page: Page, link: Locator) => page.locator('tr, li').filter({ has: link });
