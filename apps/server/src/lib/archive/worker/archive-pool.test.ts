import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '../../../../test/helpers/xlsx.js';
import { ArchiveMessages } from '../archive-limits.js';
import { ArchivePool, DEFAULT_ARCHIVE_POOL } from './archive-pool.js';

describe('ArchivePool', () => {
  it('parses a workbook on a worker thread', async () => {
    const pool = new ArchivePool();
    try {
      const sheet = await pool.run('xlsx-first-sheet', await buildWorkbook([['张三', 'P1', '七年级1班', '']]));
      expect(sheet?.rows[1]).toEqual({ row: 2, cells: ['张三', 'P1', '七年级1班', ''] });
    } finally {
      await pool.close();
    }
  });

  it('ends a job over its time limit with the Chinese refusal, and the next job gets a fresh worker', async () => {
    const workbook = await buildWorkbook([['张三', 'P1', '七年级1班', '']]);
    const pool = new ArchivePool({ ...DEFAULT_ARCHIVE_POOL, size: 1, timeoutMs: 1 });
    try {
      await expect(pool.run('xlsx-first-sheet', workbook)).rejects.toThrow(ArchiveMessages.timeout);
    } finally {
      await pool.close();
    }
    const patient = new ArchivePool({ ...DEFAULT_ARCHIVE_POOL, size: 1 });
    try {
      expect((await patient.run('xlsx-first-sheet', workbook))?.rows).toHaveLength(2);
    } finally {
      await patient.close();
    }
  });

  it('refuses more waiting jobs than the queue holds as busy', async () => {
    const workbook = await buildWorkbook([]);
    const pool = new ArchivePool({ ...DEFAULT_ARCHIVE_POOL, size: 1, maxQueue: 1 });
    try {
      const jobs = [pool.run('xlsx-first-sheet', workbook), pool.run('xlsx-first-sheet', workbook), pool.run('xlsx-first-sheet', workbook)];
      const results = await Promise.allSettled(jobs);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((results[2] as PromiseRejectedResult).reason.message).toBe(ArchiveMessages.busy);
    } finally {
      await pool.close();
    }
  });
});
