import { Button, Descriptions, Modal } from 'antd';

export interface PublishSummary {
  name: string;
  classNames: string[];
  startTime: string;
  endTime: string;
  questionCount: number;
  totalScore: number;
}

interface PublishConfirmModalProps {
  summary: PublishSummary | null;
  saving: boolean;
  onEdit: () => void;
  onNext: () => void;
}

/** The confirm dialog of spec 01 §2 (423px): a summary with 我要修改 and 下一步. */
export function PublishConfirmModal({ summary, saving, onEdit, onNext }: PublishConfirmModalProps) {
  return (
    <Modal
      open={!!summary}
      width={423}
      title="确认发布"
      onCancel={onEdit}
      footer={[
        <Button key="edit" onClick={onEdit}>
          我要修改
        </Button>,
        <Button key="next" type="primary" loading={saving} onClick={onNext}>
          下一步
        </Button>,
      ]}
    >
      {summary && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="作业名称">{summary.name}</Descriptions.Item>
          <Descriptions.Item label="参考班级">{summary.classNames.join('、')}</Descriptions.Item>
          <Descriptions.Item label="开始时间">{summary.startTime}</Descriptions.Item>
          <Descriptions.Item label="结束时间">{summary.endTime}</Descriptions.Item>
          {summary.questionCount > 0 && (
            <Descriptions.Item label="题目">
              共 {summary.questionCount} 题，总分 {summary.totalScore} 分
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}
