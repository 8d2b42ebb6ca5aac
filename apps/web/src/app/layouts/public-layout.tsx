import { Outlet } from 'react-router';
import '@/components/light/light.css';
import { HeaderBar } from './header-bar';

/** Pages open without login (spec 03 §2.1): the header without any account controls. */
export function PublicLayout() {
  return (
    <div className="zy-layout">
      <HeaderBar />
      <main className="zy-content">
        <Outlet />
      </main>
    </div>
  );
}
