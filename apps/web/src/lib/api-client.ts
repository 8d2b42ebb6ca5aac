import { ApiMessages, ApiStatus } from '@zuoyeben/shared';
import type { z } from 'zod';
import { isPhoneMode } from './phone-mode';
import { isStudentPage } from './student-area';

/**
 * The one place that turns `{status, message, data}` envelopes into data or Chinese messages,
 * implementing the body-status table of spec 03 §8.1.
 */

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** A rejected call. `handled` means the client already told the user, so callers need not. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
    readonly handled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientHooks {
  notify: { success(text: string): void; warning(text: string): void; error(text: string): void };
  navigate(to: string): void;
  /** Called when the session is gone (401) or the user logs out, to drop cached data. */
  clearSession(): void;
  /** Called for body status 201 with the task data, so the task centre can pick it up. */
  onTaskQueued?(data: unknown): void;
}

const noop = () => undefined;
let hooks: ApiClientHooks = {
  notify: { success: noop, warning: noop, error: noop },
  navigate: (to) => window.location.assign(to),
  clearSession: noop,
};

/** Wires the client to the app's router and message API (done once by the app provider). */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

export const ROLES_STORAGE_KEY = 'zyb.roles';
const UNAUTHORIZED_DEBOUNCE_MS = 1500;
let lastUnauthorizedAt = 0;

export interface RequestOptions<S extends z.ZodType | undefined> {
  params?: Record<string, unknown>;
  body?: unknown;
  /** Parses `data` of a 200 answer, so the caller gets the contract's type. */
  schema?: S;
  /** Do not show a toast for failures; the caller shows the message itself. */
  silent?: boolean;
}

type DataOf<S> = S extends z.ZodType ? z.infer<S> : unknown;

/** Query string with a timestamp, arrays as repeated parameters (spec 03 §7). */
export function buildUrl(path: string, params: Record<string, unknown> = {}, withTimestamp = false): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  if (withTimestamp) search.append('_t', String(Date.now()));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function loginPath(): string {
  const { pathname, search } = window.location;
  if (isStudentPage(pathname)) {
    // The student login sends the student back to the page they were on (the staff login does so via withReturnTo).
    return pathname === '/student/login' ? pathname : `/student/login?redirect=${encodeURIComponent(pathname + search)}`;
  }
  return isPhoneMode() ? '/phoneLogin' : '/login';
}

/** Applies §8.1 to an envelope: resolves with data or rejects with an ApiError. */
export function handleEnvelope<T>(env: Envelope<T>, silent = false): T {
  const say = (fallback: string) => {
    if (!silent) hooks.notify.error(env.message || fallback);
  };
  switch (env.status) {
    case ApiStatus.Ok:
      return env.data;
    case ApiStatus.TaskQueued:
      hooks.notify.success(ApiMessages.taskQueued);
      hooks.onTaskQueued?.(env.data);
      return env.data;
    case ApiStatus.Download:
      triggerFileDownload(env.data);
      return env.data;
    case ApiStatus.Pending:
      throw new ApiError(env.message, env.status, env.data, true);
    case ApiStatus.Unauthorized: {
      const now = Date.now();
      // Either way round: a clock set back (the computer's, or a test's) must not silence every 401 until it catches up.
      if (Math.abs(now - lastUnauthorizedAt) > UNAUTHORIZED_DEBOUNCE_MS) {
        lastUnauthorizedAt = now;
        hooks.notify.error(env.message || ApiMessages.sessionExpired);
        hooks.clearSession();
        hooks.navigate(loginPath());
      }
      throw new ApiError(env.message || ApiMessages.sessionExpired, env.status, env.data, true);
    }
    case ApiStatus.NotFoundWork:
      hooks.notify.warning(ApiMessages.workNotFound);
      // A student returns to their own list; the staff list would send them to the staff login.
      hooks.navigate(isStudentPage(window.location.pathname) ? '/student' : '/jobManager/job');
      throw new ApiError(ApiMessages.workNotFound, env.status, env.data, true);
    case ApiStatus.ChooseRole:
      sessionStorage.setItem(ROLES_STORAGE_KEY, JSON.stringify(env.data));
      hooks.navigate('/change-role');
      throw new ApiError(env.message, env.status, env.data, true);
    case ApiStatus.ServerError:
      say(ApiMessages.serverError);
      throw new ApiError(env.message || ApiMessages.serverError, env.status, env.data, !silent);
    case ApiStatus.Conflict:
    case ApiStatus.Duplicate:
      throw new ApiError(env.message, env.status, env.data, false);
    default:
      say(ApiMessages.requestFailed);
      throw new ApiError(env.message || ApiMessages.requestFailed, env.status, env.data, !silent);
  }
}

