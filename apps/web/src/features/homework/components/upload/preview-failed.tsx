import { Button, Result } from 'antd';
import type { TFileRef } from '@zuoyeben/shared';

/** A preview that cannot be shown: the reason and a download link. */
export function PreviewFailed({ file, title, status = 'warning' }: { file: TFileRef; title: string; status?: 'warning' | 'info' }) {
  return (
    <Result
      status={status}
      title={title}
      extra={
        <Button type="primary" href={file.filePath} download={file.fileName}>
          下载查看
        </Button>
      }
    />
  );
}
