import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Flex, Form, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { DEFAULT_MULT_SETTING, GRADES, HomeworkMessages, WorkType, isSchoolAdmin, type TAllClass, type TPaperForWork, type TPrefer } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useAllowedPermissions, useCurrentUser } from '@/features/auth';
import { usePublishWork } from '../../hooks/use-publish-work';
import { useTeacherTeachInfo } from '../../api/get-teacher-teach-info';
import { EMPTY_SELECTION, classesTaughtIn, gradesForSubject } from '../../lib/class-selection';
import { draftStore, type HomeworkDraft } from '../../lib/draft-store';
import { checkPublishTimes, toFormValues, toPublishDraft, type PublishFormValues } from '../../lib/publish-form-values';
import { canSetAllowOthersView, canTurnOffOverdue, publishLocks } from '../../lib/publish-rules';
import { totalScore } from '../../lib/question-rows';
import { stepQuery, type WizardQuery } from '../../lib/wizard-query';
import { workLinks } from '../../lib/work-links';
import { MultSettingSection } from './mult-setting-section';
import { PreferModal } from './prefer-modal';
import { PublishBasicFields } from './publish-basic-fields';
import { PublishConfirmModal, type PublishSummary } from './publish-confirm-modal';
import { PublishSettingsFields } from './publish-settings-fields';

interface PublishFormCardProps {
  draft: HomeworkDraft;
  query: WizardQuery;
  allClass: TAllClass;
  prefer: TPrefer | undefined;
  /** The bank paper a new work is published from: its questions, scores and rules come from the paper's layout. */
  paper?: TPaperForWork;
}

const TIME = 'YYYY-MM-DD HH:mm';

