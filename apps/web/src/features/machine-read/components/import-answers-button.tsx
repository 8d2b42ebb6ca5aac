import { useState } from 'react';
import { App, Button, Modal, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { TImportResult } from '@zuoyeben/shared';
import { ImportErrorTable } from '@/components/import-error-table';
import { importErrorsOf } from '@/lib/import-errors';
import { useImportMachineRead } from '../api/import-machine-read';

/** 导入: a filled workbook is checked row by row; any problem rejects the file and the rows are listed with numbers. */
export function ImportAnswersButton({ workGuid }: { workGuid: string }) {
  const { message } = App.useApp();
  const importer = useImportMachineRead(workGuid);
  const [rejection, setRejection] = useState<{ message: string; errors: TImportResult['errors'] } | null>(null);

  const upload = (file: File) => {
    importer.mutate(
      { workGuid, file },
      {
        onSuccess: (result) => void message.success(`导入成功，共${result.imported}名学生`),
        onError: (error) => setRejection({ message: error.message || '导入失败', errors: importErrorsOf(error) }),
      },
    );
    return false;
  };

  return (
    <>
      <Upload accept=".xlsx" showUploadList={false} beforeUpload={upload}>
        <Button icon={<UploadOutlined />} loading={importer.isPending}>导入</Button>
      </Upload>
      <Modal open={rejection !== null} title="导入失败" footer={null} onCancel={() => setRejection(null)} width={550}>
        <Typography.Paragraph type="danger">{rejection?.message}</Typography.Paragraph>
        {rejection && rejection.errors.length > 0 && (
          <ImportErrorTable errors={rejection.errors} />
        )}
      </Modal>
    </>
  );
}
