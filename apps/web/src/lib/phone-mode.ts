/** Phone routes set a phone-mode flag in session storage; other routes clear it (spec 03 §2.1). */
const KEY = 'zyb.phoneMode';

export function isPhoneMode(): boolean {
  return sessionStorage.getItem(KEY) === '1';
}

export function setPhoneMode(on: boolean): void {
  if (on) sessionStorage.setItem(KEY, '1');
  else sessionStorage.removeItem(KEY);
}
