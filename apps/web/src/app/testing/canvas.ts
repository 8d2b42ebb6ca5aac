import { vi } from 'vitest';

/**
 * happy-dom has no 2D canvas (getContext returns null), which ECharts asks for, even with the SVG renderer, to
 * measure text. This stands in for the browser's canvas only: every method is a no-op that returns another stand-in,
 * every property can be set, it reads as 0 and text measures zero wide. The chart code itself runs unchanged.
 * Shared by the chart tests of every feature.
 */
export function stubCanvas() {
  const context = (): unknown =>
    new Proxy(function noop() {}, {
      get: (target, key) => {
        if (key === 'measureText') return () => ({ width: 0 });
        // Read as a number or a string it is 0; it must not look like a promise.
        if (key === Symbol.toPrimitive) return () => 0;
        if (key === 'then') return undefined;
        return key in target ? Reflect.get(target, key) : context();
      },
      apply: () => context(),
      set: () => true,
    });
  return vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context() as CanvasRenderingContext2D);
}
