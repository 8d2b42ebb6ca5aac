import { Role, type PermissionFlag, type RoleValue } from '@zuoyeben/shared';
import { paths } from './paths';

/** Header main menu of spec 02 §2; `key` matches the `menu` of the route table. */
export const MAIN_MENU = [
  { key: 'jobManager', label: '作业管理', href: paths.jobManager.job.path },
  { key: 'schoolBased', label: '校本作业', href: paths.schoolBased.root.path },
  { key: 'reports', label: '学情分析', href: paths.reports.root.path },
  { key: 'microdj', label: '精准教学', href: paths.microdj.path },
  { key: 'helpCenter', label: '帮助中心', href: paths.helpCenter.root.path },
] as const;

/**
 * Homework sidebar of spec 02 §2: each entry lists one work type and is shown only with its permission.
 * Work types: 3 offline (线下), 1 online, 4 scan-read.
 */
export const JOB_SIDEBAR: readonly { workType: number; label: string; permission: PermissionFlag }[] = [
  { workType: 3, label: '线下作业', permission: 'createOffline' },
  { workType: 1, label: '在线作业', permission: 'createOnline' },
  { workType: 4, label: '扫描作业', permission: 'createOffline' },
];

/** Entries of the homework sidebar below the work types that only the listed roles see. */
export const JOB_ADMIN_SIDEBAR: readonly { key: string; label: string; path: string; roles: readonly RoleValue[] }[] = [
  { key: 'item-corrections', label: '试题纠错', path: paths.jobManager.itemCorrections.path, roles: [Role.Salesman, Role.Collector] },
  { key: 'paper-manual', label: '试卷人工处理', path: paths.jobManager.paperManual.path, roles: [Role.Salesman, Role.Collector] },
];

/** Side menu of the user centre; `also` lists further pages that highlight the entry. */
export const USERCENTER_MENU: readonly { label: string; path: string; also?: readonly string[]; roles?: readonly RoleValue[] }[] = [
  { label: '教学信息', path: paths.usercenter.teachinfo.path },
  { label: '个人信息', path: paths.usercenter.personal.path },
  {
    label: '班级管理',
    path: paths.usercenter.grade.path,
    also: [paths.usercenter.grademain.path, paths.usercenter.importsuccess.path],
  },
  { label: '学生管理', path: paths.usercenter.student.path },
  { label: '教师管理', path: paths.usercenter.teachers.path, roles: [Role.Salesman, Role.Collector] },
  { label: '同名学生', path: paths.usercenter.graderepeat.path },
  { label: '答题卡', path: paths.usercenter.answercard.path },
  { label: '偏好设置', path: paths.usercenter.preferenceSetting.path },
  { label: '机阅设置', path: paths.usercenter.machineReadable.path },
  { label: '扫描状态', path: paths.usercenter.scanStatus.path },
  { label: '操作日志', path: paths.usercenter.auditLog.path, roles: [Role.Salesman, Role.Collector] },
];
