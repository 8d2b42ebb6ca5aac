import type { ReactNode } from 'react';
import './light.css';

/**
 * antd Typography.Link's look for an action in running text or a table cell (an inline <a>, so a cell's … still cuts
 * it), reachable with the keyboard; without Typography's code (copy, edit, ellipsis measuring; issue 9 item 23).
 */
export function TextLink({ onClick, children, title, 'aria-label': label }: { onClick: () => void; children: ReactNode; title?: string; 'aria-label'?: string }) {
  return (
    <a
      className="zy-link"
      role="link"
      tabIndex={0}
      title={title}
      aria-label={label}
      onClick={onClick}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onClick();
        }
      }}
    >
      {children}
    </a>
  );
}
