import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/helpers/s3-server.js';
import { LocalDiskStorage, MemoryStorage, type FileStorage } from './index.js';

/** The same promises from every storage: what the uploads, exports and `files:migrate` rely on. */
interface Subject { storage: FileStorage; close(): Promise<void> }

const subjects: [string, () => Promise<Subject>][] = [
  ['memory', async () => ({ storage: new MemoryStorage(), close: async () => undefined })],
  ['local disk', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'zyb-disk-'));
    return { storage: new LocalDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  }],
  ['S3 (s3rver)', async () => {
    const s3: TestS3 = await startTestS3();
    return { storage: s3.storage, close: () => s3.close() };
  }],
];

const readAll = async (stream: Readable) => Buffer.concat(await stream.toArray());


describe.each(subjects)('%s storage', (_name, make) => {
  let subject: Subject;
  beforeAll(async () => { subject = await make(); });
  afterAll(async () => { await subject.close(); });

  it('gives back the bytes it was given, with their size', async () => {
    const body = Buffer.from('作业本 PNG bytes');
    expect(await subject.storage.put('uploads/ab/one.png', body)).toBe(body.length);
    const opened = await subject.storage.open('uploads/ab/one.png');
    expect(opened?.size).toBe(body.length);
    expect(await readAll(opened!.stream)).toEqual(body);
  });

  it('stores a stream of several MB byte for byte (a multipart upload on S3)', async () => {
    // 9MB: more than one 8MB part, so S3 takes the multipart path and reassembles it.
    // Random bytes, so a dropped or repeated chunk changes the result.
    const body = randomBytes(9 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) => body.subarray(i * 65536, (i + 1) * 65536));
    expect(await subject.storage.put('uploads/big/scan.pdf', Readable.from(chunks))).toBe(body.length);
    const opened = await subject.storage.open('uploads/big/scan.pdf');
    expect(opened?.size).toBe(body.length);
    expect((await readAll(opened!.stream)).equals(body)).toBe(true);
  });

  it('replaces a file stored again under the same key', async () => {
    await subject.storage.put('uploads/again.txt', Buffer.from('first'));
    await subject.storage.put('uploads/again.txt', Buffer.from('second, longer'));
    const opened = await subject.storage.open('uploads/again.txt');
    expect((await readAll(opened!.stream)).toString()).toBe('second, longer');
    expect(opened?.size).toBe(14);
  });

  it('answers null for a key it never stored, and for one removed', async () => {
    expect(await subject.storage.open('uploads/never.png')).toBeNull();
    await subject.storage.put('uploads/gone.png', Buffer.from('x'));
    await subject.storage.remove('uploads/gone.png');
    expect(await subject.storage.open('uploads/gone.png')).toBeNull();
    // Removing twice is not an error: a retried clean-up must not fail.
    await expect(subject.storage.remove('uploads/gone.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../etc/passwd', '/abs/path', 'a/../../b', 'a//b', '']) {
      await expect(subject.storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    }
  });
});
