import { useState } from 'react';
import { Button, Empty, Flex, Image, Modal, Spin, Tag, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TReviewAnswer } from '@zuoyeben/shared';
import { useSpeakUserInfo } from '../api/get-speak-user-info';
import { useStudentThImg } from '../api/get-student-th-img';
import { CollapsibleBlock } from './collapsible-block';

interface StudentAnswerDialogProps {
  ruCode: string;
  workGuid: string;
  th: number;
  /** The students to page through (those of a bar or slice, or every student). */
  students: readonly TReviewAnswer[];
  /** Index of the student shown first; null closes the dialog. */
  startIndex: number | null;
  onClose: () => void;
}

/**
 * 学生作答: a carousel over the students' answers to one question (spec 03 §2.4): 第N题, the student, 得分X分, the
 * answer photos or text (未作答 when empty or when a photo fails to load), a position 'n / total' and the name list.
 */
export function StudentAnswerDialog({ startIndex, onClose, ...props }: StudentAnswerDialogProps) {
  return (
    <Modal open={startIndex !== null} title="学生作答" footer={null} width={760} onCancel={onClose} destroyOnHidden>
      {startIndex !== null && <Carousel key={startIndex} startIndex={startIndex} {...props} />}
    </Modal>
  );
}

function Carousel({ ruCode, workGuid, th, students, startIndex }: Omit<StudentAnswerDialogProps, 'onClose' | 'startIndex'> & { startIndex: number }) {
  const { token } = theme.useToken();
  const [index, setIndex] = useState(Math.min(startIndex, Math.max(students.length - 1, 0)));
  const student = students[index];
  const answer = useStudentThImg(student ? { ruCode, workGuid, th, stuGuid: student.stuGuid } : null);
  const info = useSpeakUserInfo(student ? { ruCode, workGuid, stuGuid: student.stuGuid } : null);
  if (!student) return <Empty description="暂无学生" />;
  const total = students.length;
  const shown = answer.data ?? student;
  const score = answer.data ? answer.data.score : student.score;
  return (
    <Flex gap="middle">
      <Flex vertical gap="small" style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Text strong>第{th}题</Typography.Text>
          <Typography.Text aria-label="当前学生">
            {info.data?.studentName ?? student.studentName}
            {info.data?.className ? `（${info.data.className}）` : ''}
          </Typography.Text>
          <Typography.Text type={score === null ? 'secondary' : undefined}>{score === null ? '未评分' : `得分${score}分`}</Typography.Text>
        </Flex>
        <div style={{ minHeight: 160, padding: token.padding, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
          {answer.isLoading ? <Spin /> : <AnswerBody key={student.stuGuid} pics={answer.isError ? '' : shown.studentAnswerPic} text={answer.isError ? '' : shown.studentAnswer} />}
        </div>
        <Flex justify="center" align="center" gap="middle">
          <Button icon={<LeftOutlined />} aria-label="上一个" disabled={index === 0} onClick={() => setIndex(index - 1)} />
          <Typography.Text aria-label="位置">{`${index + 1} / ${total}`}</Typography.Text>
          <Button icon={<RightOutlined />} aria-label="下一个" disabled={index >= total - 1} onClick={() => setIndex(index + 1)} />
        </Flex>
      </Flex>
      <Flex vertical gap={4} style={{ width: 140, maxHeight: 360, overflowY: 'auto' }} role="list" aria-label="学生名单">
        {students.map((s, i) => (
          <Tag
            key={s.stuGuid}
            role="listitem"
            color={i === index ? 'processing' : undefined}
            style={{ cursor: 'pointer', marginInlineEnd: 0 }}
            onClick={() => setIndex(i)}
          >
            {s.studentName}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}

/** The answer's photos, or its text, or 未作答 — also when a photo cannot be loaded. */
function AnswerBody({ pics, text }: { pics: string; text: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  const urls = pics.split(';').filter(Boolean);
  if (hasFailed || (urls.length === 0 && !text.trim())) return <Typography.Text type="secondary">未作答</Typography.Text>;
  if (urls.length === 0) return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</Typography.Paragraph>;
  return (
    <CollapsibleBlock>
      <Flex vertical gap="small">
        {urls.map((url, i) => (
          <Image key={url} src={url} alt={`作答图片${i + 1}`} onError={() => setHasFailed(true)} />
        ))}
      </Flex>
    </CollapsibleBlock>
  );
}
