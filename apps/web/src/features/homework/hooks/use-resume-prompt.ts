import { useEffect, useState } from 'react';
import { App } from 'antd';
import { newDraft } from '../lib/draft-convert';
import { draftKeyOf, draftStore, type HomeworkDraft } from '../lib/draft-store';
import type { WizardQuery } from '../lib/wizard-query';

export const ResumeTexts = {
  title: '继续上次的作业？',
  resume: '继续上次',
  restart: '重新开始',
  content: (d: HomeworkDraft) =>
    `上次布置的作业还没有发布（已上传${d.papers.length}个题目文件、${d.answers.length}个答案文件${d.publish ? '，并填写了发布设置' : ''}）。继续上次，还是清空后重新开始？`,
} as const;

/** Whether a kept draft holds work the teacher would miss: files uploaded or publish settings filled in. */
const hasWork = (d: HomeworkDraft) => d.papers.length > 0 || d.answers.length > 0 || d.publish !== null;

/**
 * A new homework opened from outside the wizard (文件上传, not 上一步 or a step of it) while an unpublished draft of the
 * same kind is kept: asks 继续上次 / 重新开始 instead of restoring it silently. Decided once, on arrival.
 */
export function useResumePrompt(q: WizardQuery, fromWizard: boolean, fallbackKm: string | undefined): void {
  const { modal } = App.useApp();
  const [stale] = useState(() => {
    const kept = draftStore.get();
    const isNew = !q.workInfoGuid && !q.oldWorkInfoGuid;
    return !fromWizard && isNew && kept && kept.key === draftKeyOf(q) && hasWork(kept) ? kept : null;
  });
  useEffect(() => {
    if (!stale) return;
    const dialog = modal.confirm({
      title: ResumeTexts.title,
      content: ResumeTexts.content(stale),
      okText: ResumeTexts.resume,
      cancelText: ResumeTexts.restart,
      // Neither Esc nor a click beside the dialog may throw the teacher's files away.
      keyboard: false,
      maskClosable: false,
      onCancel: () => draftStore.set(newDraft(q, q.km ?? fallbackKm ?? stale.km, q.source)),
    });
    return () => dialog.destroy();
    // Asked once, for the draft found on arrival.
  }, [stale]);
}
