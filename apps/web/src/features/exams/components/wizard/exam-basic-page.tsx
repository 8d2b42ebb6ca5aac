import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, DatePicker, Flex, Form, Input, Result, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import {
  checkExamBasic,
  defaultExamName,
  defaultExamStart,
  ExamLimits,
  ExamMessages,
  type TExamBasicRequest,
} from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { ClassPicker, disabledPastDate, disabledPastTime, useAllClass } from '@/features/homework';
import { ApiError } from '@/lib/api-client';
import { checkExam } from '../../api/check-exam';
import { getExam } from '../../api/get-exam';
import { useExamKm } from '../../api/get-km';
import { isRepeatNameExist } from '../../api/is-repeat-name-exist';
import { saveExamBasicInfo } from '../../api/save-exam-basic-info';
import { draftFromExam, emptyExamDraft, examDraftStore, useExamDraft, type ExamDraft } from '../../lib/exam-draft-store';
import { ExamSteps } from './exam-steps';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const UUID = /^[0-9a-f-]{36}$/i;
const patch = (p: Partial<ExamDraft>) => examDraftStore.set((prev) => ({ ...prev, ...p }));

/** The body SaveExamBasicInfo and CheckExam take, from the draft. */
export function basicRequestOf(draft: ExamDraft, ruCode: string, schoolGuid: string): TExamBasicRequest {
  return {
    ruCode, schoolGuid, workInfoGuid: draft.workInfoGuid, km: draft.km, examName: draft.examName, gradeCode: (draft.gradeCode ?? undefined) as TExamBasicRequest['gradeCode'],
    startTime: draft.startTime ?? '', duration: draft.duration, delayTime: draft.delayOn ? ExamLimits.defaultDelayMinutes : 0,
    clazzes: draft.classGuids.map((classGuid) => ({ classGuid })), showStudentInfo: draft.showStudentInfo ? 1 : 0,
  };
}

/**
 * Exam wizard step 1 (/jobManager/exam-basic): subject, name, start time, duration, extra delay, classes (spec 01 §2,
 * §5, §9). 下一步 checks the step, asks to confirm the duration plus the delay, then saves it (a new exam becomes a
 * draft, state 0, kept when the teacher leaves) and goes to the upload step.
 */
