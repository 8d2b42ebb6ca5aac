import { useRef } from 'react';
import { Button } from 'antd';
import { FileWordOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BankSource, type TSubjectScope } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useUploadWordPaper } from '../api/upload-word-paper';

interface ImportWordButtonProps {
  scope: TSubjectScope;
  /** The bank tab it sits on: shown on 我的题库 and 我的试卷 only; always when absent. */
  sourceType?: number;
  type?: 'primary' | 'default';
}

const IMPORT_TABS: number[] = [BankSource.MyItems, BankSource.MyPapers];

/** 导入Word试卷: picks a .docx, uploads it (the server reads it) and opens the review screen of the draft. */
export function ImportWordButton({ scope, sourceType, type = 'default' }: ImportWordButtonProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadWordPaper();
  if (sourceType !== undefined && !IMPORT_TABS.includes(sourceType)) return null;
  return (
    <>
      <Button type={type} icon={<FileWordOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? '正在解析…' : '导入Word试卷'}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        aria-label="选择Word试卷文件"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate({ ...scope, file }, {
            onSuccess: (draft) => navigate(paths.jobManager.paperImport.getHref({ draftGuid: draft.draftGuid })),
          });
        }}
      />
    </>
  );
}
