import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  checkExamNumbering,
  checkExamQuestions,
  ExamMessages,
  HomeworkMessages,
  UploadType,
  type TFileRef,
} from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useCurrentUser } from '@/features/auth';
import { FileUploadPanel, QuestionCountBar, useRescore } from '@/features/homework';
import { ApiError } from '@/lib/api-client';
import { getExam } from '../../api/get-exam';
import { saveExam } from '../../api/save-exam';
import { draftFromExam, examDraftStore, useExamDraft, type ExamDraft } from '../../lib/exam-draft-store';
import { addExamQuestion, applyExamBatch, buildExamQuestions, checkExamCountAndStart, examTotalScore, type ExamQuestionDraft } from '../../lib/exam-questions';
import { basicRequestOf } from './exam-basic-page';
import { ExamBatchModal } from './exam-batch-modal';
import { ExamQuestionTable } from './exam-question-table';
import { ExamSteps } from './exam-steps';

const UUID = /^[0-9a-f-]{36}$/i;
const patch = (p: Partial<ExamDraft>) => examDraftStore.set((prev) => ({ ...prev, ...p }));
const setList = (update: (prev: ExamQuestionDraft[]) => ExamQuestionDraft[]) => examDraftStore.set((prev) => ({ ...prev, list: update(prev.list) }));

/** The upload's refusals and failures in the exam wizard's own words (spec 01 §5 exam upload step, §8: 上传失败，请稍候重试). */
const reword = (problem: string) =>
  problem === HomeworkMessages.fileTypeInvalid ? ExamMessages.fileTypeInvalid
  : problem === HomeworkMessages.uploadFailed ? ExamMessages.uploadFailed
  : problem;

/**
 * Exam wizard step 2 (/jobManager/exam-upload?workInfoGuid): question and answer files (the homework upload and its
 * content checks), then the questions: count, start number, type, 2–8 options, score, answer. 下一步 saves the whole
 * exam (SaveExam) and publishes it (state 1).
 */
