/** Constants of the question bank (spec 02 §3 and §9): item types, difficulty, banks, exam areas (corrections: enums/corrections.ts). */

/** Item (question) types. Codes 1–5 are plain items; 11–18 are the group types of spec 02 §9. */
export const ItemType = {
  SingleChoice: 1,
  MultipleChoice: 2,
  TrueFalse: 3,
  FillBlank: 4,
  ShortAnswer: 5,
  ChoiceGroup: 11,
  ReadingComprehension: 12,
  Cloze: 13,
  Listening: 14,
  SevenChooseFive: 15,
  GrammarChoice: 16,
  SentenceCompletion: 17,
  DialogueCompletion: 18,
} as const;
export type ItemTypeCode = (typeof ItemType)[keyof typeof ItemType];

export interface ItemTypeInfo {
  code: ItemTypeCode;
  name: string;
  /** Objective items are marked by comparing the answer. */
  isObjective: boolean;
  /** Group types hold sub-questions; each sub-question counts as one question number (spec 02 §9). */
  isGroup: boolean;
}

export const ITEM_TYPES: readonly ItemTypeInfo[] = [
  { code: 1, name: '单选题', isObjective: true, isGroup: false },
  { code: 2, name: '多选题', isObjective: true, isGroup: false },
  { code: 3, name: '判断题', isObjective: true, isGroup: false },
  { code: 4, name: '填空题', isObjective: false, isGroup: false },
  { code: 5, name: '解答题', isObjective: false, isGroup: false },
  { code: 11, name: '选择题组', isObjective: true, isGroup: true },
  { code: 12, name: '阅读理解', isObjective: true, isGroup: true },
  { code: 13, name: '完形填空', isObjective: true, isGroup: true },
  { code: 14, name: '听力', isObjective: true, isGroup: true },
  { code: 15, name: '七选五', isObjective: true, isGroup: true },
  { code: 16, name: '语法选择', isObjective: true, isGroup: true },
  { code: 17, name: '补全句子', isObjective: false, isGroup: true },
  { code: 18, name: '补全对话', isObjective: true, isGroup: true },
];
export const ITEM_TYPE_CODES = ITEM_TYPES.map((t) => t.code);

/**
 * Types that belong to language papers only (issue 9 item 25): 阅读理解 to 语文 and 英语; 完形填空, 听力, 七选五,
 * 语法选择, 补全句子 and 补全对话 to 英语 (the foreign language of the subject lists). Every other type serves every
 * subject.
 */
export const LANGUAGE_ITEM_TYPE_SUBJECTS: Readonly<Partial<Record<ItemTypeCode, readonly string[]>>> = {
  12: ['语文', '英语'],
  13: ['英语'],
  14: ['英语'],
  15: ['英语'],
  16: ['英语'],
  17: ['英语'],
  18: ['英语'],
};

/** The item types a subject's editor offers; all of them when the subject is not known. */
export function itemTypesForSubject(km: string | null | undefined): ItemTypeInfo[] {
  if (!km) return [...ITEM_TYPES];
  return ITEM_TYPES.filter((t) => LANGUAGE_ITEM_TYPE_SUBJECTS[t.code]?.includes(km) ?? true);
}

export function itemTypeInfo(code: number): ItemTypeInfo | undefined {
  return ITEM_TYPES.find((t) => t.code === code);
}

/** Types a sub-question of a group may have. */
export const SUB_ITEM_TYPES = [ItemType.SingleChoice, ItemType.MultipleChoice, ItemType.TrueFalse, ItemType.FillBlank, ItemType.ShortAnswer] as const;

/** Choice letters A to T (spec 02 §5, §9). */
export const CHOICE_LETTERS = 'ABCDEFGHIJKLMNOPQRST'.split('');
/** Answers of a true/false item. */
export const TRUE_FALSE_ANSWERS = ['对', '错'] as const;
/** A blank in a stem: four or more underscores outside formulas. */
export const BLANK_MARKER = '____';

/** Difficulty weights 1–5 and their labels (spec 02 §9). */
export const DIFFICULTY_LEVELS = [1, 2, 3, 4, 5] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const DifficultyNames: Record<DifficultyLevel, string> = { 1: '容易', 2: '较易', 3: '中等', 4: '较难', 5: '困难' };

