import { describe, expect } from 'vitest';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

/* The billing profile (docs/PRODUCT.md "Billing details"). */

const COMPANY = {
  customerType: 'company',
  legalName: 'Acme Hosting GmbH',
  street: 'Friedrichstraße 1',
  city: 'Berlin',
  postalCode: '10117',
  country: 'DE',
  vatId: 'de 136 695 976',
  billingEmail: 'Invoices@Acme.example',
};

describe('billing profile', () => {
  test('is empty before the first save, then saves and reads back a company, normalised', async ({ app }) => {
    const { client } = await signInAs(app, { billing: null });
    const before = await client.get('/api/profile/billing');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ billingProfile: null });

    const saved = await client.put('/api/profile/billing', COMPANY);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: 'Billing details saved',
      message: 'Invoices will use these details.',
      billingProfile: {
        customerType: 'company',
        legalName: 'Acme Hosting GmbH',
        street: 'Friedrichstraße 1',
        city: 'Berlin',
        postalCode: '10117',
        country: 'DE',
        vatId: 'DE136695976',
        billingEmail: 'invoices@acme.example',
      },
    });
    const read = await client.get('/api/profile/billing');
    expect(read.body.billingProfile).toEqual(saved.body.billingProfile);
  });

  test('lets a private customer save a name and a country alone, and a later save replace it', async ({
    app,
  }) => {
    const { client } = await signInAs(app, { billing: null });
    const saved = await client.put('/api/profile/billing', {
      customerType: 'private',
      legalName: 'Petra Private',
      country: 'nl',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.billingProfile).toMatchObject({
      customerType: 'private',
      legalName: 'Petra Private',
      street: null,
      city: null,
      postalCode: null,
      country: 'NL',
      vatId: null,
      billingEmail: null,
    });
    const replaced = await client.put('/api/profile/billing', {
      customerType: 'private',
      legalName: 'Petra Private',
      country: 'NL',
      vatId: '',
      billingEmail: '  ',
      city: 'Utrecht',
    });
    expect(replaced.body.billingProfile).toMatchObject({ city: 'Utrecht', vatId: null, billingEmail: null });
  });

  test.for([
    [
      'an invalid VAT ID, naming the country it was checked for',
      { ...COMPANY, vatId: 'DE136695977' },
      'vatId',
      'Invalid VAT number',
      'This is not a valid VAT number for Germany.',
    ],
    [
      'a VAT ID of another country',
      { ...COMPANY, country: 'NL', vatId: 'DE136695976' },
      'vatId',
      'Invalid VAT number',
      'This is not a valid VAT number for Netherlands.',
    ],
    [
      'a profile without a country',
      { ...COMPANY, country: '' },
      'country',
      'Country required',
      'Choose the country of your billing address.',
    ],
    [
      'a profile with the country left out',
      { customerType: 'private', legalName: 'No Country' },
      'country',
      'Country required',
      'Choose the country of your billing address.',
    ],
    [
      'a country not in the list',
      { ...COMPANY, country: 'XX', vatId: null },
      'country',
      'Invalid country',
      'Choose a country from the list.',
    ],
    [
      'a blank name',
      { ...COMPANY, legalName: '  ' },
      'legalName',
      'Name required',
      'Enter the name invoices are made out to.',
    ],
    [
      'a company without a street',
      { ...COMPANY, street: '' },
      'street',
      'Street required',
      'A company needs the street of its billing address.',
    ],
    [
      'a company without a city',
      { ...COMPANY, city: null },
      'city',
      'City required',
      'A company needs the city of its billing address.',
    ],
    [
      'a company without a postal code',
      { ...COMPANY, postalCode: ' ' },
      'postalCode',
      'Postal code required',
      'A company needs the postal code of its billing address.',
    ],
    [
      'an invalid billing email',
      { ...COMPANY, billingEmail: 'not-an-email' },
      'billingEmail',
      'Invalid email',
      'Please enter a valid email address.',
    ],
    [
      'an unknown customer type',
      { ...COMPANY, customerType: 'charity' },
      'customerType',
      'Choose a customer type',
      'Choose company or private customer.',
    ],
  ] as const)('refuses %s beside the field', async ([_case, body, field, title, description], { app }) => {
    const { client } = await signInAs(app, { billing: null });
    const refused = await client.put('/api/profile/billing', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ title, message: description, field });
    expect((await client.get('/api/profile/billing')).body).toEqual({ billingProfile: null });
  });

  test('answers a visitor 401 on both routes', async ({ app }) => {
    const visitor = app.client({ ip: '127.3.0.1' });
    expect((await visitor.get('/api/profile/billing')).status).toBe(401);
    expect((await visitor.put('/api/profile/billing', COMPANY)).status).toBe(401);
  });

  test("never shows or changes another user's profile", async ({ app }) => {
    const owner = await signInAs(app, { billing: null });
    const other = await signInAs(app, { billing: null });
    await owner.client.put('/api/profile/billing', COMPANY);
    expect((await other.client.get('/api/profile/billing')).body).toEqual({ billingProfile: null });
    await other.client.put('/api/profile/billing', {
      customerType: 'private',
      legalName: 'Olga Other',
      country: 'PL',
    });
    const mine = await owner.client.get('/api/profile/billing');
    expect(mine.body.billingProfile).toMatchObject({ legalName: 'Acme Hosting GmbH', country: 'DE' });
  });

  test('lets a read API token read the profile but never write it', async ({ app }) => {
    const { client } = await signInAs(app, { billing: null });
    await client.put('/api/profile/billing', COMPANY);
    for (const scope of ['read', 'trade'] as const) {
      const { secret } = await createTokenFor(client, { scope, name: `Billing ${scope}` });
      const read = await callWithToken(app, secret, 'GET', '/api/profile/billing');
      expect(read.status).toBe(200);
      expect(read.body.billingProfile).toMatchObject({ vatId: 'DE136695976' });
      const write = await callWithToken(app, secret, 'PUT', '/api/profile/billing', {
        ...COMPANY,
        legalName: 'Robot Rename',
      });
      expect(write.status).toBe(403);
      expect(write.body.title).toBe('Not available with an API token');
    }
    const after = await client.get('/api/profile/billing');
    expect(after.body.billingProfile.legalName).toBe('Acme Hosting GmbH');
  });
});
