import { useRef, type KeyboardEvent } from 'react';
import './light.css';

export interface TabItem {
  key: string;
  label: string;
}

/**
 * antd Tabs' line bar (the chosen tab blue and underlined), for tabs whose content the page draws itself; the arrow
 * keys move between the tabs as in antd. Without antd Tabs' code and its overflow dropdown (issue 9 item 23).
 */
export function TabBar({ items, activeKey, onChange, 'aria-label': label }: { items: TabItem[]; activeKey: string; onChange: (key: string) => void; 'aria-label'?: string }) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = items.findIndex((i) => i.key === activeKey);
    const next = items[(index + step + items.length) % items.length]!;
    onChange(next.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className="zy-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            className="zy-tab"
            data-key={item.key}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
