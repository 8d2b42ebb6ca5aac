import { useState, type ReactNode } from 'react';
import type { PopconfirmProps } from 'antd';
import { anchorOver, useIntent, useTriggerClick } from './intent';

const loadPopconfirm = () => import('./ant-popconfirm');

/**
 * antd's Popconfirm for a button, loaded when the user reaches for the button (see useIntent) and opened by its
 * click: a list shows a 删除 on every row, and the confirmation's code (pop-over, tooltip, trigger) is seldom needed on
 * a visit (issue 9 item 23). The button stays the same element throughout; the pop-over is anchored over it.
 */
export function LazyPopconfirm({ children, ...props }: Omit<PopconfirmProps, 'children' | 'open' | 'defaultOpen' | 'onOpenChange'> & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { Widget: Popconfirm, handlers } = useIntent(loadPopconfirm);
  const onClick = useTriggerClick(handlers, () => setOpen(true));
  return (
    <span style={{ position: 'relative', display: 'inline-block' }} onMouseEnter={handlers.onMouseEnter} onFocus={handlers.onFocus} onClick={onClick}>
      {children}
      {Popconfirm && (
        <Popconfirm {...props} open={open} onOpenChange={setOpen}>
          {anchorOver()}
        </Popconfirm>
      )}
    </span>
  );
}
