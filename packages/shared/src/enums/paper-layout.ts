/**
 * How a laid-out paper prints (spec 02 §3 save payload: paperType, sideType, fontSize, lineHeight, structureStatus;
 * spec 01 job-basic query). The spec names the fields but not their values; these are ours, shared by the layout page
 * (WYSIWYG), the saved paper and the PDF renderer so that screen and print agree.
 */

/** paperType: who the print is for. A teacher's copy prints each question's answer and explanation after it. */
export const PaperType = { Student: 1, Teacher: 2 } as const;
export type PaperTypeValue = (typeof PaperType)[keyof typeof PaperType];
export const PaperTypeNames: Record<PaperTypeValue, string> = { 1: '学生用卷', 2: '教师用卷（附答案解析）' };

/** sideType: the sheet. A4 portrait in one column, or A3 landscape in two columns (the usual exam sheet). */
export const SideType = { A4: 1, A3TwoColumns: 2 } as const;
export type SideTypeValue = (typeof SideType)[keyof typeof SideType];
export const SideTypeNames: Record<SideTypeValue, string> = { 1: 'A4 单栏', 2: 'A3 双栏' };

/** structureStatus: 2 means the questions and the answer card are separate sheets; otherwise combined (spec 02 §3). */
export const StructureStatus = { Combined: 1, Separate: 2 } as const;
export type StructureStatusValue = (typeof StructureStatus)[keyof typeof StructureStatus];
export const StructureStatusNames: Record<StructureStatusValue, string> = { 1: '试题与答题卡合一', 2: '试题与答题卡分离' };

/** Font sizes (px at 96 dpi, as printed) and line heights a teacher may choose; the defaults print like a school paper. */
export const PAPER_FONT_SIZES = [12, 13, 14, 15, 16] as const;
export const DEFAULT_PAPER_FONT_SIZE = 14;
export const PAPER_LINE_HEIGHTS = [1.5, 1.8, 2, 2.5] as const;
export const DEFAULT_PAPER_LINE_HEIGHT = 1.8;

/** Answer-area height of a subjective question in px (96 dpi, as printed): default, and the range a teacher may set. */
export const DEFAULT_ANSWER_AREA_HEIGHT = 160;
export const ANSWER_AREA_HEIGHT_RANGE = { min: 0, max: 2000 } as const;

/** Print geometry per side type, in millimetres, used by both the layout page and the PDF renderer. */
export const PaperSheets: Record<SideTypeValue, { format: 'A4' | 'A3'; landscape: boolean; widthMm: number; heightMm: number; columns: 1 | 2; marginMm: number; columnGapMm: number }> = {
  1: { format: 'A4', landscape: false, widthMm: 210, heightMm: 297, columns: 1, marginMm: 15, columnGapMm: 0 },
  2: { format: 'A3', landscape: true, widthMm: 420, heightMm: 297, columns: 2, marginMm: 15, columnGapMm: 20 },
};

/** The print settings of one paper, as saved (papers row) and sent by the layout page. */
export interface PaperPrintSettings {
  paperType: PaperTypeValue;
  sideType: SideTypeValue;
  fontSize: number;
  lineHeight: number;
  structureStatus: StructureStatusValue;
}
export const DEFAULT_PAPER_PRINT_SETTINGS: PaperPrintSettings = {
  paperType: PaperType.Student,
  sideType: SideType.A4,
  fontSize: DEFAULT_PAPER_FONT_SIZE,
  lineHeight: DEFAULT_PAPER_LINE_HEIGHT,
  structureStatus: StructureStatus.Combined,
};
