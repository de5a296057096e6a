import { expect } from '@playwright/test';
import { generate } from 'otplib';
import {
  DEMO,
  expectToast,
  expectWithinPhoneWidth,
  PHONE,
  serverNow,
  test,
  registerVerifiedUser,
  signInWithPassword,
  signInAtDashboard,
  apiSignIn,
  signInAs,
} from './fixtures';

const PASSWORD = 'long-enough-1';

test('a user enables MFA, signs out, and cannot sign in without a code', async ({ page, request }) => {
  const email = await registerVerifiedUser(request, { name: 'Mia Factor', password: PASSWORD });
  await signInAtDashboard(page, email);

  await page.goto('/security');
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Enable MFA' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByText('MFA Verification Failed', { exact: true })).toBeVisible();

  const epoch = Math.floor((await serverNow(request)).getTime() / 1000);
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch }));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByText('MFA Enabled Successfully!', { exact: true })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  // The password alone does not sign in: the app asks for a code, and private pages stay closed.
  await signInWithPassword(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/mfa-verify$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session).toEqual({ user: null, mfaPending: true });

  await page.goto('/mfa-verify');
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('MFA Verification Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/mfa-verify$/);

  await page.getByLabel('Authentication code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Mia Factor' })).toBeVisible();
});

test('a monetizer submits an ASN and an admin approves it', async ({ page }) => {
  // Private-use 32-bit ASNs (RFC 6996): never a real network's number.
  const asnNumber = 400_000 + Math.floor(Math.random() * 90_000_000);
  const organization = `Example Transit ${asnNumber}`;
  await signInAs(page, 'monetizer');
  await page.goto('/my-asns');
  await page.getByRole('button', { name: 'Add ASN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add ASN' });
  await dialog.getByRole('button', { name: 'Submit ASN' }).click();
  await expect(page.getByText('Missing fields', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please fill all required fields.').first()).toBeVisible();

  await dialog.getByLabel('ASN Number').fill(`AS${asnNumber}`);
  await dialog.getByLabel('Organization').fill(organization);
  await dialog.getByLabel('RIR').selectOption('RIPE');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('nl');
  await dialog.getByRole('option', { name: 'Netherlands (NL)' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('Netherlands (NL)');
  await dialog.getByRole('button', { name: 'Submit ASN' }).click();
  await expect(page.getByText('ASN Submitted', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: organization });
  await expect(card.getByText(`AS${asnNumber}`)).toBeVisible();
  await expect(card.getByText('pending')).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'asns' }).click();
  const row = page.getByRole('row').filter({ hasText: organization });
  await expect(row.getByText(DEMO.monetizer)).toBeVisible();
  await row.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: `Review AS${asnNumber}` });
  await review.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Reason required', { exact: true })).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Item has been approved.', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  await signInAs(page, 'monetizer');
  await page.goto('/my-asns');
  await expect(
    page.getByRole('listitem').filter({ hasText: organization }).getByText('approved'),
  ).toBeVisible();
});

