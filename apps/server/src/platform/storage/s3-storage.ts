import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Env } from '../env';
import { checkStorageKey, newStorageKey, type Storage } from './storage-driver';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, …); unset for AWS itself. */
  endpoint?: string;
  /** Both or neither; neither lets the SDK find credentials itself (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The S3 settings of a configuration whose STORAGE_DRIVER is s3 (env.ts has checked they are there). */
export function s3ConfigFromEnv(env: Env): S3StorageConfig {
  if (!env.S3_BUCKET || !env.S3_REGION) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET and S3_REGION');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Files in one bucket under the same server-generated keys as the local folder, so several server
 * instances share every file. Objects are written without an ACL (they stay as private as the
 * bucket) and never handed out as URLs: the authorised routes read them and send the bytes.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Recent SDKs add CRC32 checksums in aws-chunked bodies by default, which many S3-compatible
    // servers do not understand; a plain body with Content-MD5 is checked by all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(folder, extension, bytes) {
      const key = newStorageKey(folder, extension);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
        }),
      );
      return key;
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        // Only a missing object is "no file"; a missing bucket or refused credentials stay errors.
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      // Deleting a key that is not there succeeds, as with the local folder.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}
