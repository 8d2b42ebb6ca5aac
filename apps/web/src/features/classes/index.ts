/** Class management (spec 03 §2.9, §7.5). */
export { ClassManagementPage } from './components/class-management-page';
