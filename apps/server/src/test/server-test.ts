import { test as vitestTest } from 'vitest';
import { createTestApp } from './test-app';
import { signInAs } from './factories';

/**
 * The server tests' `test` (docs/decisions/269): a test names what it needs and gets only that.
 *
 * - `app`: a whole server on a database of its own in the migrated template's state, built the
 *   first time a test or hook of the file asks for it and closed when the file ends, so the file's
 *   tests share it (as they shared the `createTestApp()` of a file's `beforeAll`). A file that never
 *   asks builds none.
 * - `db`: that server's database.
 * - `leaser`, `seller`, `staff`, `admin`: a fresh user of that role, per test, with a client signed
 *   in as them (`signInAs`); the seller is a monetizer whose identity is verified, as selling needs
 *   (docs/PRODUCT.md "Accounts").
 *
 * Suite hooks see the file's fixtures: `test.beforeAll(async ({ app }) => ...)`. A file that needs a
 * server built otherwise (Stripe, a web build, two servers on one database) calls `createTestApp`
 * with its options itself.
 */
export const test = vitestTest
  // Vitest reads what a fixture needs from its first parameter, which must be a destructuring.
  // eslint-disable-next-line no-empty-pattern
  .extend('app', { scope: 'file' }, async ({}, { onCleanup }) => {
    const app = await createTestApp();
    onCleanup(() => app.close());
    return app;
  })
  .extend('db', { scope: 'file' }, ({ app }) => app.db)
  .extend('leaser', ({ app }) => signInAs(app, { role: 'leaser' }))
  .extend('seller', ({ app }) => signInAs(app, { role: 'monetizer' }))
  .extend('staff', ({ app }) => signInAs(app, { role: 'staff' }))
  .extend('admin', ({ app }) => signInAs(app, { role: 'admin' }));
