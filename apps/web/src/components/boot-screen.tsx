/**
 * The screen shown while the app starts: the page's code or the signed-in user is still on its way. The same markup
 * as the static boot screen in index.html, whose inline styles it uses, so the first paint and React's first render
 * look the same and nothing flickers.
 */
export function BootScreen() {
  return (
    <div className="boot-screen" role="status">
      <span className="boot-screen-mark">作业本</span>
      <span className="boot-screen-text">正在加载…</span>
    </div>
  );
}
