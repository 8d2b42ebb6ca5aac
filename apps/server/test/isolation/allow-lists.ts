/**
 * The explicit lists of the isolation test (openapi-isolation.test.ts). An operation added to the app is on neither
 * list, so the test holds it to the strict rule (a student is refused; a teacher's refusal must be deliberate); put it
 * here only when its purpose says so, with the reason.
 */

/** Operations a student's session (or no session) may use on purpose; every other one must refuse a student. */
export const STUDENT_OR_PUBLIC = new Set<string>([
  // Public: signing in, choosing the role and school of a fresh login, and the health checks of the load balancer.
  'POST /api/Common/Login1',
  'POST /api/Common/GetRoles',
  'POST /api/Common/SetRole',
  'GET /api/Teacher/GetSchools',
  'POST /api/Teacher/SelectRu',
  'GET /api/health',
  'GET /api/health/ready',
  // Logging out answers whoever asks (with no session it has nothing to end).
  'GET /api/Common/Exit',
  // Uploaded files (question and answer images) are addressed by unguessable keys and shown to students too.
  'GET /api/Upload/File/{key}',
  // The student's own side (spec 03 §7: 学生端), guarded by the student session instead of the staff one.
  'POST /api/Student/Login',
  'GET /api/Student/Me',
  'POST /api/Student/ChangePassword',
  'GET /api/Student/Logout',
  'GET /api/Student/Works',
  'GET /api/Student/Work/{workGuid}',
  'POST /api/Student/Submit',
  'POST /api/Student/AnsweringTime',
  'POST /api/Student/UploadAnswerImage',
  'POST /api/Student/SaveExamProgress',
  'GET /api/Student/Corrections',
  'GET /api/Student/Correction/{workGuid}',
  'POST /api/Student/Correction/Submit',
  'GET /api/Student/WrongBook',
  'POST /api/Student/WrongBook/Mastered',
  'GET /api/Student/WrongBook/Practice',
  'POST /api/Student/WrongBook/Practice/Check',
  // The external question bank's return: a cross-site form post that carries no session; a return token issued to one
  // teacher (SubjectNetwork/Open) and the bank's Origin identify it (docs/subject-network-return.md).
  'POST /zxxk-middleware',
]);

/**
 * The school administrator's operations (Salesman, Collector; services check them with guardMember's admin flag or
 * their own requireAdmin): a plain teacher gets a 403 from each, an administrator does not.
 */
export const ADMIN_OPERATIONS = new Set<string>([
  // Staff accounts and their permissions.
  'GET /api/Teacher/StaffList',
  'POST /api/Teacher/SetStaffAccess',
  'POST /api/Teacher/ResetStaffPassword',
  // Classes: assigning teachers, removing a class, approving a teacher's request to join one.
  'POST /api/Teacher/SaveTeacherClass',
  'POST /api/Teacher/RemoveClass',
  'GET /api/TeachInfo/ClassRequests',
  'POST /api/TeachInfo/ReviewClassRequest',
  // The school's settings: students' initial passwords and the answer card.
  'POST /api/Teacher/SaveStudentPasswordSetting',
  'POST /api/AnswerCard/SaveSettings',
  // The whole school's learning board.
  'GET /api/LearningAnalysis/Board',
  // The school question bank's corrections and manual paper requests.
  'POST /api/QuestionBank/Corrections/List',
  'POST /api/QuestionBank/Corrections/Fixed',
  'POST /api/QuestionBank/Corrections/Dismiss',
  'GET /api/QuestionBank/Papers/ManualRequests',
  'POST /api/QuestionBank/Papers/FinishManual',
  'GET /api/QuestionBank/Papers/Notices',
  // 操作日志: what administrators did in the school.
  'GET /api/Teacher/AuditLog',
]);
