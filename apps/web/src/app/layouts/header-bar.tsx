import type { ReactNode } from 'react';
import '@/components/light/light.css';
import { AppLogo } from './app-logo';
import { MainMenu } from './main-menu';

/** The light header frame shared by signed-in and public pages; `extra` fills the right side. */
export function HeaderBar({ extra }: { extra?: ReactNode }) {
  return (
    <header className="zy-header">
      <AppLogo />
      <MainMenu />
      {extra && <div className="zy-header-extra">{extra}</div>}
    </header>
  );
}
