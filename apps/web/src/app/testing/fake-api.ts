import { vi } from 'vitest';

export interface Envelope {
  status: number;
  message?: string;
  data?: unknown;
}

type Handler = Envelope | ((body: unknown) => Envelope);

/**
 * Stubs global fetch with envelope answers keyed by path ('/api/User/UserInfo'). Unknown paths answer
 * 404, so a test notices calls it did not expect. Returns the calls made, as path and parsed body.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body });
    const handler = routes[path];
    const env = handler === undefined ? { status: 404, message: '接口不存在' } : typeof handler === 'function' ? handler(body) : handler;
    return new Response(JSON.stringify({ message: '', data: null, ...env }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, routes };
}
