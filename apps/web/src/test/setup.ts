import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

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
