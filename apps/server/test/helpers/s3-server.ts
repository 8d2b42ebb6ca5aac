import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { S3Storage } from '../../src/lib/storage/index.js';

export interface TestS3 {
  storage: S3Storage;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on a free local port with one bucket in a temporary folder, and an S3Storage on it
 * configured the way a self-hosted deployment is (endpoint, path style, a key pair).
 */
export async function startTestS3(bucket = 'zuoyeben-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'zyb-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const storage = new S3Storage({
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's fixed key pair.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
