/** Student pages (phone first): login, homework list, answering one homework, password change. */
export { StudentLoginPage } from './components/student-login-page';
export { StudentWorksPage } from './components/student-works-page';
export { StudentWorkPage } from './components/student-work-page';
export { ChangePasswordPage } from './components/change-password-page';