export function ExamUploadPage() {
  const [params] = useSearchParams();
  const guid = UUID.test(params.get('workInfoGuid') ?? '') ? params.get('workInfoGuid') : null;
  const { school } = useCurrentUser();
  const draft = useExamDraft();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [chosen, setChosen] = useState<number[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const rescore = useRescore();

  useEffect(() => {
    if (!guid || draft?.workInfoGuid === guid) return;
    getExam(guid, school.ru).then((exam) => examDraftStore.set(draftFromExam(exam)), () => setLoadError(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per exam
  }, [guid]);

  if (!guid || loadError) {
    return <Result status="warning" title="请先填写考试基本信息" extra={<Button onClick={() => navigate(paths.jobManager.examBasic.getHref())}>去填写</Button>} />;
  }
  if (!draft || draft.workInfoGuid !== guid) return <CenteredSpin />;
  const published = draft.state === 1;

  const addFile = (field: 'papers' | 'answers') => (file: TFileRef) => examDraftStore.set((prev) => ({ ...prev, [field]: [...prev[field], file] }));
  const removeFile = (field: 'papers' | 'answers') => (key: string) =>
    examDraftStore.set((prev) => ({ ...prev, [field]: prev[field].filter((f) => f.fileKey !== key) }));

  const next = () => {
    if (draft.list.length === 0) return void message.warning(ExamMessages.questionCountRequired);
    if (checkExamNumbering(draft.list, draft.startNumber)) return void message.warning(ExamMessages.numberingProblem);
    const problem = checkExamQuestions(draft.list, draft.startNumber) ?? (draft.papers.length === 0 ? ExamMessages.questionFilesRequired : null);
    if (problem) return void message.warning(problem);
    modal.confirm({
      title: published ? '保存考试' : '发布考试',
      width: 423,
      content: `共 ${draft.list.length} 题，总分 ${examTotalScore(draft.list)} 分。${published ? '确认保存修改？' : '发布后学生在开始时间即可在手机上作答，题型、题号和选项数将不能再修改。'}`,
      okText: published ? '保存' : '发布',
      cancelText: '我要修改',
      onOk: async () => {
        setSaving(true);
        try {
          const saved = await saveExam({
            ...basicRequestOf(draft, school.ru, school.schoolGuid),
            workInfoGuid: guid,
            papers: draft.papers.map((f) => f.fileKey),
            answers: draft.answers.map((f) => f.fileKey),
            startNumber: draft.startNumber,
            list: draft.list.map((q) => ({ th: q.th, type: q.type, option: q.option, score: q.score, answer: q.answer, guid: q.guid })),
            delQuestionGuid: draft.delQuestionGuid,
          });
          patch({ state: saved.state });
          const finish = () => navigate(paths.jobManager.examFinish.getHref({ workInfoGuid: saved.workInfoGuid }));
          if (saved.pendingRescore === 0) return finish();
          // A corrected key of an exam students have sat: saving changed no score; the teacher chooses to rescore now.
          modal.confirm({
            title: '重新计分',
            content: `答案或分值已修改，重新计分后将有 ${saved.pendingRescore} 份提交的得分发生变化。`,
            okText: '重新计分',
            cancelText: '暂不计分',
            onOk: async () => {
              const result = await rescore.mutateAsync({ workInfoGuid: saved.workInfoGuid, ruCode: school.ru }).catch(() => null);
              if (result) void message.success(`重新计分完成，共 ${result.changed} 份提交的得分发生了变化`);
              finish();
            },
            onCancel: finish,
          });
        } catch (err) {
          if (!(err instanceof ApiError && err.handled)) void message.error(err instanceof Error ? err.message : String(err));
        } finally {
          setSaving(false);
        }
      },
    });
  };

  return (
    <Card title={`${published ? '编辑考试' : '创建考试'} · 上传题目和答案 · ${draft.examName}`}>
      <ExamSteps />
      <Flex vertical gap="middle">
        {published && <Alert type="info" showIcon title="考试已发布：题型、题号、题数和选项数不能修改，答案和分值仍可修改。" />}
        <FileUploadPanel title="题目" hint="图片最多9张，或1个 PDF / Word（10MB以内）" uploadType={UploadType.Question} files={draft.papers}
          workInfoGuid={null} onAdd={addFile('papers')} onRemove={removeFile('papers')} reword={reword} />
        <FileUploadPanel title="答案" hint="图片最多2张，或1个 PDF / Word（选填）" uploadType={UploadType.Answer} files={draft.answers}
          workInfoGuid={null} onAdd={addFile('answers')} onRemove={removeFile('answers')} reword={reword} />
        <QuestionCountBar
          countLabel="考试题数"
          check={checkExamCountAndStart}
          count={draft.list.length}
          startNumber={draft.startNumber}
          total={examTotalScore(draft.list)}
          locked={published}
          onRebuild={(count, start) => {
            patch({ startNumber: start, list: buildExamQuestions(count, start) });
            setChosen([]);
          }}
          onAdd={() => {
            const { list, error } = addExamQuestion(draft.list);
            if (error) void message.warning(error);
            else patch({ list });
          }}
          onBatch={() => (chosen.length === 0 ? void message.warning(ExamMessages.batchNoneChosen) : setBatchOpen(true))}
        />
        <ExamQuestionTable
          list={draft.list}
          startNumber={draft.startNumber}
          published={published}
          selected={chosen}
          onSelect={setChosen}
          onChange={(i, q) => setList((prev) => prev.map((x, j) => (j === i ? q : x)))}
          onRemove={(i) =>
            examDraftStore.set((prev) => {
              const removed = prev.list[i];
              return { ...prev, list: prev.list.filter((_, j) => j !== i), delQuestionGuid: removed?.guid ? [...prev.delQuestionGuid, removed.guid] : prev.delQuestionGuid };
            })
          }
        />
        <Flex justify="center" gap="middle">
          <Button onClick={() => navigate(paths.jobManager.examBasic.getHref({ workInfoGuid: guid }))}>上一步</Button>
          <Button type="primary" loading={saving} onClick={next}>下一步</Button>
        </Flex>
      </Flex>
      <ExamBatchModal open={batchOpen} chosen={chosen} published={published}
        onApply={(input) => setList((prev) => applyExamBatch(prev, chosen, input, published))} onClose={() => setBatchOpen(false)} />
    </Card>
  );
}
