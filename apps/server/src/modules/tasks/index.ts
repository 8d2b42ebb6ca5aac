/** The task centre and generated files, for modules that start background work or hand out files. */
export { defineTaskJob, enqueueTask, type NewTask, type TaskJobDefinition, type TaskOutput, type TaskPlatform } from './task-jobs.js';
export { cachedFile, fileUrlOf, openGeneratedFile, saveGeneratedFile, type FilePlatform, type NewGeneratedFile } from './generated-files.service.js';
export type { TaskRow } from './tasks.repository.js';
export { defineExport, type ExportDefinition, type ExportFile, type ExportPlan, type ExportPlatform } from './exports.js';
export { enqueuePdf, PDF_JOB, type PdfPlatform, type PdfTaskData } from './pdf-jobs.js';
