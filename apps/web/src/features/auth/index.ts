/**
 * The auth feature's public surface. It is the one feature other features may import, because who is
 * signed in (user, school, permissions, chosen period and subject) is needed everywhere.
 */
export { useUserInfo, userInfoQueryKey, userInfoQueryOptions, getUserInfo } from './api/get-user-info';
export { useCurrentUser } from './hooks/use-current-user';
export { useSelectedPeriodKm, selectedPeriodKm } from './hooks/use-selected-period-km';
export { useHasTeachGuidance } from './api/get-has-teach-guidance';
export { useAllowedPermissions } from './api/get-allowed-permissions';
export type { PeriodKm } from './api/cache-select-period-km';
export { useHasRole, useHasPermission } from './hooks/use-access';
export { useGuardedClick, GUARDED_TIP_TITLE } from './hooks/use-guarded-click';
export { GuardedButton } from './components/guarded-button';
export { RoleGuard } from './components/role-guard';
export { PermissionGuard } from './components/permission-guard';
export { RequireAuth } from './components/require-auth';
export { ADMIN_ROLE, type GuardRole, type GuardPermission, grantedPermissions, permissionAllowed, roleAllowed } from './lib/access';
export { withReturnTo, safeReturnPath, RETURN_TO_PARAM } from './lib/return-to';
export { LoginScreen, PhoneLoginScreen } from './components/login-screen';
export { RoleChooser } from './components/role-chooser';
export { PeriodSubjectSelector } from './components/period-subject-selector';
export { SchoolSwitcher } from './components/school-switcher';
export { UserMenu } from './components/user-menu';
export { ServiceBanner } from './components/service-banner';
export { PermissionWatcher } from './components/permission-watcher';
