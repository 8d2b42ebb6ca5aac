import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

export interface Offset {
  right: number;
  bottom: number;
}

/** Size of the floating buttons (task centre, help): what must stay inside the viewport. */
const DEFAULT_SIZE = 48;

function savedOffset(storageKey: string): Offset | null {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Offset | null;
    return saved && Number.isFinite(saved.right) && Number.isFinite(saved.bottom) ? saved : null;
  } catch {
    return null;
  }
}

/** The offset moved inside the viewport, so a button of `size` px stays whole on screen. */
export function clampToViewport(o: Offset, size: number): Offset {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), Math.max(max, 0));
  return { right: clamp(o.right, window.innerWidth - size), bottom: clamp(o.bottom, window.innerHeight - size) };
}

/**
 * A fixed-position button the user can drag with a mouse, a pen or a finger (pointer events; the button sets
 * touch-action: none). A press that moves no more than `tolerance` px stays a click; after a real drag the click that
 * follows is swallowed (`isDragClick`). The button stays inside the viewport, also when the window shrinks; the place
 * is kept per browser.
 */
export function useDraggable(storageKey: string, initial: Offset, tolerance: number, size = DEFAULT_SIZE) {
  const [offset, setOffset] = useState<Offset>(() => clampToViewport(savedOffset(storageKey) ?? initial, size));
  const drag = useRef<{ x: number; y: number; start: Offset; moved: boolean } | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    const onResize = () => setOffset((current) => {
      const next = clampToViewport(current, size);
      return next.right === current.right && next.bottom === current.bottom ? current : next;
    });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [size]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, start: offset, moved: false };
      // A touch drag may end without a click: the next press starts clean.
      dragged.current = false;
    },
    [offset],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (!d) return;
      const dx = event.clientX - d.x;
      const dy = event.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) <= tolerance) return;
      if (!d.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
      d.moved = true;
      setOffset(clampToViewport({ right: d.start.right - dx, bottom: d.start.bottom - dy }, size));
    },
    [tolerance, size],
  );

  const onPointerUp = useCallback(() => {
    const d = drag.current;
    drag.current = null;
    if (!d?.moved) return;
    dragged.current = true;
    setOffset((current) => {
      localStorage.setItem(storageKey, JSON.stringify(current));
      return current;
    });
  }, [storageKey]);

  /** True once after a drag: the click the browser sends at its end is not a click on the button. */
  const isDragClick = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp }, isDragClick };
}
