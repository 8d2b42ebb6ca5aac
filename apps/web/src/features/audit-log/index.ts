export { AuditLogPage } from './components/audit-log-page';
