import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { fakeApi } from '@/app/testing/fake-api';
import { useAnsweringTime } from './use-answering-time';

const WORK = '44444444-4444-4444-8444-444444444444';
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}
const reports = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.path === '/api/Student/AnsweringTime').map((c) => c.body);

describe('answering time', () => {
  it('reports every 30 s while visible, sends the rest as a beacon when hidden, and stops counting while hidden', async () => {
    const api = fakeApi({ '/api/Student/AnsweringTime': { status: 200, data: { seconds: 0 } } });
    const beacons: unknown[] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (_url: string, blob: Blob) => (beacons.push(blob), true) });
    const { result } = renderHook(() => useAnsweringTime(WORK, true));

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reports(api)).toEqual([{ workGuid: WORK, seconds: 30 }]);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    act(() => setVisibility('hidden'));
    expect(beacons).toHaveLength(1);
    expect(JSON.parse(await (beacons[0] as Blob).text())).toEqual({ workGuid: WORK, seconds: 10 });

    // Ten minutes with the phone locked: not answering.
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(reports(api)).toHaveLength(1);
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(result.current.takeUnreported()).toBe(7);
    expect(result.current.takeUnreported()).toBe(0);
  });

  it('counts nothing while the homework takes no answers', async () => {
    const api = fakeApi({ '/api/Student/AnsweringTime': { status: 200, data: { seconds: 0 } } });
    const { result } = renderHook(() => useAnsweringTime(WORK, false));
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(reports(api)).toEqual([]);
    expect(result.current.takeUnreported()).toBe(0);
  });

  it('sends the time again with the next report when a report did not arrive', async () => {
    let fail = true;
    const api = fakeApi({ '/api/Student/AnsweringTime': () => (fail ? { status: 500, message: '服务器错误' } : { status: 200, data: { seconds: 60 } }) });
    renderHook(() => useAnsweringTime(WORK, true));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reports(api)).toEqual([
      { workGuid: WORK, seconds: 30 },
      { workGuid: WORK, seconds: 60 },
    ]);
  });

  it('reports the rest when the student leaves the page', async () => {
    const api = fakeApi({ '/api/Student/AnsweringTime': { status: 200, data: { seconds: 0 } } });
    const { unmount } = renderHook(() => useAnsweringTime(WORK, true));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    unmount();
    expect(reports(api)).toEqual([{ workGuid: WORK, seconds: 12 }]);
  });
});
