import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
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

/** Where uploaded files live, as instances compare it and as an operator reads it. */
export interface FileStorageLocation {
  /** Equal on instances that share their files. */
  identity: string;
  label: string;
}

/** The file in a local storage directory naming it, written by the first instance that uses it. */
const STORAGE_ID_FILE = '.netlease-storage-id';

/**
 * Where this instance's uploaded files live. A local directory is named by an id kept in a file
 * inside it, so instances that share it (one disk, or one network mount) read the same id whatever
 * path or host they see it from, and instances with directories of their own read different ids.
 */
export async function describeFileStorage(env: Env): Promise<FileStorageLocation> {
  if (env.STORAGE_DRIVER === 's3') {
    const endpoint = (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/+$/, '');
    return {
      identity: `s3 ${endpoint}/${env.S3_BUCKET}`,
      label: `S3 bucket ${env.S3_BUCKET} at ${endpoint}`,
    };
  }
  const root = path.resolve(env.DATA_DIR, 'files');
  await mkdir(root, { recursive: true });
  const idFile = path.join(root, STORAGE_ID_FILE);
  const readId = async () => (await readFile(idFile, 'utf8')).trim();
  try {
    return { identity: `disk ${await readId()}`, label: `${root} on ${os.hostname()}` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written whole under another name, then linked into place: a second instance never reads a
  // half-written id, and the first link wins.
  const written = `${idFile}.${randomUUID()}`;
  await writeFile(written, `${randomUUID()}\n`, { flag: 'wx' });
  try {
    await link(written, idFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(written, { force: true });
  }
  return { identity: `disk ${await readId()}`, label: `${root} on ${os.hostname()}` };
}
