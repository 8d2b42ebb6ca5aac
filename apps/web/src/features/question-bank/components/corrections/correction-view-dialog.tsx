import { Descriptions, Flex, Modal, Typography, theme } from 'antd';
import { PeriodNames, type PeriodCode, type TItemCorrection } from '@zuoyeben/shared';
import { AnswerPanel, QuestionBody } from '../question-body';
import { formatTime, ReasonTags } from './correction-table';

interface CorrectionViewDialogProps {
  /** The report to show; null keeps the dialog closed. */
  row: TItemCorrection | null;
  onClose(): void;
}

/** 查看: the reported question as it is now (stem, options, answer and explanation) beside the report itself. */
export function CorrectionViewDialog({ row, onClose }: CorrectionViewDialogProps) {
  const { token } = theme.useToken();
  return (
    <Modal title="查看试题" open={row !== null} width={700} footer={null} onCancel={onClose} destroyOnHidden>
      {row && (
        <Flex vertical gap={token.margin}>
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: 'type', label: '题型', children: row.item.itemTypeName },
              { key: 'subject', label: '学段科目', children: `${PeriodNames[row.item.period as PeriodCode] ?? row.item.period}${row.item.km}` },
              { key: 'difficulty', label: '难度', children: row.item.difficultyName },
              { key: 'version', label: '版本', children: `纠错时第${row.itemVersion}版，当前第${row.item.version}版` },
              { key: 'knowledge', label: '知识点', span: 2, children: row.item.knowledgeNames.join('、') || '—' },
              {
                key: 'reasons',
                label: '纠错原因',
                span: 2,
                children: <ReasonTags names={row.reasonNames} />,
              },
              { key: 'remark', label: '备注', span: 2, children: row.remark || '—' },
              { key: 'reporter', label: '纠错人', children: row.reporterName },
              { key: 'time', label: '纠错时间', children: formatTime(row.createdAt) },
            ]}
          />
          <Typography.Text strong>试题内容（当前版本）</Typography.Text>
          <QuestionBody item={row.item} />
          <AnswerPanel item={row.item} />
        </Flex>
      )}
    </Modal>
  );
}
