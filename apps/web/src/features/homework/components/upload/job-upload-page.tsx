import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { HomeworkMessages, UploadType, WorkTypeNames, type TFileRef } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useSelectedPeriodKm } from '@/features/auth';
import { CenteredSpin } from '@/components/centered-spin';
import { useResumePrompt } from '../../hooks/use-resume-prompt';
import { useWizardDraft } from '../../hooks/use-wizard-draft';
import { draftStore, type HomeworkDraft } from '../../lib/draft-store';
import { addQuestion, applyBatch, buildQuestions, totalScore, type BatchInput, type DraftQuestion } from '../../lib/question-rows';
import { validateUploadStep } from '../../lib/upload-rules';
import { readWizardQuery, stepQuery } from '../../lib/wizard-query';
import { workLinks } from '../../lib/work-links';
import { WizardSteps } from '../wizard/wizard-steps';
import { BatchSetModal } from './batch-set-modal';
import { FileUploadPanel } from './file-upload-panel';
import { QuestionCountBar } from './question-count-bar';
import { QuestionTable } from './question-table';

const patch = (p: Partial<HomeworkDraft>) => draftStore.set((prev) => ({ ...prev, ...p }));
const setQuestions = (update: (prev: DraftQuestion[]) => DraftQuestion[]) =>
  draftStore.set((prev) => ({ ...prev, questions: update(prev.questions) }));

/** 上传设置 (/jobManager/job-upload): question and answer files, then the answer key, for workTypes 1, 3 and 4. */
export function JobUploadPage() {
  const [params] = useSearchParams();
  const q = useMemo(() => readWizardQuery(params), [params]);
  const selected = useSelectedPeriodKm();
  // Before the draft hook: it decides on the draft kept from last time, before a new one could replace it.
  useResumePrompt(q, params.get('isStep') === '1', selected?.km);
  const { draft, isError } = useWizardDraft(q, selected?.km);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  // A work published from a bank paper has no files to upload: its questions are the paper's, so editing or copying
  // it goes straight to the publish settings.
  const isPaperWork = !!draft?.paperGuid && draft.papers.length === 0;
  useEffect(() => {
    if (isPaperWork) void navigate(paths.jobManager.jobBasic.getHref(stepQuery(q)), { replace: true });
  }, [isPaperWork, navigate, q]);

  if (isError) return <Result status="warning" title="作业加载失败" extra={<Button onClick={() => navigate(workLinks.list())}>返回列表</Button>} />;
  if (!draft || isPaperWork) return <CenteredSpin />;

  const shapeLocked = !!draft.origin?.existSubmit;
  const addFile = (field: 'papers' | 'answers') => (file: TFileRef) =>
    draftStore.set((prev) => ({ ...prev, [field]: [...prev[field], file] }));
  const removeFile = (field: 'papers' | 'answers') => (key: string) =>
    draftStore.set((prev) => ({ ...prev, [field]: prev[field].filter((f) => f.fileKey !== key) }));

  const openBatch = () => {
    if (chosen.length === 0) return void message.warning(HomeworkMessages.batchNoneChosen);
    setBatchOpen(true);
  };
  const exit = () =>
    modal.confirm({
      title: '提示',
      content: HomeworkMessages.exitConfirm,
      okText: '退出',
      cancelText: '取消',
      onOk: () => {
        draftStore.clear();
        navigate(workLinks.list(q.workType));
      },
    });
  const next = () => {
    const problem = validateUploadStep(draft);
    if (problem) return void message.warning(problem);
    modal.confirm({
      title: '确认题目设置',
      content: `共 ${draft.questions.length} 题，总分 ${totalScore(draft.questions)} 分，确认进入发布设置？`,
      okText: '下一步',
      cancelText: '我要修改',
      onOk: () => navigate(paths.jobManager.jobBasic.getHref(stepQuery(q))),
    });
  };

  return (
    <Card title={`${q.isEdit ? '编辑' : '布置'}${WorkTypeNames[draft.workType] ?? '作业'} · 上传设置`}>
      <WizardSteps />
      <Flex vertical gap="middle">
        {shapeLocked && <Alert type="info" showIcon title="已有学生提交，题型、题号、题数和选项数不能修改，答案和分值仍可修改。" />}
        <FileUploadPanel
          title="题目"
          hint="图片最多9张，或1个 PDF / Word（10MB以内）"
          uploadType={UploadType.Question}
          files={draft.papers}
          workInfoGuid={draft.workInfoGuid}
          onAdd={addFile('papers')}
          onRemove={removeFile('papers')}
        />
        <FileUploadPanel
          title="答案"
          hint="图片最多2张，或1个 PDF / Word（选填）"
          uploadType={UploadType.Answer}
          files={draft.answers}
          workInfoGuid={draft.workInfoGuid}
          onAdd={addFile('answers')}
          onRemove={removeFile('answers')}
        />
        <QuestionCountBar
          count={draft.questions.length}
          startNumber={draft.startNumber}
          total={totalScore(draft.questions)}
          locked={shapeLocked}
          onRebuild={(count, start) => {
            patch({ startNumber: start, questions: buildQuestions(count, start) });
            setChosen([]);
          }}
          onAdd={() => {
            const { questions, error } = addQuestion(draft.questions);
            if (error) void message.warning(error);
            else patch({ questions });
          }}
          onBatch={openBatch}
        />
        <QuestionTable
          questions={draft.questions}
          shapeLocked={shapeLocked}
          selected={chosen}
          onSelect={setChosen}
          onChange={(i, question) => setQuestions((prev) => prev.map((x, j) => (j === i ? question : x)))}
          onRemove={(i) => setQuestions((prev) => prev.filter((_, j) => j !== i))}
        />
        <Flex justify="center" gap="middle">
          <Button onClick={exit}>退出</Button>
          <Button type="primary" onClick={next}>
            下一步
          </Button>
        </Flex>
      </Flex>
      <BatchSetModal
        open={batchOpen}
        chosen={chosen}
        shapeLocked={shapeLocked}
        onApply={(input: BatchInput) => setQuestions((prev) => applyBatch(prev, chosen, input))}
        onClose={() => setBatchOpen(false)}
      />
    </Card>
  );
}
