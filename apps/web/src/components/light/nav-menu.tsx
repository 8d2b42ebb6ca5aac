import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import './light.css';

/**
 * antd Menu's two looks for the signed-in shell, without antd Menu's code (its overflow, sub-menus, tooltips and
 * motion; issue 9 item 23): the header's horizontal menu of links, the chosen one blue and underlined, and the side
 * menu of entries with icons, the chosen one on a light blue ground.
 */
export function HeaderNav({ items, selectedKey }: { items: readonly { key: string; label: string; href: string }[]; selectedKey?: string }) {
  return (
    <ul className="zy-menu zy-menu-horizontal" role="menubar" aria-label="主菜单">
      {items.map((item) => (
        <li key={item.key} role="none" className={item.key === selectedKey ? 'zy-menu-item zy-menu-item-selected' : 'zy-menu-item'}>
          <Link role="menuitem" to={item.href} aria-current={item.key === selectedKey ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export type SideMenuEntry = { key: string; label: string; icon?: ReactNode } | { divider: true };

export function SideMenu({ items, selectedKey, onSelect, 'aria-label': label }: { items: SideMenuEntry[]; selectedKey?: string; onSelect: (key: string) => void; 'aria-label'?: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, key: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(key);
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const entries = [...event.currentTarget.parentElement!.querySelectorAll<HTMLElement>('[role="menuitem"]')];
      const at = entries.indexOf(event.currentTarget);
      entries[(at + (event.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length]?.focus();
    }
  };
  return (
    <ul className="zy-menu zy-menu-inline" role="menu" aria-label={label}>
      {items.map((item, i) =>
        'divider' in item ? (
          <li key={`divider-${i}`} role="separator" className="zy-menu-divider" />
        ) : (
          <li
            key={item.key}
            role="menuitem"
            tabIndex={0}
            aria-current={item.key === selectedKey ? 'page' : undefined}
            className={item.key === selectedKey ? 'zy-menu-item zy-menu-item-selected' : 'zy-menu-item'}
            onClick={() => onSelect(item.key)}
            onKeyDown={(e) => onKeyDown(e, item.key)}
          >
            {item.icon}
            <span>{item.label}</span>
          </li>
        ),
      )}
    </ul>
  );
}
