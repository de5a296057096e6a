import { migrate } from '../platform/db/migrate';
import { systemClock } from '../platform/clock';
import { grantAdminByOperator } from '../features/accounts/user-management/user-management.service';
import { openDatabaseFromEnv } from './open-from-env';

/**
 * `npm run admin:grant -- someone@example.com`: the account registered and confirmed with that email
 * becomes an admin (docs/PRODUCT.md "Staff tools"). The database is the server's (DATABASE_URL, or
 * the embedded one in DATA_DIR), read from the server's settings.
 */
const emails = process.argv.slice(2);
if (emails.length !== 1) {
  console.error('Usage: npm run admin:grant -- <email of a registered, confirmed account>');
  process.exit(2);
}
const { handle } = await openDatabaseFromEnv();
try {
  await migrate(handle);
  const grant = await grantAdminByOperator({ db: handle.db, clock: systemClock }, emails[0]!);
  if (grant.outcome === 'refused') {
    console.error(grant.reason);
    process.exitCode = 1;
  } else {
    console.log(
      grant.outcome === 'granted' ? `${grant.email} is now an admin.` : `${grant.email} is an admin already.`,
    );
  }
} finally {
  await handle.close();
}
