import { Alert, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { TImportRowError } from '@zuoyeben/shared';
import { ImportErrorTable } from './import-error-table';

export interface WorkbookFailure {
  message: string;
  errors: TImportRowError[];
}

interface WorkbookDropzoneProps {
  /** While the file is sent: the area is disabled and says `busyText`. */
  busy: boolean;
  busyText: string;
  maxMb: number;
  onFile: (file: File) => void;
  /** The refusal of the last file, with every rejected row. */
  failure: WorkbookFailure | null;
}

/** The drop area of a workbook import (students, 线下作业) and the refusal of the last file under it. */
export function WorkbookDropzone({ busy, busyText, maxMb, onFile, failure }: WorkbookDropzoneProps) {
  return (
    <>
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          onFile(file);
          // The request goes through the api client, not antd's uploader.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{busy ? busyText : '点击或将 Excel 文件拖到此处上传'}</p>
        <p className="ant-upload-hint">仅支持 .xlsx，不超过 {maxMb}MB</p>
      </Upload.Dragger>
      {failure && (
        <>
          <Alert type="error" showIcon title={failure.message} />
          {failure.errors.length > 0 && <ImportErrorTable errors={failure.errors} />}
        </>
      )}
    </>
  );
}
