import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WorkFiles } from './work-files';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (key: string, mime: string) => ({ fileKey: key.repeat(32), filePath: `/api/Upload/File/${key.repeat(32)}`, mime });

describe('work files (questions and answers) as students and markers see them', () => {
  it('draws a PDF inside the page instead of linking to it', () => {
    // The PDF never arrives here: the viewer stays on its loading state.
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    render(<WorkFiles title="题目" files={[file('a', 'application/pdf')]} />);
    expect(screen.getByRole('region', { name: '题目 PDF' })).toBeTruthy();
    expect(screen.getByText('正在加载 PDF…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /打开题目/ })).toBeNull();
  });

  it('still links a Word file, and shows images full width', () => {
    render(<WorkFiles title="题目" files={[file('b', 'image/png'), file('c', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')]} />);
    expect(screen.getByRole('img', { name: '题目第1张' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /打开题目/ }).getAttribute('href')).toBe(`/api/Upload/File/${'c'.repeat(32)}`);
  });
});
