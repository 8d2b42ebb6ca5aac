import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { configureApiClient } from '@/lib/api-client';
import { draftStore } from '@/features/homework/lib/draft-store';
import { examDraftStore } from '@/features/exams/lib/exam-draft-store';

afterEach(() => cleanup());

// Each file starts at / with empty storage, the api client's default hooks and no wizard draft, as a fresh page
// loads them, whatever ran before it in the same worker. (This file runs before every test file.)
if (typeof window !== 'undefined') {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  configureApiClient();
  draftStore.reload();
  examDraftStore.clear();
}

// findBy… and waitFor give up after 1 s by default. A lazy chunk (ECharts, pdf.js) imported while both cores run other
// test files can take longer than that to arrive in CI; waiting longer for what must appear is not a weaker test.
configure({ asyncUtilTimeout: 5_000 });

// antd reads matchMedia for responsive grids; happy-dom lacks it. (Tests in the node environment have no window.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
