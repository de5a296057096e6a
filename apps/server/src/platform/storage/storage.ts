import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import { checkStorageKey, newStorageKey, type Storage } from './storage-driver';

// The driver contract and its keys sit in storage-driver.ts, which the S3 driver imports too, so the
// S3 driver, loaded lazily from here, imports nothing back from this file.
export type { Storage } from './storage-driver';

export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const resolveKey = (key: string) => path.join(root, checkStorageKey(key));
  return {
    async put(folder, extension, bytes) {
      const key = newStorageKey(folder, extension);
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      try {
        return await readFile(resolveKey(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}

/**
 * The storage the configuration names. The S3 client is loaded only when it is chosen, so the
 * local setup starts without it.
 */
export async function createStorage(env: Env): Promise<Storage> {
  if (env.STORAGE_DRIVER === 's3') {
    const { createS3Storage, s3ConfigFromEnv } = await import('./s3-storage');
    return createS3Storage(s3ConfigFromEnv(env));
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'files'));
}
