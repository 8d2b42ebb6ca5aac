/**
 * Pages read on a student's session: everything under /student, and 答案 / 答案解读 (/answer, /answerRead), which the
 * spec's route table places outside it. A lost session on one of them goes to the student login, never the staff one,
 * and after logging in the student may be sent back there.
 */
const STUDENT_PAGE = /^\/(student(\/|$|\?)|answer(Read)?($|\?))/;

export const isStudentPage = (pathOrHref: string) => STUDENT_PAGE.test(pathOrHref);
