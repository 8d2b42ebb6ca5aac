/**
 * What an uploaded Office file (.xlsx, .docx — each a ZIP archive) may hold once unpacked. A real workbook of 2,000
 * students or a Word paper with pictures stays far below; a zip bomb (4 MB that unpacks to gigabytes) or a sheet of
 * 100,000 formula rows does not. Checked before anything parses the file, in the archive worker.
 */
export const ArchiveLimits = {
  /** Entries (files and folders) in the archive: Office files have a few dozen; a Word file with pictures a few hundred. */
  maxEntries: 1000,
  /** Unpacked bytes of one entry (a sheet's XML, a picture). */
  maxEntryBytes: 16 * 1024 * 1024,
  /** Unpacked bytes of all entries together. */
  maxTotalBytes: 64 * 1024 * 1024,
  /** Rows of one worksheet, empty formatted rows included (an import holds at most 2,000 students). */
  maxSheetRows: 10_000,
  /** Cells of one worksheet. */
  maxSheetCells: 200_000,
  /** Columns read from a row (an answer sheet has one per objective question). */
  maxSheetColumns: 300,
} as const;

export type ArchiveLabel = 'Excel' | 'Word';

/** Why an archive is refused: corrupt (not a readable Office file) or over a limit (the message says which). */
export type ArchiveRefusalReason = 'corrupt' | 'limit';

export class ArchiveRefusal extends Error {
  constructor(
    message: string,
    readonly reason: ArchiveRefusalReason,
  ) {
    super(message);
    this.name = 'ArchiveRefusal';
  }
}

const MB = 1024 * 1024;

/** The Chinese messages of refused archives; `label` names the kind of file the teacher meant to send. */
export const ArchiveMessages = {
  corrupt: (label: ArchiveLabel) => `文件已损坏或不是有效的${label}文件`,
  tooManyEntries: (label: ArchiveLabel) => `文件包含的条目过多（超过${ArchiveLimits.maxEntries}个），不是正常的${label}文件，请检查后重新上传`,
  entryTooLarge: (label: ArchiveLabel) =>
    `文件解压后过大（单个部分超过${ArchiveLimits.maxEntryBytes / MB}MB），不是正常的${label}文件，请检查后重新上传`,
  totalTooLarge: (label: ArchiveLabel) => `文件解压后过大（超过${ArchiveLimits.maxTotalBytes / MB}MB），不是正常的${label}文件，请检查后重新上传`,
  tooManyRows: `表格行数过多（超过${ArchiveLimits.maxSheetRows}行），请删除多余的行后重新上传`,
  tooManyCells: `表格内容过多（超过${ArchiveLimits.maxSheetCells}个单元格），请删除多余的行和列后重新上传`,
  timeout: '文件解析超时，请检查文件后重新上传',
  outOfMemory: '文件结构过于复杂，无法解析，请检查后重新上传',
  busy: '正在处理的文件较多，请稍后再试',
} as const;
