import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { refreshBankItemStatistics } from './bank-item-stats.js';
import { createAnalysedWork, type AnalysedWork } from './work-answer.fixture.js';

let t: TestApp;
let work: AnalysedWork;

beforeAll(async () => {
  t = await createTestApp();
  work = await createAnalysedWork(t.db);
});
afterAll(() => t.close());

const itemRow = (guid: string) => t.db.selectFrom('items').select(['scoreRate', 'discrimination', 'difficulty']).where('guid', '=', guid).executeTakeFirstOrThrow();

describe('the bank\'s figures from real answers', () => {
  it('leave an item with fewer answers than the threshold as its author rated it', async () => {
    // Eleven answers per question: far below 100.
    expect(await refreshBankItemStatistics(t.db)).toBe(0);
    expect(await itemRow(work.itemOf.get(5)!)).toMatchObject({ scoreRate: null, discrimination: null, difficulty: 3 });
  });

  it('replace the score rate, discrimination and difficulty once an item has enough answers', async () => {
    // With a threshold of 11 every item qualifies. Question 5's item: 13 of 22 points; sheets ranked by total
    // (20, 20, 19 on top; 7, 3, 0 at the bottom) scored 2, 2, 2 and 0, 1, 0 → D = 1 − 1/6.
    expect(await refreshBankItemStatistics(t.db, 11)).toBe(3);
    const row = await itemRow(work.itemOf.get(5)!);
    expect(Number(row.scoreRate)).toBeCloseTo(0.5909, 4);
    expect(Number(row.discrimination)).toBeCloseTo(0.8333, 4);
    expect(row.difficulty).toBe(3);
  });
});
