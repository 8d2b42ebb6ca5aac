import type { CSSProperties, ReactNode } from 'react';
import './light.css';

/** antd Card's look (title row with actions on the right, padded body) without its code, which brings Tabs and Skeleton along (issue 9 item 23). */
export function LightCard({ title, extra, children, style }: { title: ReactNode; extra?: ReactNode; children: ReactNode; style?: CSSProperties }) {
  return (
    <section className="zy-card" style={style}>
      <div className="zy-card-head">
        <h2 className="zy-card-title">{title}</h2>
        {extra}
      </div>
      <div className="zy-card-body">{children}</div>
    </section>
  );
}