function triggerFileDownload(data: unknown): void {
  const d = data as { fileKey?: string; fileName?: string } | null;
  if (!d?.fileKey || d.fileKey.startsWith('export_answer_')) return;
  const a = document.createElement('a');
  a.href = buildUrl('/api/YJReport/LoadFile', { fileKey: d.fileKey, fileName: d.fileName });
  a.download = d.fileName ?? '';
  a.click();
}

async function send(method: 'GET' | 'POST', path: string, init: RequestInit, silent: boolean): Promise<Response> {
  if (!path) {
    console.error('request data and url must not be empty');
    throw new ApiError('request data and url must not be empty', 0);
  }
  try {
    return await fetch(path, { method, credentials: 'same-origin', ...init });
  } catch (err) {
    const text = err instanceof Error && err.message ? `${ApiMessages.serverError}（${err.message}）` : ApiMessages.serverError;
    if (!silent) hooks.notify.error(text);
    throw new ApiError(text, 0, null, !silent);
  }
}

async function readEnvelope(res: Response): Promise<Envelope> {
  try {
    return (await res.json()) as Envelope;
  } catch {
    return { status: res.status >= 500 ? 500 : res.status, message: '', data: null };
  }
}

/** One call to the API. */
export async function request<S extends z.ZodType | undefined = undefined>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions<S> = {},
): Promise<DataOf<S>> {
  const silent = options.silent ?? false;
  if (!path) {
    console.error('request data and url must not be empty');
    throw new ApiError('request data and url must not be empty', 0);
  }
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const url = buildUrl(path, options.params, method === 'GET');
  const init: RequestInit =
    method === 'GET'
      ? {}
      : isForm
        ? { body: options.body as FormData }
        : { body: JSON.stringify(options.body ?? {}), headers: { 'content-type': 'application/json' } };
  const res = await send(method, url, init, silent);
  const env = await readEnvelope(res);
  const data = handleEnvelope(env, silent);
  return (options.schema ? options.schema.parse(data) : data) as DataOf<S>;
}

export const api = {
  get: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    request<S>('GET', path, options),
  post: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    request<S>('POST', path, options),
};

/**
 * Fetches a file (xlsx, pdf) and hands it to the browser. An envelope instead of a file
 * (an error) goes through §8.1 like any other answer.
 */
export async function downloadFile(path: string, body?: unknown, fallbackName = 'download'): Promise<void> {
  const init: RequestInit =
    body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const res = await send(body === undefined ? 'GET' : 'POST', path, init, false);
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    handleEnvelope(await readEnvelope(res));
    return;
  }
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const name = match?.[1] ? decodeURIComponent(match[1]) : fallbackName;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * An export (spec 03 §7.1 ImportScore → data.url): a small one answers data.url and the file downloads from it; a
 * large one answers body status 201 and runs in the task centre, where the user downloads it when it is done.
 * Resolves with how it went, so the caller can say 导出成功 for the first.
 */
export async function exportFile(method: 'GET' | 'POST', path: string, options: { params?: Record<string, unknown>; body?: unknown }, fallbackName: string): Promise<'downloaded' | 'queued'> {
  const data = (await request(method, path, options)) as { url?: string; fileName?: string } | null;
  if (!data?.url) return 'queued';
  await downloadFile(data.url, undefined, data.fileName ?? fallbackName);
  return 'downloaded';
}
