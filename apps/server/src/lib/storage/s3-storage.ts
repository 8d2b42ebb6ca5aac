import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage.js';

/** Where the bucket is and how to sign in; endpoint and path style are for S3-compatible services (MinIO, OSS, COS). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
}

/** Multipart parts of 8MB, two in flight: a large upload holds about 16MB at a time, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Files in one bucket of S3 or an S3-compatible service, so several server instances (and the worker) share them
 * without a shared folder. Puts stream through the SDK's multipart upload; gets stream the response body.
 */
export class S3Storage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings, client?: S3Client) {
    this.#bucket = settings.bucket;
    this.#client = client ?? new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Without a key pair the SDK's own chain applies (instance role, AWS_* variables, ~/.aws).
      credentials: settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    });
  }

  async put(key: string, body: Buffer | Readable): Promise<number> {
    assertStorageKey(key);
    let size = 0;
    let source: Buffer | Readable = body;
    if (!Buffer.isBuffer(body)) {
      // Counted on the way through: a stream's length is known only once it has been sent.
      const counter = new PassThrough();
      counter.on('data', (chunk: Buffer) => { size += chunk.length; });
      body.on('error', (error) => counter.destroy(error));
      source = body.pipe(counter);
    } else {
      size = body.length;
    }
    await new Upload({ client: this.#client, params: { Bucket: this.#bucket, Key: key, Body: source }, partSize: PART_SIZE, queueSize: 2 }).done();
    return size;
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    assertStorageKey(key);
    try {
      const got = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!(got.Body instanceof Readable)) throw new Error(`S3 GetObject returned no stream for ${key}`);
      return { stream: got.Body, size: got.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers a delete of a missing key with success, like rm --force.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }
}
