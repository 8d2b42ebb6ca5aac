import type { TAllClass, TPrefer, TWorkInfo, TWorkListRow } from '@zuoyeben/shared';
import { DEFAULT_MULT_SETTING } from '@zuoyeben/shared';

export const WORK_GUID = '44444444-4444-4444-8444-444444444444';
export const CLASS_1 = '11111111-1111-4111-8111-111111111111';
export const CLASS_2 = '22222222-2222-4222-8222-222222222222';
export const CLASS_3 = '33333333-3333-4333-8333-333333333333';

/** Seventh grade with two classes and eighth grade with one; ninth grade has none. */
export const ALL_CLASS: TAllClass = [
  {
    gradeCode: 'A7',
    gradeName: '七年级',
    clazzes: [
      { code: 'A701', name: '七年级1班', classGuid: CLASS_1, isTeachClass: false, number: 1 },
      { code: 'A702', name: '七年级2班', classGuid: CLASS_2, isTeachClass: false, number: 2 },
    ],
  },
  { gradeCode: 'A8', gradeName: '八年级', clazzes: [{ code: 'A801', name: '八年级1班', classGuid: CLASS_3, isTeachClass: false, number: 1 }] },
];

export const PREFER: TPrefer = { scoreType: 0, showType: 0, multSetting: DEFAULT_MULT_SETTING, syncToOthers: 0, releaseTime: 0, recordFinishTime: 0 };

let seq = 0;
export function buildRow(overrides: Partial<TWorkListRow> = {}): TWorkListRow {
  seq += 1;
  return {
    workInfoGuid: `55555555-5555-4555-8555-${String(seq).padStart(12, '0')}`,
    workCode: '123456',
    name: `11月${seq}日数学作业`,
    km: '数学',
    gradeCode: 'A7',
    workType: 1,
    state: 1,
    startTime: '2026-11-22T02:00:00.000Z',
    endTime: '2026-11-23T08:00:00.000Z',
    classNames: ['七年级1班'],
    submitCount: 3,
    studentTotal: 40,
    createdBy: '李强',
    isCreate: true,
    ...overrides,
  };
}

/** A saved online homework of 七年级1班 with one image, a single and a multiple-choice question. */
export function buildWorkInfo(overrides: Partial<TWorkInfo> = {}): TWorkInfo {
  const image = { fileKey: 'a'.repeat(32), filePath: `/api/Upload/File/${'a'.repeat(32)}`, fileName: '第1页.png', fileType: 'image' as const, size: 1000, pageCount: null };
  return {
    workInfoGuid: WORK_GUID,
    workCode: '654321',
    oldWorkInfoGuid: null,
    paperGuid: null,
    workType: 1,
    source: 1,
    km: '数学',
    name: '11月22日数学作业',
    gradeCode: 'A7',
    clazzes: [{ code: 'A701', name: '七年级1班', classGuid: CLASS_1, isTeachClass: false, number: 1, studentCount: 40 }],
    startTime: '2026-11-22T02:00:00.000Z',
    endTime: '2099-11-23T08:00:00.000Z',
    overdueable: 1,
    showStudentInfo: 1,
    reviewType: 1,
    answerSheetType: 1,
    use: 1,
    jobType: 1,
    scoreType: 0,
    showType: 0,
    releaseType: 0,
    releaseTime: null,
    witMarking: 0,
    mathWitMarking: 0,
    syncToOthers: 0,
    allowOthersView: 0,
    papers: [image.fileKey],
    answers: [],
    topicFileList: [image],
    answerFileList: [],
    startNumber: 1,
    questions: [
      { th: 1, type: 1, option: 4, score: 2, answer: 'A', multSetting: null },
      { th: 2, type: 2, option: 4, score: 4, answer: 'AC', multSetting: null },
    ],
    state: 0,
    isCreate: true,
    existSubmit: false,
    ...overrides,
  };
}
