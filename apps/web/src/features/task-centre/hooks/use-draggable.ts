import { useCallback, useRef, useState, type PointerEvent } from 'react';

export interface Offset {
  right: number;
  bottom: number;
}

const BUTTON_SIZE = 48;

function savedOffset(storageKey: string): Offset | null {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Offset | null;
    return saved && Number.isFinite(saved.right) && Number.isFinite(saved.bottom) ? saved : null;
  } catch {
    return null;
  }
}

/**
 * A fixed-position button the user can drag. A press that moves no more than `tolerance` px stays a click; after a
 * real drag the click that follows is swallowed (`isDragClick`). The place is kept per browser.
 */
export function useDraggable(storageKey: string, initial: Offset, tolerance: number) {
  const [offset, setOffset] = useState<Offset>(() => savedOffset(storageKey) ?? initial);
  const drag = useRef<{ x: number; y: number; start: Offset; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, start: offset, moved: false };
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
      const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), Math.max(max, 0));
      setOffset({ right: clamp(d.start.right - dx, window.innerWidth - BUTTON_SIZE), bottom: clamp(d.start.bottom - dy, window.innerHeight - BUTTON_SIZE) });
    },
    [tolerance],
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

  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp }, isDragClick };
}
