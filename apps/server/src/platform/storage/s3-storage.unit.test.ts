import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { SAMPLE_FILES } from '../../test/api-client';
import { startTestS3Server, type TestS3Server } from './s3-test-server';
import { createS3Storage, s3ConfigFromEnv } from './s3-storage';
import { createStorage, type Storage } from './storage';

let s3: TestS3Server;
let storage: Storage;
beforeAll(async () => {
  s3 = await startTestS3Server();
  storage = await createStorage(parseEnv({ NODE_ENV: 'test', ...s3.storageEnv }));
});
afterAll(async () => {
  storage.close?.();
  await s3.stop();
});

describe('the S3 storage driver', () => {
  it('stores a file under a server-generated key, reads it back and deletes it', async () => {
    const key = await storage.put('loas', 'pdf', SAMPLE_FILES.pdf);
    expect(key).toMatch(/^loas\/[0-9a-f-]{36}\.pdf$/);
    expect(await s3.has(key)).toBe(true);
    expect(await storage.get(key)).toEqual(SAMPLE_FILES.pdf);

    await storage.remove(key);
    expect(await s3.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // Deleting again is not an error, as with the local folder.
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('loas/00000000-0000-4000-8000-000000000000.pdf')).toBeNull();
  });

  it('writes private objects: signed requests, no ACL, no URL, a plain body with its MD5', async () => {
    const before = s3.requests.length;
    const key = await storage.put('kyc-documents', 'png', SAMPLE_FILES.png);
    await storage.get(key);
    const sent = s3.requests.slice(before);
    expect(sent.map((request) => request.method)).toEqual(['PUT', 'GET']);
    for (const request of sent) {
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
      expect(request.url).not.toContain('X-Amz-Signature');
      expect(request.headers['x-amz-acl']).toBeUndefined();
    }
    const put = sent[0]!;
    expect(put.url.split('?')[0]).toBe(`/${s3.bucket}/${key}`);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['content-md5']).toBe(createHash('md5').update(SAMPLE_FILES.png).digest('base64'));
    expect(put.headers['content-encoding']).toBeUndefined();
    expect(put.headers['x-amz-content-sha256']).not.toMatch(/STREAMING/);
  });

  it('refuses a key it did not make before sending anything', async () => {
    const before = s3.requests.length;
    for (const key of ['../etc/passwd', 'loas/passport.pdf', 'loas/../../x.pdf', '']) {
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('Invalid storage key');
    }
    await expect(storage.put('../up', 'pdf', SAMPLE_FILES.pdf)).rejects.toThrow('Invalid storage key');
    expect(s3.requests.length).toBe(before);
  });

  it('shares every file between two servers on one bucket', async () => {
    const other = createS3Storage(s3ConfigFromEnv(parseEnv({ NODE_ENV: 'test', ...s3.storageEnv })));
    try {
      const key = await other.put('ticket-attachments', 'jpg', SAMPLE_FILES.png);
      expect(await storage.get(key)).toEqual(SAMPLE_FILES.png);
      await storage.remove(key);
      expect(await other.get(key)).toBeNull();
    } finally {
      other.close?.();
    }
  });

  it('reports a missing bucket as an error, never as a missing file', async () => {
    const wrong = await createStorage(
      parseEnv({ NODE_ENV: 'test', ...s3.storageEnv, S3_BUCKET: 'no-such-bucket' }),
    );
    try {
      await expect(wrong.get('loas/00000000-0000-4000-8000-000000000000.pdf')).rejects.toThrow();
    } finally {
      wrong.close?.();
    }
  });
});

describe('storage configuration', () => {
  const problems = (source: Record<string, string>) => {
    try {
      parseEnv({ NODE_ENV: 'test', ...source });
      return [];
    } catch (error) {
      return (error as Error).message.split('\n').slice(1);
    }
  };

  it('keeps files in the local folder unless told otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).STORAGE_DRIVER).toBe('local');
  });

  it('names each missing or malformed S3 setting', () => {
    expect(problems({ STORAGE_DRIVER: 'ftp' })).toEqual(['  STORAGE_DRIVER: must be local or s3']);
    expect(problems({ STORAGE_DRIVER: 's3' })).toEqual([
      '  S3_BUCKET: is required when STORAGE_DRIVER=s3',
      '  S3_REGION: is required when STORAGE_DRIVER=s3',
    ]);
    const base = { STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_REGION: 'eu-central-1' };
    expect(problems({ ...base, S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      '  S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set',
    ]);
    expect(problems({ ...base, S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      '  S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set',
    ]);
    expect(problems({ ...base, S3_BUCKET: 'My_Files' })).toEqual([
      '  S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    ]);
    expect(problems({ ...base, S3_REGION: 'EU Central' })).toEqual([
      '  S3_REGION: must be a region name such as eu-central-1 (us-east-1 for most S3-compatible servers)',
    ]);
    expect(problems({ ...base, S3_ENDPOINT: 'ftp://files.example.com' })).toEqual([
      '  S3_ENDPOINT: must be an http:// or https:// URL',
    ]);
    expect(problems({ ...base, S3_FORCE_PATH_STYLE: 'yes' })).toHaveLength(1);
  });

  it('accepts a bucket on AWS with credentials from the SDK (no keys, no endpoint)', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'netlease-files',
      S3_REGION: 'eu-central-1',
    });
    expect(s3ConfigFromEnv(env)).toEqual({
      bucket: 'netlease-files',
      region: 'eu-central-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });
});
