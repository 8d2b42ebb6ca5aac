import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';

/** Content taller than this collapses to it, with an expand control (spec 03 §4, §9: collapse above 300 px). */
export const COLLAPSE_HEIGHT = 300;

/**
 * Shows content (text with images, answer photos) and folds it to 300 px once it is taller, measuring again whenever an
 * image inside finishes loading, since images give their height only then.
 */
export function CollapsibleBlock({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [isTall, setIsTall] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);
  const measure = useCallback(() => setIsTall((inner.current?.scrollHeight ?? 0) > COLLAPSE_HEIGHT), []);
  useLayoutEffect(() => {
    measure();
    const node = inner.current;
    node?.addEventListener('load', measure, true);
    return () => node?.removeEventListener('load', measure, true);
  }, [measure, children]);
  const isFolded = isTall && !isExpanded;
  return (
    <div>
      <div ref={inner} data-folded={isFolded || undefined} style={isFolded ? { maxHeight: COLLAPSE_HEIGHT, overflow: 'hidden' } : undefined}>
        {children}
      </div>
      {isTall && (
        <Button type="link" size="small" onClick={() => setIsExpanded((v) => !v)}>
          {isExpanded ? '收起' : '展开'}
        </Button>
      )}
    </div>
  );
}
