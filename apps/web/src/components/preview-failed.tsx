import { Button, Result } from 'antd';

/** A file as a preview needs it: where it is, and the name to save it under. */
export interface PreviewFile {
  filePath: string;
  fileName?: string;
}

/** A preview that cannot be shown: the reason and a download link. */
export function PreviewFailed({ file, title, status = 'warning' }: { file: PreviewFile; title: string; status?: 'warning' | 'info' }) {
  return (
    <Result
      status={status}
      title={title}
      extra={
        <Button type="primary" href={file.filePath} download={file.fileName ?? true}>
          下载查看
        </Button>
      }
    />
  );
}
