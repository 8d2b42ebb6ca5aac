/**
 * How long sessions live (issue 16 item 7, OWASP ASVS V3.3). A staff session ends after `staffIdleMinutes` without a
 * request and, however busy, `staffMaxHours` after its login (a teacher's machine in a staff room is shared). A student
 * session lasts 3 days at most (it was a flat week): it renews on use within 12 hours, so a student who logs in at
 * school still answers that evening without logging in again, and a computer-room login is gone by the next morning.
 * Answer drafts stay on the device, so an expired session loses nothing. See docs/product-decisions.md.
 */
export interface SessionLimits {
  staffIdleMinutes: number;
  staffMaxHours: number;
  studentIdleMinutes: number;
  studentMaxHours: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  staffIdleMinutes: 120,
  staffMaxHours: 12,
  studentIdleMinutes: 12 * 60,
  studentMaxHours: 72,
};

/** A renewal moves the expiry at most once a minute: a page's burst of requests writes the session row once. */
const RENEW_STEP_MS = 60_000;

export interface SessionWindow {
  idleMs: number;
  maxMs: number;
}

export const staffWindow = (l: SessionLimits): SessionWindow => ({ idleMs: l.staffIdleMinutes * 60_000, maxMs: l.staffMaxHours * 3_600_000 });
export const studentWindow = (l: SessionLimits): SessionWindow => ({ idleMs: l.studentIdleMinutes * 60_000, maxMs: l.studentMaxHours * 3_600_000 });

/** Expiry of a session started now: the idle window, within the maximum. */
export function firstExpiry(now: Date, w: SessionWindow): Date {
  return new Date(now.getTime() + Math.min(w.idleMs, w.maxMs));
}

/** The absolute end of a session (the cookie's own expiry): its login plus the maximum. */
export function absoluteEnd(createdAt: Date, w: SessionWindow): Date {
  return new Date(createdAt.getTime() + w.maxMs);
}

/** The renewed expiry of a live session used now, or null when it need not move (less than a minute gained). */
export function renewedExpiry(session: { createdAt: Date; expiresAt: Date }, now: Date, w: SessionWindow): Date | null {
  const next = Math.min(now.getTime() + w.idleMs, absoluteEnd(session.createdAt, w).getTime());
  return next - session.expiresAt.getTime() >= RENEW_STEP_MS ? new Date(next) : null;
}
