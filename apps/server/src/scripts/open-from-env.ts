import path from 'node:path';
import { parseEnv } from '../platform/env';
import { openDatabase } from '../platform/db/database';

export async function openDatabaseFromEnv() {
  const env = parseEnv();
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') });
  return { env, handle };
}
