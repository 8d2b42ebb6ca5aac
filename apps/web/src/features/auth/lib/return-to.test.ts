import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnTo } from './return-to';

describe('returning to the page after login', () => {
  it('adds the current page to a login navigation', () => {
    expect(withReturnTo('/login', { pathname: '/reports/dashboard', search: '?km=数学' })).toBe(
      '/login?redirect=%2Freports%2Fdashboard%3Fkm%3D%E6%95%B0%E5%AD%A6',
    );
    expect(withReturnTo('/phoneLogin', { pathname: '/phoneView', search: '' })).toBe('/phoneLogin?redirect=%2FphoneView');
  });

  it('passes the redirect of the login page on to the role page', () => {
    expect(withReturnTo('/change-role', { pathname: '/login', search: '?redirect=%2Fusercenter%2Fstudent' })).toBe(
      '/change-role?redirect=%2Fusercenter%2Fstudent',
    );
    expect(withReturnTo('/change-role', { pathname: '/login', search: '' })).toBe('/change-role');
  });

  it('leaves other navigations alone', () => {
    expect(withReturnTo('/jobManager/job', { pathname: '/reports', search: '' })).toBe('/jobManager/job');
  });

  it('accepts only in-app paths that are not login pages', () => {
    expect(safeReturnPath('/usercenter/grade?x=1')).toBe('/usercenter/grade?x=1');
    expect(safeReturnPath(null)).toBe('/jobManager/job');
    expect(safeReturnPath('https://evil.example/')).toBe('/jobManager/job');
    expect(safeReturnPath('//evil.example/')).toBe('/jobManager/job');
    expect(safeReturnPath('/\\evil.example')).toBe('/jobManager/job');
    expect(safeReturnPath('/login?redirect=/x')).toBe('/jobManager/job');
    expect(safeReturnPath(null, '/phoneView')).toBe('/phoneView');
  });
});
