import type { ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';

/** The account menu's antd Dropdown, in a module of its own for UserMenu, which opens and closes it. */
export default function UserMenuDropdown({ items, onClick, open, onOpenChange, children }: { items: MenuProps['items']; onClick: MenuProps['onClick']; open: boolean; onOpenChange: (open: boolean) => void; children: ReactElement }) {
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}
