import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, test, type DemoRole, signInAs, signInAtDashboard } from './fixtures';

/**
 * The dashboard overview per role, the facts a listing page leads with and the landing page's
 * figures (docs/decisions/150-overview-and-facts.md), at desktop and phone widths.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Keeps a picture of a screen for a person to look at, when asked to (E2E_SCREENSHOTS_DIR). */
async function keepScreenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const count = (value: number) => value.toLocaleString('en-US');

/** Nothing sits beyond the right edge, behind a sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

interface Overview {
  account: {
    availableCents: number;
    onHoldCents: number;
    activeLeases: number;
    openTickets: number;
    unreadMessages: number;
    unreadNotifications: number;
  };
  selling?: { liveListings: number; leasedIpv4Addresses: number; earningsThisMonthCents: number };
  staff?: { pendingKyc: number; openTickets: number; unassignedTickets: number };
  admin?: { payoutsRequested: number; openDisputes: number };
}

/** The figures a role sees: the group it sits in, its label, the value the API states, where it leads. */
function expectedFigures(overview: Overview) {
  const { account, selling, staff, admin } = overview;
  const figures: Array<{ group: string; label: string; value: string; to: RegExp }> = [
    {
      group: 'Your account',
      label: 'Available balance',
      value: dollars(account.availableCents),
      to: /\/wallet$/,
    },
    { group: 'Your account', label: 'On hold', value: dollars(account.onHoldCents), to: /\/wallet$/ },
    { group: 'Your account', label: 'Active leases', value: count(account.activeLeases), to: /\/orders$/ },
    { group: 'Your account', label: 'My open tickets', value: count(account.openTickets), to: /\/support$/ },
    {
      group: 'Your account',
      label: 'Unread messages',
      value: count(account.unreadMessages),
      to: /\/messages$/,
    },
    {
      group: 'Your account',
      label: 'Notifications',
      value: count(account.unreadNotifications),
      to: /\/notifications$/,
    },
  ];
  if (selling) {
    figures.push(
      { group: 'Selling', label: 'Live listings', value: count(selling.liveListings), to: /\/my-listings$/ },
      {
        group: 'Selling',
        label: 'Leased addresses',
        value: count(selling.leasedIpv4Addresses),
        to: /\/my-ip-blocks$/,
      },
      {
        group: 'Selling',
        label: 'Earnings this month',
        value: dollars(selling.earningsThisMonthCents),
        to: /\/wallet$/,
      },
    );
  }
  if (staff) {
    figures.push(
      { group: 'Staff queues', label: 'Pending KYC', value: count(staff.pendingKyc), to: /\/staff$/ },
      { group: 'Staff queues', label: 'Open tickets', value: count(staff.openTickets), to: /\/staff$/ },
      {
        group: 'Staff queues',
        label: 'Unassigned tickets',
        value: count(staff.unassignedTickets),
        to: /\/staff$/,
      },
    );
  }
  if (admin) {
    figures.push(
      {
        group: 'Admin queues',
        label: 'Payouts requested',
        value: count(admin.payoutsRequested),
        to: /\/admin$/,
      },
      { group: 'Admin queues', label: 'Open disputes', value: count(admin.openDisputes), to: /\/admin$/ },
    );
  }
  return figures;
}

const GROUPS_OF: Record<DemoRole, string[]> = {
  leaser: ['Your account'],
  monetizer: ['Your account', 'Selling'],
  staff: ['Your account', 'Staff queues'],
  admin: ['Your account', 'Staff queues', 'Admin queues'],
};
const ALL_GROUPS = ['Your account', 'Selling', 'Staff queues', 'Admin queues'];

/** The link of one figure card, found inside its group by the label it starts with. */
const figureLink = (page: Page, group: string, label: string) =>
  page
    .getByRole('region', { name: group })
    .getByRole('link', { name: new RegExp(`^${label}\\b`) })
    .first();