/** The publish form: fields, multiple-choice rules, preferences, the confirm dialog and the save. */
export function PublishFormCard({ draft, query, allClass, prefer, paper }: PublishFormCardProps) {
  const user = useCurrentUser();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // The server's guard decides (reviewPower and a usable account), the same one that refuses another review type.
  const canChooseReview = useAllowedPermissions().data?.actions.chooseReview.allowed ?? false;
  const [form] = Form.useForm<PublishFormValues>();
  const [summary, setSummary] = useState<PublishSummary | null>(null);
  const [preferOpen, setPreferOpen] = useState(false);
  const { publish, isSaving } = usePublishWork();

  // Read once (the card is keyed by the homework); later changes flow form → draft.
  const [initial] = useState(() => toFormValues(draft.publish!));
  const values = Form.useWatch([], { form, preserve: true });
  useEffect(() => {
    if (values) draftStore.set((prev) => ({ ...prev, publish: toPublishDraft(form.getFieldsValue(true) as PublishFormValues) }));
  }, [values, form]);

  const km = Form.useWatch('km', form) ?? initial.km;
  const isAdmin = isSchoolAdmin(user.user.userRole);
  const teaching = useTeacherTeachInfo(!isAdmin);
  const taught = useMemo(() => classesTaughtIn(teaching.data?.list, km, isAdmin, initial.classes.classGuids),
    [teaching.data, km, isAdmin, initial.classes]);
  // A teaching-aid book's work goes to classes of the book's grade only.
  const onlyGrade = query.teaching?.gradeCode;
  const grades = useMemo(() => gradesForSubject(allClass, user.periods, km, GRADES, taught).filter((g) => !onlyGrade || g.gradeCode === onlyGrade),
    [allClass, user.periods, km, taught, onlyGrade]);
  // A subject of another period leaves the chosen grade behind: its classes cannot take this subject.
  useEffect(() => {
    const classes = form.getFieldValue('classes') as PublishFormValues['classes'];
    if (classes?.gradeCode && !grades.some((g) => g.gradeCode === classes.gradeCode)) form.setFieldValue('classes', EMPTY_SELECTION);
  }, [grades, form]);

  const origin = draft.origin;
  const workType = draft.workType;
  // An edit of a teaching-aid work changes only its classes, use and sync; a new one has the whole form.
  const classesOnly = workType === WorkType.TeachingAid && !!origin;
  const locks = publishLocks({ isEdit: !!origin, state: origin?.state ?? 0, workType });
  const subjects = [...new Set(user.periods.flatMap((p) => p.subjects))];

  const review = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const problem = classesOnly ? null : checkPublishTimes(v, workType, origin?.releaseTime ?? null);
    if (problem) return void message.warning(problem);
    const names = grades.flatMap((g) => g.clazzes).filter((c) => v.classes.classGuids.includes(c.classGuid)).map((c) => c.name);
    setSummary({
      name: v.name,
      classNames: names,
      startTime: v.startTime?.format(TIME) ?? '—',
      endTime: v.endTime?.format(TIME) ?? '—',
      questionCount: paper?.questionCount ?? draft.questions.length,
      totalScore: paper?.totalScore ?? totalScore(draft.questions),
    });
  };
  const save = async () => {
    setSummary(null);
    try {
      const result = await publish(draftStore.get() ?? draft, toPublishDraft(form.getFieldsValue(true) as PublishFormValues), query.teaching);
      draftStore.clear();
      await navigate(workLinks.finish(result.workInfoGuid, workType));
    } catch {
      // Spec 01 §8: on a failed save the loading closes; the api client already showed the server's message.
    }
  };
  const applyPrefer = (p: TPrefer) =>
    form.setFieldsValue({ scoreType: p.scoreType, showType: p.showType, releaseType: p.releaseTime, syncToOthers: p.syncToOthers === 1 });

  return (
    <>
      <Form form={form} initialValues={initial} labelCol={{ flex: '120px' }} labelAlign="left" colon={false}>
        <PublishBasicFields
          subjects={subjects}
          grades={grades}
          locks={locks}
          fixedClasses={origin?.classGuids ?? []}
          timesRequired={workType === WorkType.Online || workType === WorkType.Offline}
          classesOnly={classesOnly}
        />
        <PublishSettingsFields
          form={form}
          workType={workType}
          prefer={prefer}
          isEdit={!!origin}
          canTurnOffOverdue={canTurnOffOverdue({ isEdit: !!origin, state: origin?.state ?? 0, originalOverdue: !!origin?.overdueable })}
          canAllowView={canSetAllowOthersView(user.user.userRole, origin ? origin.isCreate : true)}
          canChooseReview={canChooseReview}
          classesOnly={classesOnly}
        />
      </Form>
      {!classesOnly && !paper && (
        <Card size="small" title="多选题计分" style={{ marginBottom: 24 }}>
          <MultSettingSection
            questions={draft.questions.map((q) => ({ ...q, score: q.score ?? 0 }))}
            fallback={prefer?.multSetting ?? DEFAULT_MULT_SETTING}
            onSave={(th, s) => draftStore.set((prev) => ({ ...prev, questions: prev.questions.map((x) => (x.th === th ? { ...x, multSetting: s } : x)) }))}
          />
        </Card>
      )}
      <Flex justify="center" gap="middle">
        {!classesOnly && !draft.paperGuid && <Button onClick={() => navigate(paths.jobManager.jobUpload.getHref(stepQuery(query)))}>上一步</Button>}
        {!classesOnly && <Button onClick={() => setPreferOpen(true)}>偏好设置</Button>}
        <Button type="primary" onClick={() => void review()}>
          确定
        </Button>
      </Flex>
      {!classesOnly && <PreferModal open={preferOpen} prefer={prefer} onSaved={applyPrefer} onClose={() => setPreferOpen(false)} />}
      <PublishConfirmModal summary={summary} saving={isSaving} onEdit={() => setSummary(null)} onNext={() => void save()} />
      <Spin fullscreen spinning={isSaving} description={HomeworkMessages.generating} />
    </>
  );
}
