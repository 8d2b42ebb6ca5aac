import type { ReactNode } from 'react';
import type { PopconfirmProps } from 'antd';
import { useIntent } from './intent';

const loadPopconfirm = () => import('./ant-popconfirm');

/**
 * antd's Popconfirm around a button, loaded when the user reaches for the button (see useIntent) and opened at once
 * when it was clicked: a list shows a 删除 on every row, and the confirmation's code (pop-over, tooltip, trigger) is
 * seldom needed on a visit (issue 9 item 23).
 */
export function LazyPopconfirm({ children, ...props }: Omit<PopconfirmProps, 'children' | 'open' | 'defaultOpen'> & { children: ReactNode }) {
  const { intent, Widget: Popconfirm, handlers } = useIntent(loadPopconfirm);
  return (
    <span {...handlers}>
      {Popconfirm ? (
        <Popconfirm {...props} defaultOpen={intent === 'open'}>
          {children}
        </Popconfirm>
      ) : (
        children
      )}
    </span>
  );
}
