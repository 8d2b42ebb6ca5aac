import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import '@/components/light/light.css';

/** A side menu next to the page, inside the main layout's content area. */
export function SideFrame({ side }: { side: ReactNode }) {
  return (
    <div className="zy-side-frame">
      <aside className="zy-sider">{side}</aside>
      <div className="zy-side-main">
        <Outlet />
      </div>
    </div>
  );
}