test('a monetizer generates an LOA for a paid order and the verification page confirms it', async ({
  page,
  request,
}) => {
  // The buyer (demo leaser, whose paid IP order the demo data holds) gets an ASN approved.
  const asnNumber = 200_000_000 + Math.floor(Math.random() * 4_000_000);
  let token = await apiSignIn(request, DEMO.leaser);
  const submitted = await request.post('/api/asns', {
    data: { asnNumber: `AS${asnNumber}`, organization: 'Leo Transit', rir: 'ARIN', country: 'US' },
    headers: { 'x-csrf-token': token },
  });
  expect(submitted.ok()).toBeTruthy();
  const asnId = ((await submitted.json()) as { asn: { id: string } }).asn.id;
  token = await apiSignIn(request, DEMO.admin);
  const approved = await request.post(`/api/admin/asns/${asnId}/approve`, {
    headers: { 'x-csrf-token': token },
  });
  expect(approved.ok()).toBeTruthy();

  // The buyer names it on the order.
  await signInAs(page, 'leaser');
  await page.goto('/my-asns');
  const picker = page.getByRole('combobox', { name: /^ASN for order / }).first();
  await picker.selectOption({ label: `AS${asnNumber} · Leo Transit` });
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('ASN saved', { exact: true })).toBeVisible();

  // The seller generates the letter.
  await signInAs(page, 'monetizer');
  await page.goto('/loa-management');
  await page.getByRole('button', { name: 'Upload LOA' }).click();
  await page.getByRole('dialog', { name: 'Upload LOA' }).getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Missing data', 'Please select an order and a file.');
  // The first missing one is marked beside its field, and focused.
  await expect(page.getByRole('dialog', { name: 'Upload LOA' }).getByLabel('Order')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('dialog', { name: 'Upload LOA' }).getByRole('button', { name: 'Cancel' }).click();

  const pendingRow = page.getByRole('row').filter({ hasText: `AS${asnNumber}` });
  await pendingRow.getByRole('button', { name: /Generate LOA/ }).click();
  await expect(page.getByText('LOA Generated', { exact: true })).toBeVisible();
  await expect(pendingRow.getByRole('button', { name: /Generate LOA/ })).toHaveCount(0);
  // The toast gives the new letter's code. LOA History lists letters newest first, but only once it
  // has read the list again: its first link may still be an older letter's, so this letter is found
  // by its code, in the row of its ASN.
  const codeShape = /LOA-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;
  const told = await page.getByText(new RegExp(`Code: ${codeShape.source}$`)).textContent();
  const code = codeShape.exec(told ?? '')![0];
  const issued = page
    .getByRole('row')
    .filter({ hasText: `AS${asnNumber}` })
    .getByRole('link', { name: code, exact: true });
  await expect(issued).toBeVisible();
  await issued.click();

  // Anyone can check it, signed in or not.
  await expect(page).toHaveURL(new RegExp(`/verify-loa/${code}$`));
  const result = page.getByRole('region', { name: 'Verification result' });
  await expect(result.getByText('Valid LOA issued through Netlease')).toBeVisible();
  await expect(result.getByText(`AS${asnNumber} (Leo Transit)`)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.goto(`/verify-loa?code=${code.toLowerCase()}`);
  await expect(page.getByText('Valid LOA issued through Netlease')).toBeVisible();
  await page.goto('/verify-loa/LOA-AAAA-BBBB-CCCC');
  await expect(page.getByText('No letter of authorization has this verification code.')).toBeVisible();
});

test('on a phone, an admin is told what a penalty lacks beside its field, then applies one', async ({
  page,
  request,
}) => {
  const email = await registerVerifiedUser(request, { name: 'Penalised User', password: PASSWORD });
  await page.setViewportSize(PHONE);
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'penalties' }).click();
  const apply = page.getByRole('button', { name: 'Apply penalty' });

  await apply.click();
  await expect(page.getByText('Missing penalty details')).toBeVisible();
  const userEmail = page.getByRole('textbox', { name: 'User email', exact: true });
  await expect(userEmail).toBeFocused();
  await expect(userEmail).toHaveAccessibleDescription(/Please choose a user and a penalty type/);

  await userEmail.fill(email);
  await page.getByRole('combobox', { name: 'Penalty type', exact: true }).selectOption('fine');
  await page.getByRole('textbox', { name: 'Amount ($)', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Reason', exact: true }).fill('Abuse reports from three networks.');
  await apply.click();
  await expect(page.getByText('Invalid penalty amount')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount ($)', exact: true })).toBeFocused();

  await page.getByRole('combobox', { name: 'Penalty type', exact: true }).selectOption('warning');
  await page.getByRole('textbox', { name: 'Amount ($)', exact: true }).fill('');
  await apply.click();
  await expect(page.getByText('Penalty applied')).toBeVisible();
  await expect(userEmail).toHaveValue('');
  // The history shows it (as a card at this width).
  await expect(page.getByText('Abuse reports from three networks.').filter({ visible: true })).toBeVisible();
  await expectWithinPhoneWidth(apply);
});
