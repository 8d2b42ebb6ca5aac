import type { DbOrTx } from '../../db/database.js';
import type { FilesTable } from '../../db/schema-homework.js';

export interface FileRow {
  key: string;
  schoolId: number;
  purpose: FilesTable['purpose'];
  mime: string;
  size: number;
  originalName: string;
  pageCount: number | null;
  /** Where the bytes are in the file storage; null for a file still in file_blobs (see file-bodies.ts). */
  storageKey: string | null;
}

const columns = ['key', 'schoolId', 'purpose', 'mime', 'size', 'originalName', 'pageCount', 'storageKey'] as const;

/** Stored files: metadata here, bytes in the file storage (or, for files from before, file_blobs). Reads are scoped by school. */
export const filesRepository = {
  async insert(db: DbOrTx, row: FileRow & { uploaderUserId: number | null }): Promise<void> {
    await db.insertInto('files').values(row).execute();
  },

  /** The file if it exists at all; the caller decides who may read it. */
  async findByKey(db: DbOrTx, key: string): Promise<FileRow | undefined> {
    return db.selectFrom('files').select(columns).where('key', '=', key).executeTakeFirst();
  },

  /** Files of one school among `keys`, in no particular order. */
  async findManyInSchool(db: DbOrTx, schoolId: number, keys: readonly string[]): Promise<FileRow[]> {
    if (keys.length === 0) return [];
    return db.selectFrom('files').select(columns).where('schoolId', '=', schoolId).where('key', 'in', keys).execute();
  },

  /** Bytes of a file uploaded before files went to the storage (and not yet moved by files:migrate). */
  async bytesInDatabase(db: DbOrTx, key: string): Promise<Buffer | undefined> {
    const row = await db.selectFrom('fileBlobs').select('bytes').where('key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    // PGlite hands bytea back as a plain Uint8Array (pg as a Buffer); storage and streams want a Buffer.
    const bytes: Uint8Array = row.bytes;
    return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },

  /** Up to `limit` keys of files whose bytes are still in the database, oldest first (files:migrate; bytes read one by one). */
  async stillInDatabase(db: DbOrTx, limit: number): Promise<string[]> {
    const rows = await db.selectFrom('files').innerJoin('fileBlobs', 'fileBlobs.key', 'files.key').select('files.key')
      .where('files.storageKey', 'is', null).orderBy('files.createdAt').orderBy('files.key').limit(limit).execute();
    return rows.map((r) => r.key);
  },

  async countStillInDatabase(db: DbOrTx): Promise<number> {
    const row = await db.selectFrom('files').innerJoin('fileBlobs', 'fileBlobs.key', 'files.key')
      .select((eb) => eb.fn.countAll<string>().as('n')).where('files.storageKey', 'is', null).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Records that the bytes are in the storage now and drops them from the database, in one step. */
  async markMoved(db: DbOrTx, key: string, storageKey: string): Promise<void> {
    await db.updateTable('files').set({ storageKey }).where('key', '=', key).where('storageKey', 'is', null).execute();
    await db.deleteFrom('fileBlobs').where('key', '=', key).execute();
  },
};
