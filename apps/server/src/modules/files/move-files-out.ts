import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../lib/storage/index.js';
import { uploadStorageKey } from './file-bodies.js';
import { filesRepository } from './files.repository.js';

export interface MoveReport {
  /** Files moved by this run. */
  moved: number;
  /** Their bytes. */
  bytes: number;
  /** Files still in the database after the run (0 when it finished). */
  left: number;
}

/**
 * Moves the bytes of files uploaded before the file storage out of the database (`npm run files:migrate`), a batch
 * at a time and one file's bytes in memory at a time. Each file is written to the storage first and only then marked
 * moved and deleted from file_blobs, in one transaction: a run stopped at any point (or two runs at once) loses
 * nothing, and the next run carries on with the files still in the database. A second run after a finished one moves 0.
 */
export async function moveFilesOutOfDatabase(
  db: Db,
  storage: FileStorage,
  options: { batchSize?: number; log?: (line: string) => void } = {},
): Promise<MoveReport> {
  const batchSize = options.batchSize ?? 100;
  const log = options.log ?? (() => undefined);
  const total = await filesRepository.countStillInDatabase(db);
  log(`数据库中待迁移的文件：${total} 个`);
  const report: MoveReport = { moved: 0, bytes: 0, left: total };
  for (;;) {
    const keys = await filesRepository.stillInDatabase(db, batchSize);
    if (keys.length === 0) break;
    for (const key of keys) {
      const bytes = await filesRepository.bytesInDatabase(db, key);
      // Deleted since the batch was listed (with its row, by the cascade): nothing to move.
      if (!bytes) continue;
      const storageKey = uploadStorageKey(key);
      await storage.put(storageKey, bytes);
      await db.transaction().execute((tx) => filesRepository.markMoved(tx, key, storageKey));
      report.moved += 1;
      report.bytes += bytes.length;
    }
    log(`已迁移 ${report.moved}/${total} 个文件（${(report.bytes / 1024 / 1024).toFixed(1)} MB）`);
  }
  report.left = await filesRepository.countStillInDatabase(db);
  return report;
}
