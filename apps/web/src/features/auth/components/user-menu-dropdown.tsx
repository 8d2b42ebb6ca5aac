import { useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';

/** The account menu's antd Dropdown, in a module of its own for UserMenu; open at once when the button was clicked before it arrived. */
export default function UserMenuDropdown({ items, onClick, openOnMount, children }: { items: MenuProps['items']; onClick: MenuProps['onClick']; openOnMount: boolean; children: ReactElement }) {
  const [open, setOpen] = useState(openOnMount);
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