for (const role of ['leaser', 'monetizer', 'staff', 'admin'] as const) {
  test(`the dashboard overview of a ${role}: their figures, each leading where it is handled`, async ({
    page,
  }) => {
    for (const { name, viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      if (name === 'desktop') await signInAs(page, role);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

      const overview = (await (await page.request.get('/api/dashboard/overview')).json()) as Overview;
      for (const group of ALL_GROUPS) {
        await expect(page.getByRole('region', { name: group })).toHaveCount(
          GROUPS_OF[role].includes(group) ? 1 : 0,
        );
      }
      for (const figure of expectedFigures(overview)) {
        await expect(figureLink(page, figure.group, figure.label)).toContainText(figure.value);
      }
      // The dashboard's tiles stay below the figures (PRODUCT.md "Dashboards").
      const tiles = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(tiles.getByRole('link', { name: 'Profile' })).toBeVisible();
      const figuresBottom = await page.getByRole('region', { name: 'Your account' }).boundingBox();
      const tilesTop = await tiles.boundingBox();
      expect(tilesTop!.y).toBeGreaterThan(figuresBottom!.y);

      if (name === 'phone') {
        // Two figure cards side by side on a phone.
        const cards = page.getByRole('region', { name: 'Your account' }).getByRole('listitem');
        const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
        expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
        expect(third!.y).toBeGreaterThan(first!.y + first!.height - 2);
        await expectNoSidewaysScroll(page);
      }
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, `overview-${role}-${name}`);

      // Each figure leads to the page where it is handled.
      if (name === 'phone') continue;
      for (const figure of expectedFigures(overview)) {
        await figureLink(page, figure.group, figure.label).click();
        await expect(page).toHaveURL(figure.to);
        await page.goBack();
        await expect(page).toHaveURL(/\/dashboard$/);
      }
    }
  });
}

test('the numbers keep their place while they load: no layout shift', async ({ page }) => {
  await page.setViewportSize(WIDTHS[1].viewport);
  await signInAtDashboard(page, 'monetizer');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard/overview', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const tiles = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(tiles).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selling' })).toBeVisible();
  const before = await tiles.boundingBox();
  release();
  await expect(figureLink(page, 'Your account', 'Available balance')).toContainText('$');
  const after = await tiles.boundingBox();
  expect(after!.y).toBe(before!.y);
});

interface Detail {
  id: string;
  title: string;
  cidr: string | null;
  unitPrefix: number | null;
  unitsTotal: number | null;
  unitsFree: number | null;
  countryCode: string | null;
  reputationScore: number | null;
  blocklist: { status: 'listed' | 'not_listed' | 'unchecked'; listedOn: string[] } | null;
}

/** A public demo IPv4 listing, preferring one whose range a blocklist lists (the demo checks list a few). */
async function pickDemoListing(request: APIRequestContext): Promise<Detail> {
  const page = (await (await request.get('/api/marketplace?type=ip')).json()) as {
    items: Array<{ id: string; ipVersion: number | null }>;
  };
  const details: Detail[] = [];
  for (const item of page.items.filter((entry) => entry.ipVersion === 4)) {
    details.push((await (await request.get(`/api/marketplace/listings/${item.id}`)).json()) as Detail);
  }
  const chosen = details.find((detail) => detail.blocklist?.status === 'listed') ?? details[0];
  expect(chosen).toBeDefined();
  return chosen!;
}

