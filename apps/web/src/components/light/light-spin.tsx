import './light.css';

/** A spinner in the middle of a panel still loading, without antd Spin's code (the homework list's 备课 tab; issue 9 item 23). */
export function LightSpin() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 320 }}>
      <span className="zy-spin" role="progressbar" aria-label="加载中" />
    </div>
  );
}
