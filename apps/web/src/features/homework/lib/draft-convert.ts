import {
  QuestionType,
  WorkType,
  type GradeCode,
  type TMultSettingInput,
  type TPrefer,
  type TWorkForm,
  type TWorkInfo,
  type TWorkQuestion,
} from '@zuoyeben/shared';
import { draftKeyOf, type DraftIdentity, type HomeworkDraft, type PublishDraft } from './draft-store';
import type { DraftQuestion } from './question-rows';
import { defaultPublishTimes } from './publish-rules';

const bit = (v: boolean): 0 | 1 => (v ? 1 : 0);
const as01 = (v: number): 0 | 1 => (v === 1 ? 1 : 0);
const as12 = (v: number): 1 | 2 => (v === 2 ? 2 : 1);

/** A new, empty homework: the teacher starts by setting the question count. */
export function newDraft(id: DraftIdentity, km: string, source: number): HomeworkDraft {
  return {
    version: 1,
    key: draftKeyOf(id),
    workType: id.workType,
    source,
    km,
    workInfoGuid: id.workInfoGuid ?? null,
    oldWorkInfoGuid: id.oldWorkInfoGuid ?? null,
    paperGuid: id.paperGuid ?? null,
    origin: null,
    papers: [],
    answers: [],
    startNumber: 1,
    questions: [],
    publish: null,
  };
}

/** The publish defaults of a new work (spec 01 §5), with the teacher's preferences where the spec says so. */
export function newPublishDraft(km: string, name: string, prefer: TPrefer | undefined, workType: number, now: Date = new Date()): PublishDraft {
  const { startTime, endTime } = defaultPublishTimes(now);
  return {
    km,
    name,
    gradeCode: null,
    classGuids: [],
    startTime: startTime.toISOString(),
    endTime: endTime.toISOString(),
    overdueable: true,
    showStudentInfo: true,
    reviewType: 1,
    answerSheetType: 1,
    use: 1,
    // Online homework is answered on the phone; the paper kinds on paper.
    jobType: workType === WorkType.Online ? 1 : 2,
    scoreType: prefer?.scoreType ?? 0,
    showType: prefer?.showType ?? 0,
    releaseType: prefer?.releaseTime ?? 0,
    releaseTime: null,
    witMarking: false,
    mathWitMarking: false,
    syncToOthers: prefer ? prefer.syncToOthers === 1 : false,
    allowOthersView: false,
  };
}

const toDraftQuestion = (q: TWorkQuestion): DraftQuestion => ({
  th: q.th,
  type: q.type,
  option: q.option,
  score: q.score,
  answer: q.answer,
  multSetting: q.type === QuestionType.Multiple ? q.multSetting : null,
});

/** A saved work (to edit) or its copy (GetWorkInfo with oldWorkInfoGuid answers workInfoGuid null) as a draft. */
export function draftFromWorkInfo(info: TWorkInfo, id: DraftIdentity): HomeworkDraft {
  const isEdit = !!info.workInfoGuid;
  const classGuids = info.clazzes.map((c) => c.classGuid);
  return {
    version: 1,
    key: draftKeyOf(id),
    workType: info.workType,
    source: info.source,
    km: info.km,
    workInfoGuid: info.workInfoGuid,
    oldWorkInfoGuid: info.oldWorkInfoGuid,
    paperGuid: info.paperGuid,
    origin: isEdit
      ? { state: info.state, isCreate: info.isCreate, existSubmit: info.existSubmit, overdueable: info.overdueable === 1, classGuids, releaseTime: info.releaseTime }
      : null,
    papers: info.topicFileList,
    answers: info.answerFileList,
    startNumber: info.startNumber,
    questions: info.questions.map(toDraftQuestion),
    publish: {
      km: info.km,
      name: info.name,
      gradeCode: info.gradeCode,
      classGuids,
      startTime: info.startTime,
      endTime: info.endTime,
      overdueable: info.overdueable === 1,
      showStudentInfo: info.showStudentInfo === 1,
      reviewType: as01(info.reviewType),
      answerSheetType: as12(info.answerSheetType),
      use: as12(info.use),
      jobType: as12(info.jobType),
      scoreType: as01(info.scoreType),
      showType: as01(info.showType),
      releaseType: as01(info.releaseType),
      releaseTime: info.releaseTime,
      witMarking: info.witMarking === 1,
      mathWitMarking: info.mathWitMarking === 1,
      syncToOthers: info.syncToOthers === 1,
      allowOthersView: info.allowOthersView === 1,
    },
  };
}

/** The save body of SaveOnlineWork / SaveMachineReadWork / SaveTestPaperWork from a complete draft. */
export function saveRequestOf(draft: HomeworkDraft, publish: PublishDraft, ruCode: string): TWorkForm {
  return {
    ruCode,
    km: publish.km,
    name: publish.name,
    gradeCode: (publish.gradeCode ?? undefined) as GradeCode | undefined,
    clazzes: publish.classGuids.map((classGuid) => ({ classGuid })),
    startTime: publish.startTime ?? '',
    endTime: publish.endTime ?? '',
    overdueable: bit(publish.overdueable),
    showStudentInfo: bit(publish.showStudentInfo),
    reviewType: publish.reviewType,
    answerSheetType: publish.answerSheetType,
    use: publish.use,
    jobType: publish.jobType,
    scoreType: publish.scoreType,
    showType: publish.showType,
    releaseType: publish.releaseType,
    releaseTime: publish.releaseType === 1 ? (publish.releaseTime ?? '') : '',
    witMarking: bit(publish.witMarking),
    mathWitMarking: bit(publish.mathWitMarking),
    syncToOthers: bit(publish.syncToOthers),
    allowOthersView: bit(publish.allowOthersView),
    source: draft.source,
    papers: draft.papers.map((f) => f.fileKey),
    answers: draft.answers.map((f) => f.fileKey),
    startNumber: draft.startNumber,
    // A multiple-choice question carries the rule the teacher set, so the work and its rules are saved together.
    questions: draft.questions.map(({ th, type, option, score, answer, multSetting }) => {
      const rule = type === QuestionType.Multiple && multSetting ? multSettingInputOf(multSetting) : undefined;
      return { th, type, option, score, answer, ...(rule ? { multSetting: rule } : {}) };
    }),
    ...(draft.workInfoGuid ? { workInfoGuid: draft.workInfoGuid } : {}),
    ...(draft.oldWorkInfoGuid && !draft.workInfoGuid ? { oldWorkInfoGuid: draft.oldWorkInfoGuid } : {}),
    ...(draft.paperGuid ? { paperGuid: draft.paperGuid } : {}),
    // Spec 01 §7: isShow is 0 when copying a paper, else 1.
    isShow: draft.oldWorkInfoGuid && draft.paperGuid ? 0 : 1,
  };
}

/** A rule as the forms send it (someScoceSetting as the JSON string of spec 01 §3). */
function multSettingInputOf(s: NonNullable<DraftQuestion['multSetting']>): TMultSettingInput {
  return s.isDefault
    ? { isDefault: true }
    : { isDefault: false, someWrong: s.someWrong, someRight: s.someRight, unifyScore: s.unifyScore, someScoceSetting: JSON.stringify(s.someScoceSetting) };
}

/** Rules the teacher set on multiple-choice questions, for SaveWorkMultSetting (the detail page's answer key). */
export function multSettingInputsOf(questions: readonly DraftQuestion[]) {
  return questions
    .filter((q) => q.type === QuestionType.Multiple && q.multSetting)
    .map((q) => ({ th: q.th, ...multSettingInputOf(q.multSetting!) }));
}
