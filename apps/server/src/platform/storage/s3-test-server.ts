import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

// The SDK warns once per process that its releases from 2027 need Node 22; an operator on Node 20
// should see that, a test run should not.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export interface TestS3Server {
  bucket: string;
  endpoint: string;
  /** The settings that point a server (createTestApp's storageEnv) at this bucket. */
  storageEnv: Record<string, string>;
  /** Every request the server received, to check what the driver sends. */
  requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
  /** The keys in the bucket, optionally only those starting with `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  has(key: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1, on a free port, keeping its objects in a fresh
 * temporary folder, with one empty bucket. Silent: nothing reaches the test output.
 */
export async function startTestS3Server(bucket = 'netlease-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'netlease-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: TestS3Server['requests'] = [];
  server.httpServer!.on('request', (request) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // The tests' own look into the bucket, beside the one the server under test uses.
  const inspector = new S3Client({
    region: REGION,
    endpoint,
    forcePathStyle: true,
    credentials: ACCESS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // Its requests are marked, so `requests` lists only what the server under test sent.
  inspector.middlewareStack.add(
    (next) => async (args) => {
      (args.request as { headers: Record<string, string> }).headers['x-test-inspector'] = '1';
      return next(args);
    },
    { step: 'build' },
  );

  return {
    bucket,
    endpoint,
    storageEnv: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS.accessKeyId,
      S3_SECRET_ACCESS_KEY: ACCESS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    get requests() {
      return requests.filter((request) => !request.headers['x-test-inspector']);
    },
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await inspector.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async has(key) {
      try {
        await inspector.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async stop() {
      inspector.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
