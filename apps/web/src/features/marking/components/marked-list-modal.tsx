import { Button, List, Modal, Typography } from 'antd';
import type { TMarkedAnswer } from '@zuoyeben/shared';

interface MarkedListModalProps {
  open: boolean;
  th: number;
  list: TMarkedAnswer[] | undefined;
  loading: boolean;
  onPick: (submissionGuid: string) => void;
  onClose: () => void;
}

/** 回看已阅: the answers of a question already scored, each with its score; picking one opens it to change the score. */
export function MarkedListModal({ open, th, list, loading, onPick, onClose }: MarkedListModalProps) {
  return (
    <Modal open={open} title={`第${th}题 已阅答卷`} footer={null} onCancel={onClose} destroyOnHidden>
      <List
        loading={loading}
        locale={{ emptyText: '还没有已阅的答卷' }}
        dataSource={list ?? []}
        style={{ maxHeight: '60vh', overflow: 'auto' }}
        renderItem={(a, i) => {
          const who = a.studentName ? `${a.studentName}（${a.className}）` : `答卷 ${i + 1}`;
          return (
            <List.Item
              actions={[
                <Button key="open" type="link" aria-label={`改分：${who}`} onClick={() => onPick(a.submissionGuid)}>
                  查看并改分
                </Button>,
              ]}
            >
              <Typography.Text>{who}</Typography.Text>
              <Typography.Text strong>
                {a.score} / {a.fullScore} 分
              </Typography.Text>
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
