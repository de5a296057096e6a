import { randomUUID } from 'node:crypto';
import type { Role } from '@netlease/shared/roles';
import { TERMS_VERSION } from '@netlease/shared/legal';
import { billingProfiles, users } from '../platform/db/schema/index';
import argon2 from 'argon2';
import type { TestApp } from './test-app';
import type { ApiClient } from './api-client';

export const TEST_PASSWORD = 'correct-horse-battery';
let cachedHash: Promise<string> | undefined;

type KycStatus = (typeof users.$inferInsert)['kycStatus'];

/**
 * Inserts a verified user who accepted the current terms (one argon2 hash per run, shared by every factory user). A monetizer's
 * identity is verified (KYC approved) unless the test says otherwise, as sellers are in real use:
 * only they may register IP blocks and request payouts (docs/PRODUCT.md "Accounts").
 */
type UserOverrides = {
  role?: Role;
  email?: string;
  name?: string;
  kycStatus?: KycStatus;
  /**
   * The billing profile paying needs (docs/PRODUCT.md "Billing details"): by default a private
   * customer in the United States, outside the EU, so no VAT is added; null for none.
   */
  billing?: Partial<typeof billingProfiles.$inferInsert> | null;
};

export async function createUser(testApp: TestApp, overrides: UserOverrides = {}) {
  // One cheap argon2id hash (1 MiB, one pass) for every test user: sign-ins run the production
  // verification code at a fraction of its CPU. Real accounts get hashPassword's full cost.
  cachedHash ??= argon2.hash(TEST_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await testApp.db
    .insert(users)
    .values({
      email,
      name: overrides.name ?? `Test ${overrides.role ?? 'leaser'}`,
      role: overrides.role ?? 'leaser',
      passwordHash: await cachedHash,
      emailVerifiedAt: testApp.clock.now(),
      // Every account accepted the terms in force at sign-up (docs/PRODUCT.md "Legal pages").
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: testApp.clock.now(),
      kycStatus: overrides.kycStatus ?? (overrides.role === 'monetizer' ? 'approved' : 'not_started'),
    })
    .returning();
  if (overrides.billing !== null) {
    await testApp.db.insert(billingProfiles).values({
      userId: user!.id,
      customerType: 'private',
      legalName: user!.name,
      country: 'US',
      ...overrides.billing,
    });
  }
  return user!;
}

/** A user plus a client already signed in as them. */
export async function signInAs(
  testApp: TestApp,
  overrides: UserOverrides = {},
): Promise<{ user: Awaited<ReturnType<typeof createUser>>; client: ApiClient }> {
  const user = await createUser(testApp, overrides);
  const client = testApp.client({
    ip: `127.0.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  });
  const response = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return { user, client };
}

/** A fresh session for an existing user, after the test clock moved past the old one's lifetime. */
export async function signInAgain(testApp: TestApp, user: { email: string }): Promise<ApiClient> {
  const client = testApp.client({ ip: '127.9.0.1' });
  const response = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return client;
}

/**
 * The body of a sign-up as the form sends it: the password confirmed and the terms in force
 * accepted (docs/PRODUCT.md "Sign-up and sign-in").
 */
export function signUpBody(fields: { name: string; email: string; password: string }) {
  return { ...fields, confirmPassword: fields.password, acceptTerms: true, termsVersion: TERMS_VERSION };
}