/** Label of a score rate by the cut points of spec 02 §9 (0.2, 0.5, 0.7, 0.9). */
export function difficultyOfScoreRate(rate: number): DifficultyLevel {
  if (rate < 0.2) return 5;
  if (rate < 0.5) return 4;
  if (rate < 0.7) return 3;
  if (rate < 0.9) return 2;
  return 1;
}

/** Paper difficulty in paper building: 1 easy, 2 medium, 3 hard, with weights 0.9, 0.6, 0.2. */
export const PaperDifficultyNames: Record<1 | 2 | 3, string> = { 1: '容易', 2: '中等', 3: '困难' };
export const PAPER_DIFFICULTY_WEIGHTS: Record<1 | 2 | 3, number> = { 1: 0.9, 2: 0.6, 3: 0.2 };
/** Overall paper difficulty from its weighted value: at least 0.75 easy, at least 0.6 medium, else hard. */
export function paperDifficultyOf(value: number): 1 | 2 | 3 {
  if (value >= 0.75) return 1;
  if (value >= 0.6) return 2;
  return 3;
}

/**
 * Discrimination bands of spec 02 §9, the bank's 区分度 filter: each band is [min, max); 较差 also takes negative
 * values and 优秀 takes 1.
 */
export const DISCRIMINATION_BANDS = [
  { code: 1, name: '较差', min: -1, max: 0.19 },
  { code: 2, name: '一般', min: 0.19, max: 0.29 },
  { code: 3, name: '良好', min: 0.29, max: 0.39 },
  { code: 4, name: '优秀', min: 0.39, max: 1.01 },
] as const;
export type DiscriminationBandName = (typeof DISCRIMINATION_BANDS)[number]['name'];

/** The band a discrimination value falls in. */
export function discriminationBand(value: number): DiscriminationBandName {
  return (DISCRIMINATION_BANDS.find((b) => value < b.max) ?? DISCRIMINATION_BANDS[DISCRIMINATION_BANDS.length - 1]!).name;
}

/** Question-bank sources (sourceType of spec 02 §9). Items carry 100, 200, 300, 400 or 800. */
export const BankSource = {
  FileUpload: 1,
  SchoolPapers: 2,
  SchoolTeachingAids: 3,
  MyPapers: 4,
  MyFavourites: 5,
  SubjectNetwork: 10,
  SevenDay: 100,
  SchoolItems: 200,
  MyItems: 300,
  EducationBureau: 400,
  SubjectNetworkItems: 800,
} as const;
export type BankSourceCode = (typeof BankSource)[keyof typeof BankSource];

export const BankSourceNames: Record<BankSourceCode, string> = {
  1: '文件上传',
  2: '校本试卷',
  3: '校本教辅',
  4: '我的试卷',
  5: '我的收藏',
  10: '学科网',
  100: '七天题库',
  200: '校本题库',
  300: '我的题库',
  400: '教育局题库',
  800: '学科网题库',
};
/** Sources of items owned by a school (200) or by one of its teachers (300). */
export const SCHOOL_OWNED_ITEM_SOURCES = [BankSource.SchoolItems, BankSource.MyItems] as const;
/** Sources an item row may carry. */
export const ITEM_SOURCES = [100, 200, 300, 400, 800] as const;

/** A list of this many province codes or more is shown as nationwide (spec 02 §2, §9). */
export const NATIONWIDE_PROVINCE_COUNT = 5;
export const NATIONWIDE_LABEL = '全国';

/**
 * Province label of an item: 全国 for five codes or more, otherwise each code's name joined with 、. The names come
 * from the region table the caller holds (the server's regions module); an unknown code shows as itself.
 */
export function provinceLabel(codes: readonly string[], nameOf: (code: string) => string | undefined): string {
  if (codes.length >= NATIONWIDE_PROVINCE_COUNT) return NATIONWIDE_LABEL;
  return codes.map((c) => nameOf(c) ?? c).join('、');
}

/** Sidebar tabs of the bank: chapter tree or knowledge-point tree. */
export const BankTreeTab = { Chapter: 100, Knowledge: 200 } as const;

/** Default score of an item placed in a paper. */
export const DEFAULT_ITEM_SCORE = 1;
/** Year filter of the bank starts here (spec 02 §2). */
export const BANK_FIRST_YEAR = 2018;
