import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { AccountLimits, STUDENT_IMPORT_COLUMNS, type TImportRowError } from '@zuoyeben/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDownloadStudentTemplate } from '../api/download-student-template';
import { ImportErrorTable } from '@/components/import-error-table';
import { importErrorsOf } from '@/lib/import-errors';
import { useImportStudents } from '../api/import-students';

interface Failure {
  message: string;
  errors: TImportRowError[];
}

const MAX_MB = AccountLimits.importMaxBytes / 1024 / 1024;

/** 导入学生: upload a filled-in template; any bad row rejects the whole file and every bad row is listed. */
export function ImportStudentsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const template = useDownloadStudentTemplate();
  const importer = useImportStudents();
  const [failure, setFailure] = useState<Failure | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setFailure({ message: '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）', errors: [] });
      return;
    }
    if (file.size > AccountLimits.importMaxBytes) {
      setFailure({ message: `文件不能超过 ${MAX_MB}MB`, errors: [] });
      return;
    }
    try {
      const result = await importer.mutateAsync(file);
      onClose();
      void navigate(paths.usercenter.importsuccess.getHref({ count: result.imported }));
    } catch (error) {
      const text = error instanceof ApiError ? error.message : '导入失败，请稍后重试';
      setFailure({ message: text, errors: importErrorsOf(error) });
    }
  };

  const downloadTemplate = () => template.mutate(undefined, { onError: () => void message.error('模板下载失败，请稍后重试') });

  return (
    <Modal
      title="导入学生"
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      afterClose={() => setFailure(null)}
      width={640}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          请按模板填写（列：{STUDENT_IMPORT_COLUMNS.join('、')}），手机号可不填。任一行有误时不会导入任何学生。
          <Button type="link" size="small" loading={template.isPending} onClick={downloadTemplate}>
            下载模板
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          showUploadList={false}
          disabled={importer.isPending}
          beforeUpload={(file) => {
            void upload(file);
            // The request goes through the api client, not antd's uploader.
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{importer.isPending ? '正在导入…' : '点击或将 Excel 文件拖到此处上传'}</p>
          <p className="ant-upload-hint">仅支持 .xlsx，不超过 {MAX_MB}MB</p>
        </Upload.Dragger>
        {failure && (
          <>
            <Alert type="error" showIcon title={failure.message} />
            {failure.errors.length > 0 && <ImportErrorTable errors={failure.errors} />}
          </>
        )}
      </Flex>
    </Modal>
  );
}
