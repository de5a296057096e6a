import { expect } from '@playwright/test';
import { expectNoSeriousViolations, expectToast, test, LOA_PDF, signInAs } from './fixtures';

// Documentation space (RFC 3849) away from the demo blocks (2001:db8:100::/40).
const randomIpv6Block = () => `2001:db8:${(0xc000 + Math.floor(Math.random() * 0x1000)).toString(16)}::/48`;

test('a monetizer finds the Netherlands by typing and picks it with the keyboard', async ({ page }) => {
  const cidr = randomIpv6Block();
  await signInAs(page, 'monetizer');
  await page.goto('/my-ip-blocks');
  await page.getByRole('button', { name: 'Add IP Block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add IP Block' });
  await dialog.getByLabel('CIDR').fill(cidr);
  await dialog.getByLabel('RIR').selectOption('ripe');
  await dialog.getByLabel('LOA Document (PDF)').setInputFiles({
    name: 'loa.pdf',
    mimeType: 'application/pdf',
    buffer: LOA_PDF,
  });

  // The label names the combobox; typing filters the list, arrows move, Escape closes only the list.
  const country = dialog.getByRole('combobox', { name: 'Country Code' });
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await country.pressSequentially('ni');
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  const listbox = dialog.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toHaveText('Nicaragua (NI)');
  await expectNoSeriousViolations(page);
  await country.press('ArrowDown');
  await country.press('ArrowDown');
  await country.press('ArrowUp');
  const niger = listbox.getByRole('option', { name: 'Niger (NE)' });
  await expect(country).toHaveAttribute('aria-activedescendant', (await niger.getAttribute('id'))!);
  await country.press('Escape');
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();

  await country.fill('');
  await country.pressSequentially('neth');
  await expect(listbox.getByRole('option')).toHaveText(['Netherlands (NL)']);
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('Netherlands (NL)');
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();

  // Clearing empties the choice; choosing again puts it back.
  await dialog.getByRole('button', { name: 'Clear country' }).click();
  await expect(country).toHaveValue('');
  await country.pressSequentially('neth');
  await country.press('Enter');
  await expect(country).toHaveValue('Netherlands (NL)');

  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('IP Block Submitted', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: cidr });
  await expect(card.getByTitle('NL')).toHaveText('Netherlands');
});

test('a country typed but not chosen is refused with the message, not stored as a guess', async ({
  page,
}) => {
  await signInAs(page, 'monetizer');
  await page.goto('/my-ip-blocks');
  await page.getByRole('button', { name: 'Add IP Block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add IP Block' });
  await dialog.getByLabel('CIDR').fill(randomIpv6Block());
  await dialog.getByLabel('RIR').selectOption('ripe');
  await dialog.getByLabel('LOA Document (PDF)').setInputFiles({
    name: 'loa.pdf',
    mimeType: 'application/pdf',
    buffer: LOA_PDF,
  });
  const country = dialog.getByRole('combobox', { name: 'Country Code' });
  await country.fill('Netherland');
  await expect(dialog.getByRole('option', { name: 'Netherlands (NL)' })).toBeVisible();
  await dialog.getByLabel('CIDR').click();
  await expect(country).toHaveValue('Netherland');
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  // The toast says it, and so does the field (the toast is outside the dialog).
  await expectToast(page, 'Invalid country code');
  await expect(dialog.getByText('Choose a country from the list.')).toBeVisible();
  await expect(country).toHaveAttribute('aria-invalid', 'true');

  // The full name typed exactly is taken as that country.
  await country.fill('netherlands');
  await dialog.getByLabel('CIDR').click();
  await expect(country).toHaveValue('Netherlands (NL)');
});

test('on a phone the ASN dialog offers the list within the screen and the card names the country', async ({
  page,
}) => {
  // Private-use 32-bit ASNs (RFC 6996): never a real network's number.
  // An assignable 32-bit number: private ones are refused (docs/decisions/230-lease-delivery.md).
  const asnNumber = 500_000_000 + Math.floor(Math.random() * 90_000_000);
  const organization = `Country Transit ${asnNumber}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'monetizer');
  await page.goto('/my-asns');
  await page.getByRole('button', { name: 'Add ASN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add ASN' });
  await dialog.getByLabel('ASN Number').fill(`AS${asnNumber}`);
  await dialog.getByLabel('Organization').fill(organization);
  await dialog.getByLabel('RIR').selectOption('RIPE');
  const country = dialog.getByRole('combobox', { name: 'Country' });
  await country.pressSequentially('neth');
  const option = dialog.getByRole('option', { name: 'Netherlands (NL)' });
  await expect(option).toBeVisible();
  const box = (await option.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await option.click();
  await expect(country).toHaveValue('Netherlands (NL)');
  await dialog.getByRole('button', { name: 'Submit ASN' }).click();
  await expect(page.getByText('ASN Submitted', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: organization });
  await expect(card.getByTitle('NL')).toHaveText('Netherlands');
});
