import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { MemoryStorage, type FileStorage } from '../../lib/storage/index.js';
import { pngBytes, upload } from '../homework/homework.fixture.js';
import { uploadStorageKey } from './file-bodies.js';
import { moveFilesOutOfDatabase } from './move-files-out.js';

/** Uploaded files live in the file storage; files from before (bytes in the database) read the same until moved. */
let t: TestApp;
let teacherA: string;
let schoolA: number;

beforeAll(async () => {
  t = await createTestApp();
  teacherA = await loginAs(t.app, DEMO.teacherA);
  schoolA = (await t.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU10001').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

const storage = () => t.app.storage as MemoryStorage;

/** A file as the platform stored it before issue 16: a row without a storage key and its bytes in file_blobs. */
async function oldStyleFile(name: string, bytes: Buffer, mime = 'image/png'): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await t.db.insertInto('files').values({ key, schoolId: schoolA, uploaderUserId: null, uploaderStudentGuid: null, purpose: 'question', mime, size: bytes.length, originalName: name, pageCount: null }).execute();
  await t.db.insertInto('fileBlobs').values({ key, bytes }).execute();
  return key;
}

const read = (key: string) => t.app.inject({ method: 'GET', url: `/api/Upload/File/${key}`, headers: { cookie: teacherA } });

describe('uploads go to the file storage', () => {
  it('stores a new upload in the storage, not the database, and serves it back with its length and type', async () => {
    const key = (await upload(t.app, teacherA, '第一页.png', pngBytes())).body.data.picFile[0].fileKey as string;
    const row = await t.db.selectFrom('files').select('storageKey').where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.storageKey).toBe(uploadStorageKey(key));
    expect(await t.db.selectFrom('fileBlobs').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
    const opened = await storage().open(row.storageKey!);
    expect(Buffer.concat(await opened!.stream.toArray()).equals(pngBytes())).toBe(true);

    const res = await read(key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(pngBytes().length));
    expect(res.headers['content-disposition']).toBe(`inline; filename="___.png"; filename*=UTF-8''${encodeURIComponent('第一页.png')}`);
    expect(res.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('still serves a file uploaded before, from the database, with its Chinese name', async () => {
    const bytes = pngBytes();
    const key = await oldStyleFile('旧的答案(1).png', bytes);
    const res = await read(key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe("inline; filename=\"____(1).png\"; filename*=UTF-8''%E6%97%A7%E7%9A%84%E7%AD%94%E6%A1%88%281%29.png");
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers the 404 of a missing file when the storage lost the bytes', async () => {
    const key = (await upload(t.app, teacherA, 'a.png', pngBytes())).body.data.picFile[0].fileKey as string;
    await storage().remove(uploadStorageKey(key));
    expect((await read(key)).json()).toMatchObject({ status: 404 });
  });
});

/** A storage that fails on its nth put, like a bucket that goes away halfway through a migration. */
function failingAfter(inner: FileStorage, puts: number): FileStorage {
  let left = puts;
  return {
    put: (key: string, body: Buffer | Readable) => (left-- > 0 ? inner.put(key, body) : Promise.reject(new Error('bucket unreachable'))),
    open: (key: string) => inner.open(key),
    remove: (key: string) => inner.remove(key),
  };
}

describe('npm run files:migrate (moveFilesOutOfDatabase)', () => {
  it('moves every old file to the storage in batches, survives a stop halfway, and moves nothing the second time', async () => {
    const files = await Promise.all([1, 2, 3, 4, 5].map(async (i) => {
      const bytes = randomBytes(1000 + i);
      return { key: await oldStyleFile(`第${i}页.png`, bytes), bytes };
    }));
    const total = Number((await t.db.selectFrom('fileBlobs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(total).toBeGreaterThanOrEqual(5);

    // Stopped after two files: those two are moved and recorded, the rest are untouched and still readable.
    await expect(moveFilesOutOfDatabase(t.db, failingAfter(storage(), 2), { batchSize: 2 })).rejects.toThrow('bucket unreachable');
    const lines: string[] = [];
    const resumed = await moveFilesOutOfDatabase(t.db, storage(), { batchSize: 2, log: (line) => lines.push(line) });
    expect(resumed).toMatchObject({ moved: total - 2, left: 0 });
    expect(lines[0]).toBe(`数据库中待迁移的文件：${total - 2} 个`);
    expect(lines.at(-1)).toMatch(new RegExp(`^已迁移 ${total - 2}/${total - 2} 个文件`));

    for (const f of files) {
      const row = await t.db.selectFrom('files').select('storageKey').where('key', '=', f.key).executeTakeFirstOrThrow();
      expect(row.storageKey).toBe(uploadStorageKey(f.key));
      const res = await read(f.key);
      expect(res.rawPayload.equals(f.bytes)).toBe(true);
    }
    expect(await t.db.selectFrom('fileBlobs').select('key').executeTakeFirst()).toBeUndefined();
    expect(await moveFilesOutOfDatabase(t.db, storage())).toEqual({ moved: 0, bytes: 0, left: 0 });
  });
});