test('the listing page leads with the facts an IP buyer checks', async ({ page }) => {
  const listing = await pickDemoListing(page.request);
  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Key facts' });
    await expect(facts.getByText(listing.cidr!, { exact: true })).toBeVisible();
    const size = 2 ** (32 - listing.unitPrefix!);
    await expect(facts.getByText(`/${listing.unitPrefix} · ${count(size)} IPs per lease`)).toBeVisible();
    await expect(facts.getByText(`${listing.unitsFree} of ${listing.unitsTotal} available`)).toBeVisible();
    await expect(facts.getByText(/per IP\/month$/)).toBeVisible();
    await expect(facts.getByText(/^(RIPE NCC|ARIN|APNIC|AFRINIC|LACNIC|Other)$/)).toBeVisible();
    if (listing.countryCode)
      await expect(facts.getByText(listing.countryCode, { exact: true })).toBeVisible();
    if (listing.reputationScore === null)
      await expect(facts.getByText('Not yet checked').first()).toBeVisible();
    else await expect(facts.getByText(`${listing.reputationScore}/100`)).toBeVisible();
    if (listing.blocklist?.status === 'listed') {
      await expect(facts.getByText(/^Listed on \d+ blocklists?/)).toBeVisible();
      await expect(facts.getByText(listing.blocklist.listedOn.join(', '))).toBeVisible();
    } else if (listing.blocklist?.status === 'not_listed') {
      await expect(facts.getByText('Not listed', { exact: true })).toBeVisible();
    }
    // The page keeps the price with its period, Lease Now, the tiles and the provider card.
    await expect(page.getByRole('link', { name: 'Lease Now' })).toBeVisible();
    await expect(page.getByText('Reviewed by Netlease', { exact: true })).toBeVisible();
    await expect(page.getByText('Full refund before activation', { exact: true })).toBeVisible();
    await expect(page.getByText('plus $5.00 processing fee per order')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Provider' })).toBeVisible();
    if (name === 'phone') {
      // The price and Lease Now come right after the facts, before the description.
      const leaseTop = (await page.getByRole('link', { name: 'Lease Now' }).boundingBox())!.y;
      const descriptionTop = (await page.getByRole('heading', { name: 'Description' }).boundingBox())!.y;
      expect(leaseTop).toBeLessThan(descriptionTop);
      await expectNoSidewaysScroll(page);
    }
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, `listing-facts-${name}`);
  }
});

test('a server package states its hardware, stock and monthly price', async ({ page }) => {
  const servers = (await (await page.request.get('/api/marketplace?type=server')).json()) as {
    items: Array<{ id: string; title: string; cpu: string }>;
  };
  const server = servers.items[0]!;
  await page.goto(`/listing/${server.id}?type=server`);
  const facts = page.getByRole('region', { name: 'Key facts' });
  await expect(facts.getByText('CPU', { exact: true })).toBeVisible();
  await expect(facts.getByText(server.cpu, { exact: true })).toBeVisible();
  await expect(facts.getByText(/in stock$/)).toBeVisible();
  await expect(facts.getByText(/\/month$/)).toBeVisible();
});

test('the landing page states the marketplace figures from the database, in a reserved space', async ({
  page,
}) => {
  const stats = (await (await page.request.get('/api/public/stats')).json()) as {
    liveOffers: number;
    isLiveOffersCapped: boolean;
    ipv4AddressesAvailable: number;
    liveAuctions: number;
    activeProviders: number;
  };
  expect(stats.liveOffers).toBeGreaterThan(0);
  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    // Hold the figures back to see the strip keep its size while they load.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/public/stats', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Netlease in numbers' });
    await expect(strip).toHaveAttribute('aria-busy', 'true');
    const loading = await strip.boundingBox();
    release();
    const figure = (label: string) =>
      strip
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(figure('Live offers')).toHaveText(
      stats.isLiveOffersCapped ? '10,000+' : count(stats.liveOffers),
    );
    await expect(figure('IPv4 addresses available now')).toHaveText(count(stats.ipv4AddressesAvailable));
    await expect(figure('Live auctions')).toHaveText(count(stats.liveAuctions));
    await expect(figure('Providers offering now')).toHaveText(count(stats.activeProviders));
    const loaded = await strip.boundingBox();
    expect(loaded!.height).toBe(loading!.height);
    // No invented marketing figures (docs/PRODUCT.md "Dashboards").
    await expect(page.getByText('Active users')).toHaveCount(0);
    await expect(page.getByText('10,000+', { exact: true })).toHaveCount(stats.isLiveOffersCapped ? 1 : 0);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, `landing-${name}`);
    await page.unroute('**/api/public/stats');
  }
});
