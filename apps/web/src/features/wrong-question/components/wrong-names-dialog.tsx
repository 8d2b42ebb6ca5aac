import { Empty, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useWrongStudents, type WrongStudentsRef } from '../api/get-wrong-students';

/** 错题名单 (spec 03 §2.6, width 700): the class's students short of full marks, by answer or by score. */
export function WrongNamesDialog({ target, onClose }: { target: WrongStudentsRef | null; onClose(): void }) {
  const names = useWrongStudents(target);
  const d = names.data;
  return (
    <Modal title="错题名单" width={700} open={target !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {names.isLoading || !d ? <Skeleton active /> : (
        <Flex vertical gap={12}>
          <Typography.Text>
            {d.thStr}（满分{d.fullScore}分）
            {d.rightAnswer && <>，正确答案：{d.rightAnswer}</>}
            ，得满分 {d.fullMarksCount} 人，失分 {d.loseMarksCount} 人
          </Typography.Text>
          {d.optionArry.length === 0 ? <Empty description="没有学生答错" /> : d.optionArry.map((o) => (
            <Flex key={o.option} vertical gap={4} role="group" aria-label={o.option}>
              <Typography.Text strong>{d.showType === 0 ? `选 ${o.option}` : o.option}（{o.answerDetail.length}人）</Typography.Text>
              <Flex wrap gap={4}>
                {o.answerDetail.map((a) => <Tag key={`${a.buddies}-${a.studentName}`}>{a.studentName}</Tag>)}
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
