import { useState } from 'react';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { QuestionType, type MultSetting } from '@zuoyeben/shared';
import { describeMultSetting } from '../../lib/mult-setting-text';
import { MultSettingModal, type MultQuestion } from './mult-setting-modal';

interface MultSettingSectionProps {
  questions: readonly (MultQuestion & { type: number })[];
  fallback: MultSetting;
  onSave: (th: number, setting: MultSetting) => void | Promise<unknown>;
  disabled?: boolean;
}

/** The multiple-choice questions with their scoring rule and a 高级设置 each; nothing when there are none. */
export function MultSettingSection({ questions, fallback, onSave, disabled }: MultSettingSectionProps) {
  const [editing, setEditing] = useState<MultQuestion | null>(null);
  const rows = questions.filter((q) => q.type === QuestionType.Multiple);
  if (rows.length === 0) return <Typography.Text type="secondary">本作业没有多选题</Typography.Text>;

  const columns: TableColumnsType<MultQuestion> = [
    { title: '题号', dataIndex: 'th', width: 70 },
    { title: '分值', dataIndex: 'score', width: 70 },
    { title: '答案', dataIndex: 'answer', width: 90 },
    { title: '计分规则', key: 'rule', render: (_, q) => describeMultSetting(q.multSetting ?? fallback) },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, q) => (
        <Button type="link" size="small" disabled={disabled} onClick={() => setEditing(q)}>
          高级设置
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table<MultQuestion> size="small" rowKey="th" columns={columns} dataSource={rows} pagination={false} />
      <MultSettingModal question={editing} fallback={fallback} onSave={onSave} onClose={() => setEditing(null)} />
    </>
  );
}
