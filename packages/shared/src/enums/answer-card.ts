/**
 * Geometry of the answer card (答题卡), in millimetres from the sheet's top-left corner, A4 portrait. The card PDF is
 * drawn from these numbers and the scan reader (machine-read homework) finds the same boxes with them, so they are a
 * contract: change one and bump ANSWER_CARD_LAYOUT_VERSION (printed in every page's QR code) so that cards printed
 * before keep being read with their own geometry. Design after docs/research-omr-pdf.md §6.
 */
export const ANSWER_CARD_LAYOUT_VERSION = 1;

export const AnswerCardGeometry = {
  sheet: { widthMm: 210, heightMm: 297 },
  /** Four solid black squares, one per corner, centred `fiducialInsetMm` from both edges; nothing else is a solid square. */
  fiducial: { sizeMm: 7, insetMm: 12, quietZoneMm: 5 },
  /** A solid bar right of the top-left square (only there), so a scan turned 180° is told apart without the QR code. */
  orientationBar: { xMm: 18, yMm: 10.25, widthMm: 8, heightMm: 3.5 },
  /** The page's QR code (error correction M): layout version, paper, homework and page; see answerCardQrText. */
  qr: { xMm: 140, yMm: 8, sizeMm: 22 },
  /** Everything else is drawn inside these bounds (clear of the squares' quiet zones). */
  content: { leftMm: 22, rightMm: 188, topMm: 34, bottomMm: 276 },
  /** 姓名 / 班级 handwriting boxes on the first page. */
  nameBox: { widthMm: 52, heightMm: 9 },
  /** Student number: a handwriting box over each digit column, and bubbles 0–9 down each column. */
  studentNo: { digits: 8, columnPitchMm: 6.5, writeBoxHeightMm: 7, rowPitchMm: 4.6 },
  /** One choice bubble (an ellipse outline with its letter), and the pitch between bubbles and rows. */
  bubble: { widthMm: 4.8, heightMm: 3, pitchMm: 6.5, rowPitchMm: 5.2 },
  /** Objective questions come in blocks of five rows with a gap, as Chinese cards do. */
  objectiveBlock: { rows: 5, labelWidthMm: 9, gapMm: 6, blockGapMm: 3 },
  /** Subjective answer areas: framed boxes (0.3 mm rule) of the layout's height, at least minHeightMm, with a gap. */
  area: { minHeightMm: 12, gapMm: 3, ruleMm: 0.3 },
  /** Section headings (客观题 / 主观题) take this height. */
  headingMm: 7,
} as const;

/** Bubble outlines and letters print in a dropout red, so a reader using the red channel sees only the marks. */
export const ANSWER_CARD_DROPOUT_RED = '#E03030';

/** px (96 dpi, as the layout page measures answer areas) to millimetres. */
export const pxToMm = (px: number): number => (px * 25.4) / 96;

export const AnswerCardTexts = {
  title: '答题卡',
  name: '姓名',
  className: '班级',
  studentNo: '学号',
  objective: '客观题',
  subjective: '主观题',
  instructions: ['答题前请将姓名、班级、学号填写清楚，并填涂学号。', '选择题请用2B铅笔填涂，修改时用橡皮擦干净。', '非选择题请用黑色签字笔在各题的答题区域内作答，超出黑色矩形边框限定区域的答案无效。'],
  filledExample: '正确填涂',
  trueFalseLabels: ['对', '错'],
} as const;
