import { migrate } from '../platform/db/migrate';
import { openDatabaseFromEnv } from './open-from-env';

const { handle } = await openDatabaseFromEnv();
const applied = await migrate(handle);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
await handle.close();
