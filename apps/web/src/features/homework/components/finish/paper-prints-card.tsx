import { Card, Space, Typography } from 'antd';
import { WorkType } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { PaperDownloadButtons, WorkCardSettingsButton } from '@/features/paper-print';
import { useWorkPaperGuid } from '../../api/get-work-paper-guid';

/** What the teacher prints for a paper work answered on paper. */
const PRINT_HINTS: Record<number, string> = {
  [WorkType.TestPaper]: '打印试卷发给学生作答；答案解析供讲评使用。',
  [WorkType.Offline]: '打印试卷发给学生作答；答案解析供讲评使用。',
  [WorkType.MachineRead]: '打印答题卡（二维码含本作业的作业号）发给学生填涂，收回后录入或扫描判分。',
  [WorkType.TeachingAid]: '学生在教辅上完成本节练习；需要时可打印本节练习与答案解析。',
};

/**
 * The prints of a homework published from a bank paper and answered on paper (workTypes 2–5): the paper, the answers
 * and explanations and the answer card, made by the paper-print module for this work's code. Nothing for other works.
 */
export function PaperPrintsCard({ workGuid, workType, workName }: { workGuid: string; workType: number; workName?: string }) {
  const { school } = useCurrentUser();
  const hint = PRINT_HINTS[workType];
  const link = useWorkPaperGuid(hint ? workGuid : null, school.ru);
  if (!hint || !link.data?.paperGuid) return null;
  return (
    <Card size="small" title="试卷打印" aria-label="试卷打印">
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Space wrap size="small">
        <PaperDownloadButtons paperGuid={link.data.paperGuid} workCode={link.data.workCode ?? ''} workInfoName={workName} />
        {/* A machine-read homework's card may have its own options; 下载答题卡 prints with them. */}
        {workType === WorkType.MachineRead && <WorkCardSettingsButton workGuid={workGuid} />}
      </Space>
    </Card>
  );
}
