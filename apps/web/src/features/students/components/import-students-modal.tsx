import { useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { AccountLimits, STUDENT_IMPORT_COLUMNS } from '@zuoyeben/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDownloadStudentTemplate } from '../api/download-student-template';
import { WorkbookDropzone, type WorkbookFailure } from '@/components/workbook-dropzone';
import { importErrorsOf } from '@/lib/import-errors';
import { useImportStudents } from '../api/import-students';

const MAX_MB = AccountLimits.importMaxBytes / 1024 / 1024;

/** 导入学生: upload a filled-in template; any bad row rejects the whole file and every bad row is listed. */
export function ImportStudentsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const template = useDownloadStudentTemplate();
  const importer = useImportStudents();
  const [failure, setFailure] = useState<WorkbookFailure | null>(null);

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
        <WorkbookDropzone busy={importer.isPending} busyText="正在导入…" maxMb={MAX_MB} onFile={(file) => void upload(file)} failure={failure} />
      </Flex>
    </Modal>
  );
}
