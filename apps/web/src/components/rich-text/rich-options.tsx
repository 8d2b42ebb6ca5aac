import { useLayoutEffect, useRef, useState } from 'react';
import { Flex } from 'antd';
import { RichText } from './rich-text';
import { OPTION_COLUMN_GAP, optionsPerRow } from './option-layout';

/**
 * Choice options of an item, laid 4, 2 or 1 to a row by the widest option as Chinese papers do (A–D in one row, or
 * A B / C D, or one per line), measured in the page and again when the width changes.
 */
export function RichOptions({ options }: { options: readonly { label: string; text: string }[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState<4 | 2 | 1>(4);

  useLayoutEffect(() => {
    const line = ref.current;
    if (!line) return;
    const measure = () => {
      // Each option at its natural width for a moment (no paint in between), then laid out in columns again.
      line.dataset.measuring = '';
      const widths = [...line.querySelectorAll<HTMLElement>('[data-option]')].map((o) => o.getBoundingClientRect().width);
      delete line.dataset.measuring;
      setColumns(optionsPerRow(line.clientWidth, Math.max(0, ...widths)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(line);
    return () => observer.disconnect();
  }, [options]);

  if (options.length === 0) return null;
  return (
    <div
      ref={ref}
      className="rich-options"
      data-columns={columns}
      style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: `4px ${OPTION_COLUMN_GAP}px` }}
    >
      {options.map((o) => (
        <Flex key={o.label} data-option="" gap={6} align="baseline" style={{ minWidth: 0 }}>
          <span>{o.label}.</span>
          <RichText html={o.text} inline />
        </Flex>
      ))}
    </div>
  );
}
