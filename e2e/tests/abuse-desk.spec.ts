import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  addressIn,
  caseLink,
  caseRow,
  leasedPrefix,
  mailedFollowLink,
  reportThroughApi,
} from './abuse-fixtures';
import {
  DEMO,
  PHONE,
  csrfToken,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  newSession,
  serverNow,
  test,
  uniqueEmail,
} from './fixtures';

/**
 * The abuse desk (docs/PRODUCT.md "Abuse"): a visitor reports phishing from an address of a leased
 * range and confirms it through the mailed link; the lessee sees the case on a clock and resolves it;
 * the owner sees it resolved; the reporter's page says so without naming anyone; an address leased
 * by nobody gets the plain answer; staff read the queue by time left.
 */

// Addresses from .100 of the demo lease, clear of the demo's own cases and of each other.
const SIZES = [
  { name: '1440 px', viewport: { width: 1440, height: 900 }, host: 100 },
  { name: '390 px', viewport: PHONE, host: 101 },
] as const;

/** An address of the documentation space that no demo block holds. */
const UNLEASED_ADDRESS = '2001:db8:ff00::9';

/** The demo leaser's running IP lease, and an address inside it (`host` picks which). */
async function leasedAddress(leaser: Page, host: number): Promise<{ prefix: string; address: string }> {
  const prefix = await leasedPrefix(leaser);
  return { prefix, address: addressIn(prefix, host) };
}

