/** The demo schools of a fresh install (documented in README.md). Every password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoClass {
  gradeCode: string;
  number: number;
  students: number;
}

export interface DemoSchool {
  ruCode: string;
  schoolGuid: string;
  name: string;
  periods: string[];
  /** Service status per service type 1–4 (0 usable, 2 expired). */
  services: [number, number, number, number];
  classes: DemoClass[];
}

export const DEMO_SCHOOLS: DemoSchool[] = [
  {
    ruCode: 'RU10001',
    schoolGuid: '6f1c1d0e-2a44-4f6b-9a59-0c1e3a8b1001',
    name: '育才实验学校',
    periods: ['C', 'G'],
    services: [0, 0, 0, 0],
    classes: [
      { gradeCode: 'A7', number: 1, students: 46 },
      { gradeCode: 'A7', number: 2, students: 45 },
      { gradeCode: 'A8', number: 1, students: 48 },
      { gradeCode: 'A8', number: 2, students: 44 },
      { gradeCode: 'G1', number: 1, students: 50 },
      { gradeCode: 'G1', number: 2, students: 47 },
    ],
  },
  {
    ruCode: 'RU20002',
    schoolGuid: '6f1c1d0e-2a44-4f6b-9a59-0c1e3a8b2002',
    name: '明德九年一贯制学校',
    periods: ['X', 'C'],
    services: [2, 0, 2, 0],
    classes: [
      { gradeCode: 'A5', number: 1, students: 42 },
      { gradeCode: 'A5', number: 2, students: 41 },
      { gradeCode: 'A6', number: 1, students: 43 },
      { gradeCode: 'A7', number: 1, students: 45 },
      { gradeCode: 'A7', number: 2, students: 46 },
      { gradeCode: 'A8', number: 1, students: 40 },
    ],
  },
];

export interface DemoTeachInfo {
  period: string;
  km: string;
  textbookVersion: string;
  /** Classes as gradeCode-number. */
  classes: string[];
}

export interface DemoUser {
  phone: string;
  name: string;
  /** Bank permissions beyond the defaults: zwjyjPower opens the education-bureau bank (400), boutiquePower the subject network (10). */
  memberships: { ruCode: string; role: 'Teacher' | 'Salesman' | 'Collector'; zwjyjPower?: boolean; boutiquePower?: boolean }[];
  teachInfos: { ruCode: string; infos: DemoTeachInfo[] }[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    phone: '13800000001',
    name: '王丽',
    memberships: [{ ruCode: 'RU10001', role: 'Teacher', zwjyjPower: true, boutiquePower: true }, { ruCode: 'RU10001', role: 'Salesman' }],
    teachInfos: [{ ruCode: 'RU10001', infos: [{ period: 'C', km: '数学', textbookVersion: '人教版', classes: ['A7-1', 'A7-2'] }] }],
  },
  {
    phone: '13800000002',
    name: '李强',
    memberships: [{ ruCode: 'RU10001', role: 'Teacher' }],
    teachInfos: [
      { ruCode: 'RU10001', infos: [
        { period: 'C', km: '语文', textbookVersion: '部编版', classes: ['A8-1', 'A8-2'] },
        { period: 'G', km: '语文', textbookVersion: '部编版', classes: ['G1-1'] },
      ] },
    ],
  },
  { phone: '13800000003', name: '张敏', memberships: [{ ruCode: 'RU10001', role: 'Salesman' }], teachInfos: [] },
  {
    phone: '13800000004',
    name: '陈刚',
    memberships: [{ ruCode: 'RU10001', role: 'Collector' }, { ruCode: 'RU20002', role: 'Collector' }],
    teachInfos: [],
  },
  {
    phone: '13900000001',
    name: '赵芳',
    memberships: [{ ruCode: 'RU20002', role: 'Teacher' }],
    teachInfos: [{ ruCode: 'RU20002', infos: [{ period: 'X', km: '数学', textbookVersion: '北师大版', classes: ['A5-1', 'A5-2'] }] }],
  },
  { phone: '13900000002', name: '刘洋', memberships: [{ ruCode: 'RU20002', role: 'Salesman' }], teachInfos: [] },
  {
    // A teacher of both schools, who switches between them in the header.
    phone: '13800000005',
    name: '周静',
    memberships: [{ ruCode: 'RU10001', role: 'Teacher' }, { ruCode: 'RU20002', role: 'Teacher' }],
    teachInfos: [
      { ruCode: 'RU10001', infos: [{ period: 'C', km: '英语', textbookVersion: '人教版', classes: ['A7-1'] }] },
      { ruCode: 'RU20002', infos: [{ period: 'C', km: '英语', textbookVersion: '人教版', classes: ['A8-1'] }] },
    ],
  },
];
