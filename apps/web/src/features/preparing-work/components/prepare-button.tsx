import { useState } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { useRetrievePreparingWork } from '../api/retrieve-preparing-work';
import { PreparingFormDialog } from './preparing-form-dialog';

interface PrepareButtonProps {
  paper: { paperGuid: string; name: string; gradeCode: string | null; paperSource?: number };
  disabled?: boolean;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

/** 备课: prepares a lesson with this paper; says when it was last prepared (Retrieve). */
export function PrepareButton({ paper, disabled, size, type = 'default' }: PrepareButtonProps) {
  const [open, setOpen] = useState(false);
  const latest = useRetrievePreparingWork(paper.paperGuid);
  const last = latest.data;
  return (
    <>
      <Tooltip title={last ? `最近一次备课：${last.lessonDate}（${last.statusName}）` : undefined}>
        <Button icon={<BookOutlined />} size={size} type={type} disabled={disabled} onClick={() => setOpen(true)}>
          {last ? '再次备课' : '备课'}
        </Button>
      </Tooltip>
      <PreparingFormDialog open={open} paper={paper} onClose={() => setOpen(false)} />
    </>
  );
}
