/** Students, same-name students and student workbooks (spec 03 §2.8, §2.9, §7.5). */
export { StudentListPage } from './components/student-list-page';
export { SameNameStudentsPage } from './components/same-name-students-page';
export { ImportSuccessPage } from './components/import-success-page';
