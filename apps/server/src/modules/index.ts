import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.js';
import { personalRoutes } from './account/personal.routes.js';
import { classesRoutes } from './classes/classes.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { studentsRoutes } from './students/students.routes.js';
import { teachInfoRoutes } from './teach-info/teach-info.routes.js';
import { teachProgressRoutes } from './teach-progress/teach-progress.routes.js';
import { teacherRoutes } from './teacher/teacher.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { homeworkRoutes } from './homework/homework.routes.js';
import { homeworkScoringRoutes } from './homework/homework-scoring.routes.js';
import { preferRoutes } from './homework/prefer.routes.js';
import { studentSessionPlugin } from './student-auth/student-session.js';
import { studentAuthRoutes } from './student-auth/student-auth.routes.js';
import { studentPasswordsRoutes } from './student-auth/student-passwords.routes.js';
import { studentWorkRoutes } from './student-work/student-work.routes.js';
import { markingRoutes } from './marking/marking.routes.js';
import { markAssistRoutes } from './mark-assist/mark-assist.routes.js';
import { machineReadRoutes } from './machine-read/machine-read.routes.js';
import { questionBankRoutes } from './question-bank/question-bank.routes.js';
import { regionsRoutes } from './regions/regions.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { tasksRoutes } from './tasks/tasks.routes.js';
import { paperImportRoutes } from './paper-import/paper-import.routes.js';
import { paperPrintRoutes } from './paper-print/paper-print.routes.js';
import { preparingWorkRoutes } from './preparing-work/preparing-work.routes.js';
import { examsRoutes } from './exams/exams.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { workAnswerRoutes } from './work-answer/work-answer.routes.js';
import { homeworkReviewRoutes } from './homework-review/homework-review.routes.js';
import { schoolReportsRoutes } from './school-reports/school-reports.routes.js';
import { correctionsRoutes } from './corrections/corrections.routes.js';
import { cardSettingsRoutes } from './card-settings/index.js';
import { helpCenterRoutes } from './help-center/help-center.routes.js';
import { workAdjustRoutes } from './work-adjust/work-adjust.routes.js';
import { workResourceRoutes } from './work-resource/work-resource.routes.js';
import { wrongQuestionRoutes } from './wrong-question/wrong-question.routes.js';
import { scanRoutes } from './scan/scan.routes.js';
import { scanExportRoutes } from './scan/scan-export.routes.js';
import { microdjRoutes } from './microdj/microdj.routes.js';
import { subjectNetworkRoutes } from './subject-network/subject-network.routes.js';

export interface ModuleOptions {
  loginPerMinute: number;
  /** Secure flag of the student session cookie (the staff cookie is set by plugins/session.ts). */
  cookieSecure?: boolean;
}

/** Every feature module, each a plugin of thin routes. */
export async function registerModules(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  await app.register(accountRoutes, { loginPerMinute: options.loginPerMinute });
  await app.register(classesRoutes);
  await app.register(studentsRoutes);
  await app.register(teachInfoRoutes);
  await app.register(teachProgressRoutes);
  await app.register(teacherRoutes);
  await app.register(staffRoutes);
  await app.register(personalRoutes);
  await app.register(auditRoutes);
  await app.register(filesRoutes);
  await app.register(homeworkRoutes);
  await app.register(homeworkScoringRoutes);
  await app.register(preferRoutes);
  await app.register(reportsRoutes);
  await app.register(questionBankRoutes);
  await app.register(regionsRoutes);
  await app.register(tasksRoutes);
  await app.register(paperImportRoutes);
  await app.register(preparingWorkRoutes);
  // Students: their own session (request.student) at the root, then their routes and the teachers' marking and entry.
  await app.register(studentSessionPlugin);
  await app.register(studentAuthRoutes, { loginPerMinute: options.loginPerMinute, cookieSecure: options.cookieSecure ?? false });
  await app.register(studentPasswordsRoutes);
  await app.register(studentWorkRoutes);
  await app.register(markingRoutes);
  await app.register(markAssistRoutes);
  await app.register(machineReadRoutes);
  await app.register(paperPrintRoutes);
  await app.register(examsRoutes);
  await app.register(healthRoutes);
  await app.register(workAnswerRoutes);
  await app.register(homeworkReviewRoutes);
  await app.register(schoolReportsRoutes);
  await app.register(correctionsRoutes);
  await app.register(cardSettingsRoutes);
  await app.register(helpCenterRoutes);
  await app.register(workAdjustRoutes);
  await app.register(workResourceRoutes);
  await app.register(wrongQuestionRoutes);
  await app.register(scanRoutes);
  await app.register(scanExportRoutes);
  await app.register(microdjRoutes);
  await app.register(subjectNetworkRoutes);
}
