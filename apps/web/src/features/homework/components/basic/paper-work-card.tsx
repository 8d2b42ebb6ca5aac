import { Card, Descriptions, Radio, Tag } from 'antd';
import { WorkType, formatScore, type TPaperForWork } from '@zuoyeben/shared';

/** How a paper can be assigned: answered on the phone, printed, or on the printed answer card read back. */
const PAPER_WORK_KINDS = [
  { value: WorkType.Online, label: '在线作业（手机作答）' },
  { value: WorkType.TestPaper, label: '线下作业（打印试卷）' },
  { value: WorkType.MachineRead, label: '扫描作业（答题卡）' },
];

interface PaperWorkCardProps {
  paper: TPaperForWork;
  workType: number;
  /** Offered while publishing a new work; an edit keeps its kind. */
  onWorkTypeChange?: (workType: number) => void;
}

/**
 * The bank paper job-basic publishes, in place of the file upload: its name, question count by kind and total, and
 * how it is assigned. The questions, answer keys, scores and multiple-choice rules all come from the paper's layout.
 */
export function PaperWorkCard({ paper, workType, onWorkTypeChange }: PaperWorkCardProps) {
  const isOnline = workType === WorkType.Online;
  return (
    <Card size="small" title="布置试卷" style={{ marginBottom: 24 }} extra={<Tag color="blue">{paper.km}</Tag>}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 4 }}
        items={[
          { key: 'name', label: '试卷名称', children: paper.name, span: { xs: 1, md: 4 } },
          ...(onWorkTypeChange
            ? [{
                key: 'kind',
                label: '布置方式',
                span: { xs: 1, md: 4 },
                children: (
                  <Radio.Group
                    aria-label="布置方式"
                    value={workType}
                    options={PAPER_WORK_KINDS}
                    onChange={(e) => onWorkTypeChange(e.target.value as number)}
                  />
                ),
              }]
            : []),
          { key: 'count', label: '题数', children: `${paper.questionCount}题` },
          { key: 'objective', label: '客观题', children: `${paper.objectiveCount}题（按答案自动计分）` },
          { key: 'subjective', label: '主观题', children: `${paper.subjectiveCount}题（${isOnline ? '网页阅卷' : '教师评分'}）` },
          { key: 'total', label: '总分', children: `${formatScore(paper.totalScore)}分` },
        ]}
      />
    </Card>
  );
}
