import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { XSS_PAYLOADS, dangerousConstructs } from '@zuoyeben/shared/testing/xss-payloads';
import type { TFileRef } from '@zuoyeben/shared';
import { FileThumbs } from './file-thumbs';

/** File names are stored as the uploader typed them; the file list shows them as text, never as markup. */
describe('FileThumbs with hostile file names', () => {
  it('shows each XSS payload as the file name text and builds no element from it', () => {
    const files: TFileRef[] = XSS_PAYLOADS.map((name, i) => ({
      fileKey: `k${i}`, filePath: `/api/Upload/File/k${i}`, fileName: `${name}.pdf`, fileType: 'pdf', size: 10, pageCount: 1,
    }));
    const { container } = render(<FileThumbs files={files} onRemove={() => undefined} />);
    // The list's own buttons and inline styles are antd's; nothing else may be there.
    expect(dangerousConstructs(container).filter((f) => f !== '<button>' && !f.endsWith(' style>'))).toEqual([]);
    for (const name of XSS_PAYLOADS.slice(0, 5)) expect(container.textContent).toContain(`${name}.pdf`);
  });
});
