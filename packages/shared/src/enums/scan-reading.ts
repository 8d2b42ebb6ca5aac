/** What a teacher is told about a scanned page that was not read (machine-read homework, issue 13). */
export const ScanReadingMessages = {
  notPdf: '无法读取扫描文件，请上传扫描仪生成的 PDF 文件',
  pageUnreadable: (page: number) => `第${page}页无法读取，请重新扫描该页`,
  otherCard: (page: number) => `第${page}页是其他作业或其他学校的答题卡，未读取`,
  layoutChanged: (page: number) => `第${page}页是答题卡设置修改前打印的旧版答题卡，未读取，请重新打印答题卡`,
  unaligned: (page: number) => `第${page}页未找到四个定位块，请手动对齐`,
  orientationUnknown: (page: number) => `第${page}页无法判断方向，请手动对齐`,
} as const;
