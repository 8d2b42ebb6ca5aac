import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExamMessages, type TExamForm } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { examDraftStore } from '../../lib/exam-draft-store';
import { ExamUploadPage } from './exam-upload-page';

const WORK = '55555555-5555-4555-8555-555555555555';

/** An exam still being set up (state 0): three single-choice questions numbered from `startNumber`. */
function exam(startNumber = 1): TExamForm {
  return {
    workInfoGuid: WORK, workCode: null, km: '数学', examName: '期中数学考试', gradeCode: 'A7', startTime: new Date(Date.now() + 7_200_000).toISOString(),
    endTime: new Date(Date.now() + 14_400_000).toISOString(), duration: 120, delayTime: 15, clazzes: [], clazzesName: '七年级1班', papers: [], answers: [],
    topicFileList: [], answerFileList: [], startNumber, showStudentInfo: 1, state: 0, isCreate: true, existSubmit: false,
    list: [0, 1, 2].map((i) => ({ th: startNumber + i, type: 1 as const, option: 4, score: 2, answer: 'A', guid: `q${i}`, multSetting: null })),
  };
}

async function typeNumber(row: number, value: string) {
  const input = await screen.findByLabelText(`第${row}行题号`);
  await userEvent.clear(input);
  await userEvent.type(input, value);
  fireEvent.blur(input);
}

describe('考试上传题目: the numbering messages of spec 01 §5 (exam upload step)', { timeout: 30_000 }, () => {
  beforeEach(() => examDraftStore.clear());

  it('says what is wrong with a number when the teacher leaves it: 题号数不能重复, 题号不能为小数！, 不能小于当前起始题号数', async () => {
    fakeApi({ '/api/ExamInfo/GetExam': { status: 200, data: exam(5) } });
    renderAt(<ExamUploadPage />, `/jobManager/exam-upload?workInfoGuid=${WORK}`);

    await typeNumber(2, '5');
    expect(await screen.findByText(ExamMessages.thDuplicate)).toBeTruthy();

    await typeNumber(2, '6.5');
    expect(await screen.findByText(ExamMessages.thDecimal)).toBeTruthy();

    await typeNumber(2, '3');
    expect(await screen.findByText(ExamMessages.thBelowStart)).toBeTruthy();
  });

  it('keeps 下一步 blocked with 题号数存在问题… while a number is wrong', async () => {
    fakeApi({ '/api/ExamInfo/GetExam': { status: 200, data: exam() } });
    renderAt(<ExamUploadPage />, `/jobManager/exam-upload?workInfoGuid=${WORK}`);
    await typeNumber(3, '1');
    await userEvent.click(screen.getByRole('button', { name: /下\s*一\s*步/ }));
    expect(await screen.findByText(ExamMessages.numberingProblem)).toBeTruthy();
  });
});

describe('考试上传题目: a failed upload (spec 01 §8)', { timeout: 30_000 }, () => {
  beforeEach(() => examDraftStore.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('says 上传失败，请稍候重试 in the exam wizard when the network drops during an upload', async () => {
    fakeApi({ '/api/ExamInfo/GetExam': { status: 200, data: exam() } });
    // The upload goes through XMLHttpRequest (for its progress); this one never reaches the server.
    class OfflineXhr {
      upload = { onprogress: null };
      onerror: (() => void) | null = null;
      onload: (() => void) | null = null;
      open() {}
      send() {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', OfflineXhr);
    const { container } = renderAt(<ExamUploadPage />, `/jobManager/exam-upload?workInfoGuid=${WORK}`);
    await screen.findByLabelText('第1行题号');
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], '试卷.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(ExamMessages.uploadFailed)).toBeTruthy();
  });
});

describe('考试上传题目: a corrected answer key of an exam students have sat', { timeout: 30_000 }, () => {
  beforeEach(() => examDraftStore.clear());

  it('saves without changing a score, says how many sheets would change, and 重新计分 rescores them', async () => {
    const paper = { fileKey: 'k1', filePath: '/files/k1', fileName: '试卷.pdf', fileType: 'pdf' as const, size: 1000, pageCount: 1 };
    const api = fakeApi({
      '/api/ExamInfo/GetExam': { status: 200, data: { ...exam(), state: 1, existSubmit: true, topicFileList: [paper] } },
      '/api/ExamInfo/SaveExam': { status: 200, data: { workInfoGuid: WORK, workCode: '123456', state: 1, pendingRescore: 3 } },
      '/api/WorkInfo/Rescore': { status: 200, data: { changed: 3, total: 40 } },
    });
    renderAt(<ExamUploadPage />, `/jobManager/exam-upload?workInfoGuid=${WORK}`);
    await screen.findByLabelText('第1行题号');
    await userEvent.click(screen.getByRole('button', { name: /下\s*一\s*步/ }));
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('答案或分值已修改，重新计分后将有 3 份提交的得分发生变化。')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/WorkInfo/Rescore')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /重新计分/ }));
    expect(await screen.findByText('重新计分完成，共 3 份提交的得分发生了变化')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/WorkInfo/Rescore')?.body).toEqual({ workInfoGuid: WORK, ruCode: expect.any(String) });
  });
});
