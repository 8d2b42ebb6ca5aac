import type { FastifyInstance } from 'fastify';
import { bankItemFigures, ItemStatisticsRules } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { bankItemStatsRepository } from './bank-item-stats.repository.js';

export const BANK_ITEM_STATS_JOB = 'bank.item-stats';

/**
 * Replaces the bank's score rate, discrimination and 1–5 difficulty of every item that has at least `minAnswers`
 * real answers (ItemStatisticsRules.bankUpdateMinAnswers, 100) with the figures of those answers; items with fewer
 * keep the author's estimate. Returns how many items were updated.
 */
export async function refreshBankItemStatistics(db: Db, minAnswers: number = ItemStatisticsRules.bankUpdateMinAnswers): Promise<number> {
  let updated = 0;
  for (const itemGuid of await bankItemStatsRepository.answeredItems(db)) {
    const figures = bankItemFigures(await bankItemStatsRepository.pooledAnswers(db, itemGuid), minAnswers);
    if (!figures) continue;
    await bankItemStatsRepository.updateFigures(db, itemGuid, figures);
    updated++;
  }
  return updated;
}

/** Nightly (02:40 school time), once across instances: the bank cards then show the figures of real answers. */
export function defineBankItemStatsJob(app: FastifyInstance): void {
  app.jobs.define({ name: BANK_ITEM_STATS_JOB, retryLimit: 1, expireInSeconds: 3600, run: async () => ({ updated: await refreshBankItemStatistics(app.db) }) });
  app.jobs.schedule(BANK_ITEM_STATS_JOB, '40 2 * * *');
}
