import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { PAGES, requiresAuth } from './route-table';
import { REDIRECTS, resolveLocation } from './redirects';

describe('route table and redirects (spec 03 §2.1, spec 01/02 §2)', () => {
  it.each([
    ['/jobManager', '/jobManager/job'],
    ['/reports', '/reports/job-statistic'],
    ['/report', '/report/analysis'],
    ['/usercenter', '/usercenter/teachinfo'],
    ['/usercenter/', '/usercenter/teachinfo'],
  ])('redirects %s to %s', (from, to) => {
    expect(resolveLocation(from)).toEqual({ kind: 'redirect', to });
  });

  it('redirects /homework/paper to /groupTypesetting keeping the query', () => {
    expect(resolveLocation('/homework/paper', '?workType=3&source=0&km=数学')).toEqual({
      kind: 'redirect',
      to: '/groupTypesetting?workType=3&source=0&km=数学',
    });
  });

  it.each(['/', '/nope', '/jobManager/unknown', '/usercenter/grade/extra'])('sends unknown path %s to the homework list', (path) => {
    expect(resolveLocation(path)).toEqual({ kind: 'redirect', to: '/jobManager/job' });
  });

  it('shows a page for every route of the table, including parameters', () => {
    for (const page of PAGES) {
      const concrete = page.path.replace(':guid', 'abc');
      expect(resolveLocation(concrete)).toEqual({ kind: 'page', page });
    }
    expect(resolveLocation('/help-center/question/q-1')).toMatchObject({ page: { title: '问题详情' } });
  });

  it('has no duplicate paths and no redirect hidden by a page', () => {
    const all = PAGES.map((p) => p.path);
    expect(new Set(all).size).toBe(all.length);
    for (const r of REDIRECTS) expect(PAGES.some((p) => matchPath(p.path, r.from))).toBe(false);
  });

  it('lists every child route the spec names', () => {
    const jobChildren = ['job', 'job-tiku', 'job-upload', 'job-basic', 'job-finish', 'job-edit-tiku', 'job-details',
      'details-warehouse', 'job-analyze', 'exam-analyze', 'exam-basic', 'exam-upload', 'exam-finish', 'exam-details',
      'job-exam-details', 'exam-submit', 'analysis-paper', 'paper-setting', 'paper-view', 'job-submit', 'job-adjustment',
      'tiku-recommend', 'situation-detail', 'combination-practice', 'weak-practice', 'revised-detail'];
    const reportChildren = ['job-scanData', 'report-list', 'dashboard', 'knowlege-point', 'job-statistic', 'board', 'studentLook'];
    const userChildren = ['grade', 'grademain', 'graderepeat', 'importsuccess', 'student', 'teachinfo', 'answercard',
      'preference-setting', 'machine-readable', 'scan-status'];
    const others = ['/board/revised-detail', '/report/analysis', '/report/recommend', '/ai-correction/subjective',
      '/ai-correction/subjective-detail', '/microdj', '/scan-detail', '/help-center', '/help-center/feed-back',
      '/smart-viewer', '/review', '/view-paper', '/view-answer', '/ai/index', '/homework/preview',
      '/homework/paper-detail', '/answer', '/500', '/answerRead', '/groupTypesetting', '/questionEditor', '/preview/pdf',
      '/school-based', '/school-based/teach-detail', '/zxxk', '/zxxk-iframe', '/zxxk-middleware', '/change-role',
      '/login', '/phoneLogin', '/phoneView'];
    const expected = [
      ...jobChildren.map((c) => `/jobManager/${c}`),
      ...reportChildren.map((c) => `/reports/${c}`),
      ...userChildren.map((c) => `/usercenter/${c}`),
      ...others,
    ];
    for (const path of expected) expect(resolveLocation(path).kind, path).toBe('page');
  });

  it('needs a login everywhere except the public and login pages', () => {
    const open = PAGES.filter((p) => !requiresAuth(p)).map((p) => p.path).sort();
    expect(open).toEqual(
      ['/500', '/change-role', '/login', '/phoneLogin', '/preview/pdf', '/questionEditor',
        // Student pages guard themselves with the student session.
        '/student', '/student/login', '/student/password', '/student/work/:workGuid', '/student/correction/:workGuid', '/student/wrong-book',
        // 答案 and 答案解读 are read by students (and parents) on the student's phone session.
        '/answer', '/answerRead'].sort(),
    );
  });

  it('marks exactly the phone routes as phone mode', () => {
    expect(PAGES.filter((p) => p.phone).map((p) => p.path).sort()).toEqual(['/phoneLogin', '/phoneView']);
  });
});
