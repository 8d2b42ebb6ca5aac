/** Constants of papers in banks, collections and the school paper library (spec 02 §3, §4, §8, §9). */

/** Where a paper comes from (papers.source). */
export const PaperSource = {
  /** A school's own paper in its paper library: daily practice (日常练习). */
  SchoolPractice: 2,
  SchoolTeachingAid: 3,
  /** A teacher's own paper (my paper library). */
  MyPaper: 4,
  SevenDay: 100,
  EducationBureau: 400,
} as const;
export type PaperSourceCode = (typeof PaperSource)[keyof typeof PaperSource];

export const PaperSourceNames: Record<PaperSourceCode, string> = {
  2: '日常练习',
  3: '校本教辅',
  4: '我的试卷',
  100: '七天题库',
  400: '教育局题库',
};

/** How a teacher's own paper (我的试卷) came to be: prepared in the paper layout (备课) or uploaded (上传). */
export const MyPaperEntry = { Prepare: 'prepare', Upload: 'upload' } as const;
export type MyPaperEntryCode = (typeof MyPaperEntry)[keyof typeof MyPaperEntry];
export const MyPaperEntryNames: Record<MyPaperEntryCode, string> = { prepare: '备课', upload: '上传' };

/** isShareStatus of a paper: 100 shared to the session school's paper library (校本库), 0 not shared. */
export const PaperShareStatus = { NotShared: 0, Shared: 100 } as const;
export type PaperShareStatusCode = (typeof PaperShareStatus)[keyof typeof PaperShareStatus];

/** First year of the collections screen's and paper selector's year list (spec 02 §2). */
export const PAPER_FIRST_YEAR = 2020;
/** Where a teacher sees all of 我的试卷: the question bank on source 4 (getMyPapers answers it as data.url, spec 01 §7). */
export const MY_PAPERS_PAGE = '/jobManager/job-edit-tiku?sourceType=4';
/** A paper recommended this many days ago or less carries the NEW tag. */
export const PAPER_NEW_DAYS = 7;

/** Years of the collections screen, newest first: now back to 2020. */
export function paperYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= PAPER_FIRST_YEAR; y--) years.push(y);
  return years;
}

/** Messages of paper favourites and sharing (spec 02 §8). */
export const PaperMessages = {
  collected: '收藏试卷成功！',
  uncollected: '取消收藏试卷成功！',
  shared: '分享成功！',
  unshared: '取消分享成功！',
  deleted: '删除成功',
  notFound: '试卷不存在',
} as const;

/** The collect-query value of the collection screen's tabs (spec 02 §2 query key collect). */
export const CollectTab = { Items: 1, Papers: 2 } as const;
export type CollectTabCode = (typeof CollectTab)[keyof typeof CollectTab];
