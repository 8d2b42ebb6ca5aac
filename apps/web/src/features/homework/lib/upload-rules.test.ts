import { describe, expect, it } from 'vitest';
import type { FileKind } from '@zuoyeben/shared';
import { buildQuestions, type DraftQuestion } from './question-rows';
import { validateUploadStep, type UploadStepValues } from './upload-rules';

const files = (...kinds: FileKind[]) => kinds.map((fileType) => ({ fileType }));
const q = (over: Partial<DraftQuestion> & { th: number }): DraftQuestion => ({ type: 1, option: 4, score: 2, answer: 'A', multSetting: null, ...over });
const valid: UploadStepValues = { papers: files('image'), answers: [], startNumber: 1, questions: [q({ th: 1 }), q({ th: 2, type: 3, score: 10, answer: '' })] };

describe('validateUploadStep (下一步 of the upload step)', () => {
  it.each<[string, Partial<UploadStepValues>, string]>([
    ['no question files', { papers: [] }, '请上传题目'],
    ['ten question images', { papers: files(...Array<FileKind>(10).fill('image')) }, '最多只能上传9张图片哦'],
    ['three answer images', { answers: files('image', 'image', 'image') }, '最多只能上传2张图片哦'],
    ['two documents', { papers: files('pdf', 'word') }, '文档只能上传一次'],
    ['a document mixed with images', { papers: files('image', 'pdf') }, '只能传和前面文件格式相同的文件'],
    ['no questions', { questions: [] }, '请正确设置题目'],
    ['101 questions', { questions: buildQuestions(101, 1) }, '题目数量不能超过100'],
    ['start number 0', { startNumber: 0 }, '起始题数是不能小于1的正整数'],
    ['start number 1.5', { startNumber: 1.5 }, '起始题数是不能小于1的正整数'],
    ['start number 101', { startNumber: 101 }, '题号数不能超过100'],
    ['a decimal number', { questions: [q({ th: 1.5 })] }, '题号不能为小数！'],
    ['a number below the start', { startNumber: 3, questions: [q({ th: 2 })] }, '不能小于当前起始题号数'],
    ['a repeated number', { questions: [q({ th: 1 }), q({ th: 1 })] }, '题号数不能重复'],
    ['a number above 199', { questions: [q({ th: 200 })] }, '最大题号为199，无法继续添加'],
    ['a choice question without answer', { questions: [q({ th: 1 }), q({ th: 2, answer: '' })] }, '请设置第2题的答案'],
    ['a question without score', { questions: [q({ th: 1 }), q({ th: 2, score: null })] }, '请正确设置第2题的分值'],
    ['a score off the 0.5 step', { questions: [q({ th: 3, score: 1.2 })], startNumber: 3 }, '请正确设置第3题的分值'],
    ['a score above 100', { questions: [q({ th: 1, score: 101 })] }, '最高分不能超过100'],
    ['one option only', { questions: [q({ th: 1, option: 1 })] }, '最少要保留2项哦'],
    ['eight options', { questions: [q({ th: 1, option: 8 })] }, '最多只能添加7项哦'],
  ])('refuses %s', (_case, patch, expected) => {
    expect(validateUploadStep({ ...valid, ...patch })).toBe(expected);
  });

  it('accepts images or one document with a complete answer key', () => {
    expect(validateUploadStep(valid)).toBeNull();
    expect(validateUploadStep({ ...valid, papers: files('pdf'), answers: files('word') })).toBeNull();
  });

  it('lets subjective questions go without an answer', () => {
    expect(validateUploadStep({ ...valid, questions: [q({ th: 1, type: 3, answer: '', score: 10 })] })).toBeNull();
  });
});
