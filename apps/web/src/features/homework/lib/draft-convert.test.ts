import { describe, expect, it } from 'vitest';
import { ZSaveOnlineWorkRequestSchema } from '@zuoyeben/shared';
import { newDraft, newPublishDraft, saveRequestOf } from './draft-convert';
import { buildQuestions } from './question-rows';

describe('the save request of a draft', () => {
  it('carries the multiple-choice rule the teacher set inside its question, in the shape the server parses', () => {
    const draft = newDraft({ workType: 1 }, '数学', 1);
    const [single, multiple, other] = buildQuestions(3, 1);
    const rule = { isDefault: false, someWrong: 2 as const, someRight: 2 as const, unifyScore: 0, someScoceSetting: { A: 1, C: 1 } };
    draft.questions = [
      { ...single!, answer: 'A' },
      { ...multiple!, type: 2, answer: 'AC', multSetting: rule },
      { ...other!, answer: 'B', multSetting: rule },
    ];
    const publish = { ...newPublishDraft('数学', '练习', undefined, 1), classGuids: ['4b7c1d2e-0f1a-4c3b-8d2e-1f0a9b8c7d6e'] };
    const body = saveRequestOf(draft, publish, 'RU10001');

    expect(body.questions?.map((q) => q.multSetting)).toEqual([
      undefined,
      { isDefault: false, someWrong: 2, someRight: 2, unifyScore: 0, someScoceSetting: '{"A":1,"C":1}' },
      // A single-choice question never sends a rule left over from when it was multiple choice.
      undefined,
    ]);
    const parsed = ZSaveOnlineWorkRequestSchema.parse(body);
    expect(parsed.questions[1]!.multSetting).toEqual({ ...rule });
  });
});