/** A moment the server's clock has just passed, as the visitor's date-time input holds it. */
async function localInputOfServerTime(page: Page, request: APIRequestContext, minutesAgo: number) {
  const seen = new Date((await serverNow(request)).getTime() - minutesAgo * 60_000);
  return page.evaluate((iso) => {
    const date = new Date(iso);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, seen.toISOString());
}

/** The visitor fills the public form and sends it; the form gives way to "Check your email". */
async function reportOnForm(
  page: Page,
  report: { target: string; category: RegExp; description: string; email: string },
) {
  await page.getByLabel('IP address or prefix').fill(report.target);
  await page.getByLabel('Category').selectOption({ label: (await optionLabel(page, report.category))! });
  await page.getByLabel('When it was seen').fill(await localInputOfServerTime(page, page.request, 30));
  await page.getByLabel('What you saw').fill(report.description);
  await page.getByLabel('Evidence (optional)').setInputFiles({
    name: 'headers.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`Received: from [${report.target}]\nSubject: Verify your bank account\n`),
  });
  await page.getByLabel('Your email').fill(report.email);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // The confirmation takes the focus the form's button had, and with it the screen: on a phone the
  // button sat far down a long form (docs/PRODUCT.md "Display conventions").
  const confirmation = page.locator('main').getByRole('status');
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  // ... below the sticky navbar, not under it.
  const navbar = await page.getByRole('banner').boundingBox();
  const heading = await page.getByRole('heading', { name: 'Check your email' }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
}

async function optionLabel(page: Page, pattern: RegExp) {
  const labels = await page.getByLabel('Category').locator('option').allTextContents();
  return labels.find((label) => pattern.test(label));
}

async function openAbuseFromNavigation(page: Page, isPhone: boolean) {
  if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
  const entry = page.getByRole('link', { name: /^Abuse\b/ });
  // The badge counts the cases waiting for this lessee's answer, in words for a screen reader.
  await expect(entry).toContainText(/\d+ (case waits|cases wait) for your answer/);
  await entry.click();
  await expect(page).toHaveURL(/\/abuse$/);
}

for (const size of SIZES) {
  test(`a phishing report reaches the lessee, is resolved and followed by all (${size.name})`, async ({
    page,
    browser,
  }) => {
    // Three parties' pages and the case's steps: longer than one screen's test.
    test.slow();
    const isPhone = size.viewport.width < 1024;
    await page.setViewportSize(size.viewport);
    const lessee = await newSession(browser, 'leaser');
    await lessee.setViewportSize(size.viewport);
    const { prefix, address } = await leasedAddress(lessee, size.host);
    const reporterEmail = uniqueEmail('reporter');

    // The visitor finds the abuse contact in the footer and reports phishing from the address.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Report abuse' }).click();
    await expect(page.getByRole('heading', { name: 'Report abuse', level: 1 })).toBeVisible();
    await expect(page.getByText(/Your local time: (.+, )?UTC[+-]\d{2}:\d{2}/)).toBeVisible();
    // The shared rules answer before anything is sent.
    await page.getByLabel('IP address or prefix').fill('10.0.0.0/8');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByText('Report at most an IPv4 /16: name the addresses the abuse came from.').first(),
    ).toBeVisible();
    await expect(page.getByText('Choose the kind of abuse you saw.').first()).toBeVisible();
    await expectNoAxeViolations(page);
    if (isPhone) await expectNoSidewaysScroll(page);
    await reportOnForm(page, {
      target: address,
      category: /^Phishing \(answer within 24 h\)$/,
      description: `A page on ${address} asks for bank passwords.`,
      email: reporterEmail,
    });

    // Nothing is routed until the mailed link is opened; the first opening opens the case.
    const follow = await mailedFollowLink(page.request, reporterEmail);
    await page.goto(follow);
    await expect(page.getByRole('heading', { name: /^Abuse report AB-\w+$/, level: 1 })).toBeVisible();
    const facts = page.locator('main dl').first();
    await expect(facts).toContainText(address);
    await expect(facts).toContainText('Phishing');
    await expect(facts).toContainText('Open');
    await expect(facts).toContainText('Answer due');
    await expectNoAxeViolations(page);
    if (isPhone) await expectNoSidewaysScroll(page);
    // Two more cases of the address on longer clocks, for the queue's order: spam 48 h, scanning 72 h.
    await reportThroughApi(page.request, address, 'spam');
    await reportThroughApi(page.request, address, 'scanning');

    // The lessee sees it under Abuse, with its deadline, and resolves it.
    await lessee.goto('/dashboard');
    await openAbuseFromNavigation(lessee, isPhone);
    await expect(lessee.getByRole('tab', { name: 'My leases', selected: true })).toBeVisible();
    const lesseeLink = caseLink(lessee, 'Phishing', address);
    await expect(caseRow(lessee, lesseeLink)).toContainText(/\d+ h left/);
    await expectNoAxeViolations(lessee);
    if (isPhone) await expectNoSidewaysScroll(lessee);
    await lesseeLink.click();
    await expect(
      lessee.getByRole('heading', { name: `Phishing reported on ${address}`, level: 1 }),
    ).toBeVisible();
    await expect(lessee.getByText('Answer due')).toBeVisible();
    await expect(lessee.getByText(/\d+ h left/).first()).toBeVisible();
    await expect(lessee.getByRole('link', { name: /^headers\.txt/ })).toBeVisible();
    await expectNoAxeViolations(lessee);
    if (isPhone) await expectNoSidewaysScroll(lessee);
    await lessee.getByRole('button', { name: 'Acknowledge' }).click();
    await expectToast(lessee, 'Case acknowledged');
    await expect(lessee.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    await expect(lessee.getByRole('list', { name: 'Steps of the case' })).toContainText('Acknowledged');
    const note = `Took the phishing page on ${address} down and closed the customer's account.`;
    await lessee.getByRole('button', { name: 'Resolve', exact: true }).click();
    const dialog = lessee.getByRole('dialog', { name: 'Resolve the case' });
    await dialog.getByRole('button', { name: 'Resolve case' }).click();
    await expectToast(lessee, 'Note required', 'Say what you did, or why the report is wrong.');
    await dialog.getByLabel('What was done').fill(note);
    await expectNoAxeViolations(lessee);
    await dialog.getByRole('button', { name: 'Resolve case' }).click();
    await expectToast(lessee, 'Case resolved');
    await expect(lessee.getByText('Resolved by lessee').first()).toBeVisible();
    await expect(lessee.getByRole('list', { name: 'Steps of the case' })).toContainText(note);
    const detail = (await (
      await lessee.request.get(lessee.url().replace(/.*\/abuse\/cases\//, '/api/abuse/cases/'))
    ).json()) as { lesseeName: string; ownerName: string };

    // The owner sees it resolved on their ranges, read-only.
    const owner = await newSession(browser, 'monetizer');
    await owner.setViewportSize(size.viewport);
    await owner.goto('/abuse');
    await owner.getByRole('tab', { name: 'On my ranges' }).click();
    const ownerLink = caseLink(owner, 'Phishing', address);
    await expect(caseRow(owner, ownerLink)).toContainText('Resolved by lessee');
    await expectNoAxeViolations(owner);
    if (isPhone) await expectNoSidewaysScroll(owner);
    await ownerLink.click();
    await expect(owner.getByText(prefix).first()).toBeVisible();
    await expect(owner.getByRole('list', { name: 'Steps of the case' })).toContainText(note);
    await expect(owner.getByRole('button', { name: 'Resolve', exact: true })).toHaveCount(0);
    await expect(owner.getByRole('button', { name: 'Ask staff to act' })).toBeVisible();
    await expectNoAxeViolations(owner);
    // The leased prefix opens the lease page, which the owner reads as the provider.
    await owner.getByRole('link', { name: `Open the lease page of ${prefix}` }).click();
    await expect(owner).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(owner.getByRole('heading', { name: 'Lease', exact: true })).toBeVisible();

    // The reporter's page says resolved, with the lessee's answer and nobody's name.
    await page.goto(follow);
    await expect(page.locator('main dl').first()).toContainText('Resolved by lessee');
    await expect(page.getByRole('list', { name: 'Steps of the case' })).toContainText(note);
    const main = page.locator('main');
    for (const name of [detail.lesseeName, detail.ownerName, DEMO.leaser, DEMO.monetizer]) {
      await expect(main).not.toContainText(name);
    }
    await expectNoAxeViolations(page);

    // An address no lease held gets the plain answer and nothing else.
    const strangerEmail = uniqueEmail('stranger');
    await page.goto(`/report-abuse?target=${encodeURIComponent(UNLEASED_ADDRESS)}`);
    await expect(page.getByLabel('IP address or prefix')).toHaveValue(UNLEASED_ADDRESS);
    await reportOnForm(page, {
      target: UNLEASED_ADDRESS,
      category: /^Spam \(answer within 48 h\)$/,
      description: 'Spam sent from this address.',
      email: strangerEmail,
    });
    await page.goto(await mailedFollowLink(page.request, strangerEmail));
    await expect(page.getByRole('heading', { name: 'Not leased through Netlease', level: 1 })).toBeVisible();
    await expect(
      page.getByText(
        'This is not an address leased through Netlease at that time. Report it to the network that announces it.',
      ),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText('AB-');
    await expectNoAxeViolations(page);

    // Staff read the queue by time left: of the address's open cases, the one due first leads.
    const staff = await newSession(browser, 'staff');
    await staff.setViewportSize(size.viewport);
    await staff.goto('/staff');
    await staff.getByRole('link', { name: 'Abuse queue' }).click();
    await expect(staff).toHaveURL(/\/staff\/abuse$/);
    await staff.getByLabel('Range').fill(prefix);
    await expect(staff).toHaveURL(/range=/);
    const spam = caseLink(staff, 'Spam', address);
    const scanning = caseLink(staff, 'Scanning / brute force', address);
    await expect(caseRow(staff, spam)).toContainText(/\d+ h left/);
    await expect(caseRow(staff, scanning)).toContainText(/\d+ d \d+ h left|\d+ h left/);
    await expect(caseRow(staff, caseLink(staff, 'Phishing', address))).toContainText('Resolved by lessee');
    const [spamBox, scanningBox] = [await spam.boundingBox(), await scanning.boundingBox()];
    expect(spamBox!.y).toBeLessThan(scanningBox!.y);
    await expectNoAxeViolations(staff);
    if (isPhone) await expectNoSidewaysScroll(staff);

    await Promise.all([lessee.context().close(), owner.context().close(), staff.context().close()]);
  });
}

for (const size of SIZES) {
  test(`staff accept an answer and close duplicates, each with its reason (${size.name})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(size.viewport);
    const lessee = await newSession(browser, 'leaser');
    const prefix = await leasedPrefix(lessee);
    const [answered, kept, duplicate] = [10, 20, 30].map((offset) => addressIn(prefix, size.host + offset));
    await reportThroughApi(page.request, answered!, 'malware');
    await reportThroughApi(page.request, kept!, 'ddos');
    await reportThroughApi(page.request, duplicate!, 'ddos');
    // The lessee resolves the malware case through the API (their screen has its own test above).
    const list = (await (await lessee.request.get('/api/abuse/cases')).json()) as {
      items: Array<{ id: string; target: string; category: string }>;
    };
    const malware = list.items.find((item) => item.target === answered && item.category === 'malware');
    expect(malware).toBeTruthy();
    const resolved = await lessee.request.post(`/api/abuse/cases/${malware!.id}/resolve`, {
      headers: { 'x-csrf-token': await csrfToken(lessee.request) },
      data: { note: 'Reinstalled the infected server.' },
    });
    expect(resolved.status(), await resolved.text()).toBe(200);
    await lessee.context().close();

    const staff = await newSession(browser, 'staff');
    await staff.setViewportSize(size.viewport);
    await staff.goto(`/staff/abuse?range=${encodeURIComponent(prefix)}`);
    await caseLink(staff, 'Malware', answered!).click();
    await staff.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = staff.getByRole('dialog', { name: "Accept the lessee's answer" });
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectToast(staff, 'Reason required', 'Give the reason; both parties read it.');
    await accept.getByLabel('Reason').fill('The server was cleaned; the reporter confirms it is quiet.');
    await expectNoAxeViolations(staff);
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectToast(staff, 'Case closed');
    await expect(staff.getByText('Closed · Upheld').first()).toBeVisible();
    await expect(staff.getByRole('list', { name: 'Steps of the case' })).toContainText(
      'The server was cleaned; the reporter confirms it is quiet.',
    );

    await staff.getByRole('link', { name: 'Back to the cases' }).click();
    await expect(staff).toHaveURL(/\/staff\/abuse\?range=/);
    await staff
      .getByRole('checkbox', { name: /^Select case / })
      .first()
      .waitFor();
    const select = async (address: string) => {
      const row = caseRow(staff, caseLink(staff, 'DDoS', address));
      await row.getByRole('checkbox').check();
    };
    await select(kept!);
    await select(duplicate!);
    await staff.getByRole('button', { name: 'Close as duplicates of…' }).click();
    const close = staff.getByRole('dialog', { name: 'Close as duplicates' });
    await close.getByLabel('Case to keep').selectOption({ label: await keptLabel(close, kept!) });
    await close.getByLabel('Reason').fill('The same attack, reported for two addresses of one lease.');
    await expectNoAxeViolations(staff);
    await close.getByRole('button', { name: 'Close duplicates' }).click();
    await expectToast(staff, 'Duplicates closed');
    // The queue lists live cases: the duplicate leaves it, and shows among the closed ones.
    await expect(caseRow(staff, caseLink(staff, 'DDoS', kept!))).toContainText('Open');
    await expect(caseLink(staff, 'DDoS', duplicate!)).toHaveCount(0);
    await staff.getByLabel('Status').selectOption({ label: 'Closed' });
    await expect(caseRow(staff, caseLink(staff, 'DDoS', duplicate!))).toContainText('Closed · Duplicate');
    const upheld = caseRow(staff, caseLink(staff, 'Malware', answered!));
    await expect(upheld).toContainText('Closed · Upheld');
    if (size.viewport.width < 1024) await expectNoSidewaysScroll(staff);
    // Each case's leased prefix opens the lease page, which staff read.
    await upheld
      .getByRole('link', { name: new RegExp(`^Open the lease page of ${prefix.replaceAll('.', '\\.')} `) })
      .click();
    await expect(staff).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(staff.getByRole('heading', { name: 'Lease', exact: true })).toBeVisible();
    await staff.context().close();
  });
}

/** The option of the duplicates dialog that names the case of `address`, once the dialog shows it. */
async function keptLabel(dialog: Locator, address: string) {
  const options = dialog.getByLabel('Case to keep').locator('option');
  await expect(options.filter({ hasText: ` on ${address} ` })).toHaveCount(1);
  const labels = await options.allTextContents();
  const label = labels.find((text) => text.includes(` on ${address} `));
  expect(label, `an option for ${address}`).toBeTruthy();
  return label!;
}

test('a mailed link that is not valid says so and leads back to the form', async ({ page }) => {
  await page.goto('/report-abuse/follow?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Link not valid', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Report abuse' }).first().click();
  await expect(page).toHaveURL(/\/report-abuse$/);
  await expectNoAxeViolations(page);
});

test("a listing shows its range's abuse history and contact", async ({ page }) => {
  const catalogue = (await (await page.request.get('/api/marketplace?type=ip')).json()) as {
    items: Array<{ id: string; cidr: string | null }>;
  };
  const listing = catalogue.items.find((item) => item.cidr !== null);
  expect(listing, 'an IP listing in the demo catalogue').toBeTruthy();
  await page.goto(`/listing/${listing!.id}`);
  const history = page.getByText('Abuse history (12 months)').locator('..');
  await expect(history).toContainText(/No cases|\d+ cases?, \d+ upheld/);
  await page.getByRole('link', { name: 'Report abuse' }).first().click();
  await expect(page.getByLabel('IP address or prefix')).toHaveValue(listing!.cidr!);
});
