import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ConfigProvider, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Vitest leaves CSS imports empty; the rules are read from the file.
const globalCss = readFileSync(path.resolve(__dirname, '../app/global.css'), 'utf8');

/** Issue 9 item 25: no 暂无数据 under the spinner of a table that is still loading (app/global.css). */
function renderTable(loading: boolean) {
  const { container } = render(
    <ConfigProvider locale={zhCN}>
      <Table rowKey="id" loading={loading} dataSource={[]} columns={[{ title: '姓名', dataIndex: 'name' }]} />
    </ConfigProvider>,
  );
  const text = container.querySelector('.ant-empty-description');
  expect(text?.textContent).toBe('暂无数据');
  return text;
}

/** Selectors of global.css's rules that hide (happy-dom does not cascade them into getComputedStyle). */
const hidingSelectors = [...globalCss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)]
  .filter(([, , body]) => /visibility:\s*hidden/.test(body!))
  .flatMap(([, selectors]) => selectors!.split(',').map((s) => s.trim()));

const hidden = (element: Element | null): boolean =>
  !!element && (hidingSelectors.some((s) => element.matches(s)) || hidden(element.parentElement));

describe('a table while loading', () => {
  it('hides 暂无数据 under the spinner', () => {
    expect(hidden(renderTable(true))).toBe(true);
  });

  it('still says 暂无数据 once loaded and empty', () => {
    expect(hidden(renderTable(false))).toBe(false);
  });
});
