import { migrate } from '../platform/db/migrate';
import { buildApp } from '../app';
import { seedDemoDataIfEmpty } from '../features/demo/demo/seed-demo-data';
import { openDatabaseFromEnv } from './open-from-env';

const { env, handle } = await openDatabaseFromEnv();
await migrate(handle);
const { app, ctx } = await buildApp({ env: { ...env, LOG_LEVEL: 'silent' }, handle, serveWeb: false });
const seeded = await seedDemoDataIfEmpty(ctx);
console.log(seeded ? 'Demo data added.' : 'The database already has users; nothing was added.');
await app.close();
await handle.close();
