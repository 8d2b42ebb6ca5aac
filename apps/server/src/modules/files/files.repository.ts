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
}

const columns = ['key', 'schoolId', 'purpose', 'mime', 'size', 'originalName', 'pageCount'] as const;

/** Stored files: metadata in files, bytes in file_blobs. Reads are always scoped by school. */
export const filesRepository = {
  async insert(db: DbOrTx, row: FileRow & { uploaderUserId: number | null }, bytes: Buffer): Promise<void> {
    await db.insertInto('files').values(row).execute();
    await db.insertInto('fileBlobs').values({ key: row.key, bytes }).execute();
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

  async bytesOf(db: DbOrTx, key: string): Promise<Buffer | undefined> {
    const row = await db.selectFrom('fileBlobs').select('bytes').where('key', '=', key).executeTakeFirst();
    return row?.bytes;
  },
};
