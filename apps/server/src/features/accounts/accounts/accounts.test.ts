import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../platform/db/schema/index';
import { createTestApp, lastMailedLink } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { TERMS_VERSION } from '@netlease/shared/legal';
import { createUser, signInAgain, signInAs, signUpBody, TEST_PASSWORD } from '../../../test/factories';
import { MINUTE, HOUR } from '../../../platform/clock';

const newUser = (email: string) => signUpBody({ name: 'Nina Network', email, password: 'long-enough-1' });

describe('registration', () => {
  test('creates an account, mails a verification link, and signs in only after verification', async ({
    app,
  }) => {
    const client = app.client({ ip: '127.1.0.1' });
    const created = await client.post('/api/auth/register', newUser('Nina@Example.com'));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      title: 'Account created!',
      message: 'Please check your email to verify your account.',
    });

    const early = await client.post('/api/auth/login', {
      email: 'nina@example.com',
      password: 'long-enough-1',
    });
    expect(early.status).toBe(403);
    expect(early.body.title).toBe('Sign in Failed');

    const { token } = lastMailedLink(app, 'nina@example.com');
    const verified = await client.post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    const reused = await client.post('/api/auth/verify-email', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.title).toBe('Link expired');

    const signedIn = await client.post('/api/auth/login', {
      email: 'NINA@example.com',
      password: 'long-enough-1',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      email: 'nina@example.com',
      role: 'leaser',
      name: 'Nina Network',
    });
  });

  test('records the terms version accepted at sign-up, and when', async ({ app, db }) => {
    const created = await app
      .client({ ip: '127.1.0.5' })
      .post('/api/auth/register', newUser('terms@example.com'));
    expect(created.status).toBe(201);
    const [row] = await db
      .select({ termsVersion: users.termsVersion, termsAcceptedAt: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.email, 'terms@example.com'));
    expect(row).toEqual({ termsVersion: TERMS_VERSION, termsAcceptedAt: app.clock.now() });
  });

  test.for<[string, Record<string, unknown>, string]>([
    ['without the terms accepted', { acceptTerms: undefined }, 'Terms not accepted'],
    ['with the terms declined', { acceptTerms: false }, 'Terms not accepted'],
    ['with an older terms version', { termsVersion: '2020-01-01' }, 'Terms updated'],
  ])('refuses a sign-up %s and creates no account', async ([label, change, title], { app, db }) => {
    const email = `refused-${label.replaceAll(' ', '-')}@example.com`;
    const response = await app
      .client({ ip: '127.1.0.6' })
      .post('/api/auth/register', { ...newUser(email), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_request', title });
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  test('says the first sign-in is the first, and no later one', async ({ app }) => {
    const user = await createUser(app);
    const client = app.client({ ip: '127.1.0.7' });
    const first = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.isFirstSignIn).toBe(true);
    const second = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(second.body.isFirstSignIn).toBe(false);
  });

  test.for([
    [
      { ...newUser('a@example.com'), confirmPassword: 'something-else' },
      'Passwords do not match',
      'Please check your passwords and try again.',
    ],
    [
      { ...newUser('b@example.com'), password: 'short', confirmPassword: 'short' },
      'Password too short',
      'Use at least 8 characters for your password.',
    ],
    [
      { ...newUser('c@example.com'), password: '', confirmPassword: '' },
      'Password cannot be empty',
      'Please enter a new password.',
    ],
    [
      { ...newUser('d@example.com'), name: '  ' },
      'Missing fields',
      'Please fill in your name, email and password.',
    ],
    [{ ...newUser('not-an-email') }, 'Invalid email', 'Please enter a valid email address.'],
  ] as const)('refuses bad input with its message (%#)', async ([body, title, message], { app }) => {
    const response = await app.client({ ip: '127.1.0.2' }).post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_request', title, message });
  });

  test('refuses an email that already has an account', async ({ app }) => {
    await createUser(app, { email: 'taken@example.com' });
    const response = await app
      .client({ ip: '127.1.0.3' })
      .post('/api/auth/register', newUser('TAKEN@example.com'));
    expect(response.status).toBe(409);
    expect(response.body.title).toBe('Sign up Failed');
  });

  test('limits registrations per address', async ({ app }) => {
    const client = app.client({ ip: '127.1.0.4' });
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push(
        (await client.post('/api/auth/register', { ...newUser(`bulk${index}@example.com`), password: 'x' }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await client.post('/api/auth/register', newUser('bulk-last@example.com'));
    expect(limited.status).toBe(429);
    expect(limited.body.title).toBe('Too many attempts');
  });
});

describe('sign-in and sessions', () => {
  test('says "Sign in Failed" for a wrong password and an unknown email alike', async ({ app }) => {
    const user = await createUser(app);
    const client = app.client({ ip: '127.2.0.1' });
    const wrong = await client.post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await client.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 'unauthorized',
      title: 'Sign in Failed',
      message: 'Invalid login details.',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('refuses a state-changing request without the CSRF token', async ({ app }) => {
    const client = app.client({ ip: '127.5.0.1' });
    const response = await client.post(
      '/api/auth/login',
      { email: 'x@example.com', password: 'whatever1' },
      { csrf: false },
    );
    expect(response.status).toBe(403);
    // The code tells the web client to fetch a new token and repeat once (lib/api-client.ts).
    expect(response.body).toMatchObject({ code: 'csrf_failed', title: 'Session check failed' });
    const forged = await client.post(
      '/api/auth/login',
      { email: 'x@example.com', password: 'whatever1' },
      {
        csrf: false,
        headers: { 'x-csrf-token': 'forged-token' },
      },
    );
    expect(forged.status).toBe(403);
  });

  test('issues a new httpOnly session cookie at each sign-in and drops the old one', async ({
    app,
    leaser: { user, client },
  }) => {
    const first = client.cookies.get('nl_session');
    const again = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(again.headers['set-cookie']?.toString()).toMatch(/nl_session=.*HttpOnly/i);
    const second = client.cookies.get('nl_session');
    expect(second).not.toBe(first);
    const stale = app.client();
    stale.cookies.set('nl_session', first!);
    expect((await stale.get('/api/profile')).status).toBe(401);
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  test('ends a session that stays idle too long', async ({ app, leaser: { client } }) => {
    expect((await client.get('/api/profile')).status).toBe(200);
    app.clock.advance(8 * HOUR + MINUTE);
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  test('signs out this device, and everywhere on request', async ({ app, leaser: { user, client } }) => {
    const other = app.client();
    await other.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/profile')).status).toBe(401);
    expect((await other.get('/api/profile')).status).toBe(200);
    const third = app.client();
    await third.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    await third.post('/api/auth/logout-everywhere');
    expect((await other.get('/api/profile')).status).toBe(401);
  });
});

describe('password reset', () => {
  test('mails a one-time link that sets a new password and signs out other sessions', async ({
    app,
    leaser: { user, client },
  }) => {
    const visitor = app.client({ ip: '127.6.0.1' });
    const asked = await visitor.post('/api/auth/forgot-password', { email: user.email });
    expect(asked.status).toBe(200);
    expect(asked.body.title).toBe('Check your email');
    const unknown = await visitor.post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(unknown.body).toEqual(asked.body);

    const { token } = lastMailedLink(app, user.email);
    const mismatch = await visitor.post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass',
      confirmPassword: 'other-pass',
    });
    expect(mismatch.body.title).toBe('Passwords do not match');
    const reset = await visitor.post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/profile')).status).toBe(401);
    const signIn = await visitor.post('/api/auth/login', { email: user.email, password: 'brand-new-pass' });
    expect(signIn.status).toBe(200);
    const reuse = await visitor.post('/api/auth/reset-password', {
      token,
      password: 'another-pass1',
      confirmPassword: 'another-pass1',
    });
    expect(reuse.status).toBe(400);
  });

  test('does not accept an expired link', async ({ app }) => {
    const user = await createUser(app);
    await app.client({ ip: '127.6.0.2' }).post('/api/auth/forgot-password', { email: user.email });
    const { token } = lastMailedLink(app, user.email);
    app.clock.advance(HOUR + MINUTE);
    const reset = await app.client().post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.title).toBe('Link expired');
  });
});

describe('profile', () => {
  test('shows the profile with the 5.0 fallback rating', async ({ app }) => {
    const { user, client } = await signInAs(app, {
      role: 'monetizer',
      name: 'Mo Seller',
      kycStatus: 'not_started',
    });
    const profile = await client.get('/api/profile');
    expect(profile.body).toMatchObject({
      id: user.id,
      name: 'Mo Seller',
      role: 'monetizer',
      averageRating: 5,
      kycStatus: 'not_started',
    });
  });

  test('saves the form, and changes the email only after the new address confirms it', async ({
    app,
    leaser: { user, client },
  }) => {
    const base = {
      name: 'Renamed',
      email: user.email,
      companyName: 'Acme Hosting',
      companyAddress: '1 Main St',
      contactPhone: '+1 (202) 555-0123',
    };
    const saved = await client.put('/api/profile', base);
    expect(saved.body.title).toBe('Profile updated successfully!');
    // The phone is kept in E.164 (docs/decisions/140-forms.md).
    expect(saved.body.profile).toMatchObject({
      name: 'Renamed',
      companyName: 'Acme Hosting',
      contactPhone: '+12025550123',
    });

    const changed = await client.put('/api/profile', { ...base, email: 'new-address@example.com' });
    expect(changed.body.title).toBe('Profile and Email updated');
    expect(changed.body.profile).toMatchObject({
      email: user.email,
      pendingEmail: 'new-address@example.com',
    });
    const { token } = lastMailedLink(app, 'new-address@example.com');
    expect((await client.post('/api/auth/confirm-email', { token })).status).toBe(200);
    expect((await client.get('/api/profile')).body.email).toBe('new-address@example.com');
  });

  test('mails the confirmation once: later saves of the form keep the link already sent', async ({
    app,
    leaser: { user, client },
  }) => {
    const form = { name: 'First Name', email: user.email };
    const changed = await client.put('/api/profile', { ...form, email: 'moving@example.com' });
    expect(changed.body.title).toBe('Profile and Email updated');
    const mailedTo = () => app.sentMail.filter((mail) => mail.to === 'moving@example.com').length;
    expect(mailedTo()).toBe(1);
    const { token } = lastMailedLink(app, 'moving@example.com');

    // The form shows the waiting address; saving it again with another name is no new change.
    const later = await client.put('/api/profile', {
      ...form,
      name: 'Second Name',
      email: 'Moving@Example.com',
    });
    expect(later.status).toBe(200);
    expect(later.body.title).toBe('Profile updated successfully!');
    expect(later.body.profile).toMatchObject({
      name: 'Second Name',
      email: user.email,
      pendingEmail: 'moving@example.com',
    });
    expect(mailedTo()).toBe(1);

    // The first link still works.
    expect((await client.post('/api/auth/confirm-email', { token })).status).toBe(200);
    expect((await client.get('/api/profile')).body).toMatchObject({
      email: 'moving@example.com',
      pendingEmail: null,
    });
  });

  test('mails a new link when the waiting one has expired, or for another new address', async ({
    app,
    leaser: { user, client: firstClient },
  }) => {
    const form = { name: 'Slow Reader', email: 'later@example.com' };
    await firstClient.put('/api/profile', form);
    const first = lastMailedLink(app, 'later@example.com');
    app.clock.advance(25 * HOUR);
    // The day-old session has ended too: the user signs in again, with the old address.
    const client = await signInAgain(app, user);
    const again = await client.put('/api/profile', form);
    expect(again.body.title).toBe('Profile and Email updated');
    const second = lastMailedLink(app, 'later@example.com');
    expect(second.token).not.toBe(first.token);

    const other = await client.put('/api/profile', { ...form, email: 'elsewhere@example.com' });
    expect(other.body.title).toBe('Profile and Email updated');
    // A newer address voids the older link (docs/PRODUCT.md "Profile").
    expect((await client.post('/api/auth/confirm-email', { token: second.token })).status).toBe(400);
    const { token } = lastMailedLink(app, 'elsewhere@example.com');
    expect((await client.post('/api/auth/confirm-email', { token })).status).toBe(200);
    expect((await client.get('/api/profile')).body.email).toBe('elsewhere@example.com');
    expect(user.email).not.toBe('elsewhere@example.com');
  });

  test('refuses what is not a phone number, naming the field', async ({ leaser: { user, client } }) => {
    for (const contactPhone of ['call me', '+1 555 0100', '202 555 0123', '+1 800 FLOWERS']) {
      const response = await client.put('/api/profile', { name: 'X', email: user.email, contactPhone });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'bad_request',
        title: 'Invalid phone number',
        message: 'Enter the number with its country code, for example +1 202 555 0123.',
        field: 'contactPhone',
      });
    }
    const blank = await client.put('/api/profile', { name: 'X', email: user.email, contactPhone: ' ' });
    expect(blank.body.profile.contactPhone).toBeNull();
    const named = await client.put('/api/profile', { name: ' ', email: user.email });
    expect(named.body).toMatchObject({ title: 'Name required', field: 'name' });
  });

  test('refuses to take an email another account uses', async ({ app, db }) => {
    const other = await createUser(app);
    const { user, client } = await signInAs(app);
    const response = await client.put('/api/profile', { name: 'X', email: other.email });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ title: 'Error updating profile', field: 'email' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.pendingEmail).toBeNull();
  });

  test('changes the password with the product messages', async ({ app, leaser: { user, client } }) => {
    const current = { currentPassword: TEST_PASSWORD };
    expect(
      (await client.put('/api/profile/password', { ...current, password: '', confirmPassword: '' })).body
        .title,
    ).toBe('Password cannot be empty');
    expect(
      (
        await client.put('/api/profile/password', {
          ...current,
          password: 'new-password-1',
          confirmPassword: 'new-password-2',
        })
      ).body.title,
    ).toBe('Passwords do not match');
    expect(
      (
        await client.put('/api/profile/password', {
          ...current,
          password: 'new-password-1',
          confirmPassword: 'new-password-1',
        })
      ).status,
    ).toBe(200);
    expect((await client.get('/api/profile')).status).toBe(200);
    const fresh = await app
      .client()
      .post('/api/auth/login', { email: user.email, password: 'new-password-1' });
    expect(fresh.status).toBe(200);
  });

  test('shows the provider card of any user publicly, and 404 for none', async ({ app }) => {
    const user = await createUser(app, { name: 'Public Pat' });
    const card = await app.client().get(`/api/users/${user.id}/public`);
    expect(card.body).toMatchObject({ id: user.id, name: 'Public Pat' });
    expect(card.body.email).toBeUndefined();
    expect((await app.client().get('/api/users/00000000-0000-4000-8000-000000000000/public')).status).toBe(
      404,
    );
  });
});

describe('demo mode', () => {
  test('resets the four demo users, who can then sign in', async ({ app }) => {
    const response = await app.client().post('/api/demo/reset-users');
    expect(response.body.title).toBe('Demo Users Ready!');
    for (const email of [
      'admin@netlease.demo',
      'staff@netlease.demo',
      'monetizer@netlease.demo',
      'leaser@netlease.demo',
    ]) {
      const signIn = await app.client().post('/api/auth/login', { email, password: 'demo-password-2026' });
      expect(signIn.status).toBe(200);
    }
  });

  test('does not exist at all when demo mode is off', async () => {
    const production = await createTestApp({ demoMode: false });
    try {
      expect((await production.client().post('/api/demo/reset-users')).status).toBe(404);
      expect((await production.client().get('/api/demo/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