export function ExamBasicPage() {
  const [params] = useSearchParams();
  const queryGuid = UUID.test(params.get('workInfoGuid') ?? '') ? params.get('workInfoGuid') : null;
  const { school } = useCurrentUser();
  const selected = useSelectedPeriodKm();
  const kms = useExamKm(school.ru);
  const classes = useAllClass(school.ru);
  const draft = useExamDraft();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [loadError, setLoadError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [repeatNames, setRepeatNames] = useState(false);

  // Which exam the page edits: the one in the query, else the draft still being set up (state 0), else a new one.
  useEffect(() => {
    if (queryGuid) {
      if (draft?.workInfoGuid === queryGuid) return;
      getExam(queryGuid, school.ru).then((exam) => examDraftStore.set(draftFromExam(exam)), () => setLoadError(true));
      return;
    }
    if (draft && draft.state === 0) return;
    if (!kms.data) return;
    const km = kms.data.find((k) => k.km === selected?.km)?.km ?? kms.data[0]?.km ?? selected?.km ?? '';
    examDraftStore.set(emptyExamDraft(km, defaultExamStart().toISOString(), { duration: ExamLimits.defaultDurationMinutes, name: km ? defaultExamName(km) : '' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once per exam identity
  }, [queryGuid, kms.data]);

  const kmOptions = useMemo(() => [...new Set((kms.data ?? []).map((k) => k.km))].map((km) => ({ value: km, label: km })), [kms.data]);
  if (loadError) return <Result status="warning" title="考试加载失败" extra={<Button onClick={() => navigate(paths.jobManager.job.getHref())}>返回列表</Button>} />;
  if (!draft || (queryGuid && draft.workInfoGuid !== queryGuid)) return <CenteredSpin />;

  const published = draft.state === 1;
  const started = published && !!draft.startTime && new Date(draft.startTime) <= new Date();
  const grades = classes.data ?? [];
  const start = draft.startTime ? dayjs(draft.startTime) : null;
  const durationMinutes = Number(draft.duration);
  const delay = draft.delayOn ? ExamLimits.defaultDelayMinutes : 0;

  const next = async () => {
    const problem = checkExamBasic(
      { km: draft.km, examName: draft.examName, startTime: draft.startTime ? new Date(draft.startTime) : null, duration: draft.duration, classCount: draft.classGuids.length },
      new Date(),
      { startLocked: started },
    );
    if (problem) return void message.warning(problem);
    const body = basicRequestOf(draft, school.ru, school.schoolGuid);
    try {
      const classCodes = grades.flatMap((g) => g.clazzes).filter((c) => draft.classGuids.includes(c.classGuid)).map((c) => c.code);
      const [checked, repeat] = await Promise.all([checkExam(body), isRepeatNameExist({ classCodes, ru: school.ru, schoolGuid: school.schoolGuid })]);
      setRepeatNames(repeat.show);
      const end = dayjs(checked.endTime);
      modal.confirm({
        title: '确认考试时间',
        width: 423,
        content: (
          <Flex vertical gap={4}>
            <Typography.Text>开始时间：{dayjs(draft.startTime).format(TIME_FORMAT)}</Typography.Text>
            <Typography.Text>
              考试时长：{durationMinutes}分钟{delay > 0 ? ` + 延时${delay}分钟` : ''}，共{durationMinutes + delay}分钟
            </Typography.Text>
            <Typography.Text>结束时间：{end.format(TIME_FORMAT)}{delay > 0 ? `（延时至${end.add(delay, 'minute').format('HH:mm')}）` : ''}</Typography.Text>
            {checked.overlaps.length > 0 && (
              <Typography.Text type="warning">
                注意：{checked.overlaps.map((o) => `${o.className}在此期间还有考试「${o.examName}」`).join('；')}
              </Typography.Text>
            )}
          </Flex>
        ),
        okText: '下一步',
        cancelText: '我要修改',
        onOk: async () => {
          setSaving(true);
          try {
            const saved = await saveExamBasicInfo(body);
            patch({ workInfoGuid: saved.workInfoGuid, state: saved.state });
            navigate(paths.jobManager.examUpload.getHref({ workInfoGuid: saved.workInfoGuid }));
          } catch (err) {
            if (!(err instanceof ApiError && err.handled)) void message.error(err instanceof Error ? err.message : String(err));
          } finally {
            setSaving(false);
          }
        },
      });
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) void message.error(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Card title={published ? '编辑考试 · 基本信息' : '创建考试 · 基本信息'}>
      <ExamSteps />
      <Form layout="horizontal" labelCol={{ flex: '120px' }} style={{ maxWidth: 880 }}>
        <Form.Item label="科目" required>
          <Select
            aria-label="科目"
            value={draft.km || undefined}
            placeholder={ExamMessages.subjectRequired}
            options={kmOptions}
            disabled={published}
            style={{ width: 200 }}
            onChange={(km: string) => patch({ km, examName: !draft.examName || draft.examName === defaultExamName(draft.km) ? defaultExamName(km) : draft.examName })}
          />
        </Form.Item>
        <Form.Item label="考试名称" required>
          <Input
            aria-label="考试名称"
            value={draft.examName}
            maxLength={30}
            showCount
            disabled={started}
            placeholder={ExamMessages.nameRequired}
            onChange={(e) => patch({ examName: e.target.value })}
            style={{ width: 360 }}
          />
        </Form.Item>
        <Form.Item label="考试开始时间" required>
          <DatePicker
            aria-label="考试开始时间"
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            value={start}
            disabled={started}
            placeholder={ExamMessages.startTimeRequired}
            disabledDate={(d) => disabledPastDate(d)}
            disabledTime={(d) => disabledPastTime(d)}
            onChange={(d) => patch({ startTime: d ? d.second(0).millisecond(0).toISOString() : null })}
          />
        </Form.Item>
        <Form.Item label="考试时长" required>
          <Space wrap>
            <Input
              aria-label="考试时长"
              value={draft.duration ?? ''}
              disabled={started}
              placeholder={ExamMessages.durationRequired}
              onChange={(e) => patch({ duration: e.target.value })}
              suffix="分钟"
              style={{ width: 160 }}
            />
            {start && Number.isInteger(durationMinutes) && durationMinutes > 0 && (
              <Typography.Text type="secondary">结束时间 {start.add(durationMinutes, 'minute').format(TIME_FORMAT)}</Typography.Text>
            )}
          </Space>
        </Form.Item>
        <Form.Item label="延时" extra="学生拍照上传答案的速度受网络影响，开启后考试结束后再给学生15分钟上传答案。">
          <Checkbox checked={draft.delayOn} onChange={(e) => patch({ delayOn: e.target.checked })}>
            延时{ExamLimits.defaultDelayMinutes}分钟
          </Checkbox>
        </Form.Item>
        <Form.Item label="参考班级" required>
          {classes.isLoading ? (
            <CenteredSpin />
          ) : (
            <ClassPicker
              grades={grades}
              value={{ gradeCode: draft.gradeCode, classGuids: draft.classGuids }}
              fixed={draft.fixedClassGuids}
              onChange={(sel) => patch({ gradeCode: sel.gradeCode, classGuids: sel.classGuids })}
            />
          )}
        </Form.Item>
        {repeatNames && (
          <Form.Item label=" " colon={false}>
            <Alert type="warning" showIcon title="所选班级中有同名学生，请到同名学生页面核实，以免成绩对错人。" />
          </Form.Item>
        )}
      </Form>
      <Flex justify="center" gap="middle">
        <Button onClick={() => navigate(paths.jobManager.job.getHref())}>返回</Button>
        <Button type="primary" loading={saving} onClick={() => void next()}>
          下一步
        </Button>
      </Flex>
    </Card>
  );
}
