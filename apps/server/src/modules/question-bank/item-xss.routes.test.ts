import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSaveItemRequest } from '@zuoyeben/shared';
import { XSS_PAYLOADS, dangerousConstructs } from '@zuoyeben/shared/testing/xss-payloads';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { CHAPTER_3_3, SCOPE } from './question-bank.fixture.js';

/**
 * Stored XSS through items: whatever a teacher sends as stem, options or explanation, what the server stores (and
 * so serves to every colleague and administrator who opens the bank or the editor) holds nothing executable.
 */
let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  teacher = await loginAs(t.app, DEMO.teacherA);
});
afterAll(async () => t.close());

function itemWith(payload: string): TSaveItemRequest {
  return {
    source: 200,
    itemTypeGuid: 1,
    stem: `${payload}方程 $3x-2=7$ 的解是（　　）`,
    options: ['A', 'B', 'C', 'D'].map((label, i) => ({ label, text: `${payload}$x=${i + 1}$` })),
    answer: ['C'],
    explanation: `${payload}移项得 $3x=9$。`,
    difficulty: 2,
    ...SCOPE,
    gradeCode: 'A7',
    primaryKnowledgeGuid: stableGuid('knowledge:C:数学:一元一次方程的解法'),
    otherKnowledgeGuids: [],
    chapterGuid: CHAPTER_3_3,
  };
}

const executable = (html: string) => dangerousConstructs(JSDOM.fragment(html));

describe('saving items never stores anything executable', () => {
  it('cleans each of the XSS and mXSS payloads out of stem, options and explanation', async () => {
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const res = await call(t.app, teacher, 'POST', '/api/QuestionBank/SaveItem', itemWith(payload));
      expect(res.http, `${payload}: ${res.body.message}`).toBeLessThan(500);
      if (res.body.status !== 200) continue;
      const stored = (await call(t.app, teacher, 'GET', `/api/QuestionBank/ItemInfo?itemGuid=${res.body.data.itemGuid}`)).body.data;
      for (const html of [stored.stem, stored.explanation, ...stored.options.map((o: { text: string }) => o.text)]) {
        const found = executable(html);
        if (found.length) failures.push(`${payload} → ${html}: ${found.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the text and the figure of an ordinary item exactly', async () => {
    const figure = '<br><img class="item-figure" width="200" height="120" alt="图" src="data:image/svg+xml;base64,PHN2Zy8+">';
    const res = await call(t.app, teacher, 'POST', '/api/QuestionBank/SaveItem', { ...itemWith(''), stem: `如图，$x>1$ 时${figure}（　　）` });
    const stored = (await call(t.app, teacher, 'GET', `/api/QuestionBank/ItemInfo?itemGuid=${res.body.data.itemGuid}`)).body.data;
    expect(stored.stem).toBe(`如图，$x&gt;1$ 时${figure}（　　）`);
  });

  it('refuses a stem that is nothing but a script, as an empty stem', async () => {
    const res = await call(t.app, teacher, 'POST', '/api/QuestionBank/SaveItem', { ...itemWith(''), stem: '<script>alert(1)</script>' });
    expect(res.http).toBe(400);
    expect(res.body.message).toContain('题干');
  });
});
