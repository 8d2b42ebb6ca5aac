import { useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { NO_FIGURE, type TReviewAnswer } from '@zuoyeben/shared';
import { RichText } from '@/components/rich-text';
import { useHomeworkReviewDetail } from '../api/get-homework-review-detail';
import type { ReviewParams } from '../api/keys';
import { optionBarOption, scoreSliceOption, type ChartColours } from '../lib/chart-options';
import { CollapsibleBlock } from './collapsible-block';
import { EChart } from '@/components/charts/echart';
import { StudentAnswerDialog } from './student-answer-dialog';

interface QuestionDetailProps extends ReviewParams {
  th: number;
}

interface Dialog {
  students: readonly TReviewAnswer[];
  startIndex: number;
}

/**
 * One question opened in the commentary: full marks, class average, answer and analysis, then a bar chart of the
 * options (objective) or a pie of score ranges (subjective). Clicking a bar or slice lists its students; a name opens
 * the answer dialog on that student.
 */
export function QuestionDetail({ th, ...params }: QuestionDetailProps) {
  const { token } = theme.useToken();
  const detail = useHomeworkReviewDetail({ ...params, th });
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const colours: ChartColours = useMemo(
    () => ({
      right: token.colorSuccess,
      wrong: token.colorPrimary,
      blank: token.colorTextQuaternary,
      slices: [token.colorError, token.colorWarning, token.colorInfo, token.colorSuccess],
    }),
    [token],
  );
  const data = detail.data;
  const isObjective = data?.type === 0;
  const option = useMemo(
    () => (!data ? null : isObjective ? optionBarOption(data.optionArry, colours) : scoreSliceOption(data.splitScoreArray, colours)),
    [data, isObjective, colours],
  );
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data || !option) return <Alert type="warning" showIcon title={detail.error?.message ?? '暂无数据'} />;

  const groups = isObjective ? data.optionArry.map((b) => ({ title: `选择${b.option}的学生`, students: b.students })) : data.splitScoreArray.map((s) => ({ title: `得分率${s.name}的学生`, students: s.students }));
  if (isObjective) groups[groups.length - 1] = { title: '未作答的学生', students: data.optionArry.at(-1)?.students ?? [] };
  const group = selected === null ? null : groups[selected];
  const isUnscored = !isObjective && data.splitScoreArray.every((s) => s.count === 0);

  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'full', label: '满分', children: `${data.fullScore}分` },
          { key: 'avg', label: '班级平均分', children: data.classAvgScore === -1 ? NO_FIGURE : `${data.classAvgScore}分` },
        ]}
      />
      {data.content && (
        <section aria-label="题目">
          <CollapsibleBlock>
            <RichText html={data.content} />
          </CollapsibleBlock>
        </section>
      )}
      <section aria-label="答案">
        <Typography.Text strong>答案：</Typography.Text>
        {data.answer ? (
          <CollapsibleBlock>
            <RichText html={data.answer} />
          </CollapsibleBlock>
        ) : (
          <Typography.Text type="secondary">{NO_FIGURE}</Typography.Text>
        )}
      </section>
      <section aria-label="解析">
        <Typography.Text strong>解析：</Typography.Text>
        {data.analysis ? (
          <CollapsibleBlock>
            <RichText html={data.analysis} />
          </CollapsibleBlock>
        ) : (
          <Typography.Text type="secondary">暂无解析</Typography.Text>
        )}
      </section>
      {isUnscored ? (
        <Empty description="本题未评分~" />
      ) : (
        <EChart
          option={option}
          height={260}
          onSelect={setSelected}
          label={isObjective ? `第${th}题选项分布柱状图` : `第${th}题得分分布饼图`}
        />
      )}
      {group && (
        <section aria-label="所选学生">
          <Typography.Text strong>{`${group.title}（${group.students.length}人）`}</Typography.Text>
          {group.students.length === 0 ? (
            <Typography.Paragraph type="secondary">该选项没有学生作答，请查看其它选项</Typography.Paragraph>
          ) : (
            <Flex wrap gap="small" style={{ marginTop: token.marginXS }}>
              {group.students.map((s, i) => (
                <Tag key={s.stuGuid} style={{ cursor: 'pointer' }} onClick={() => setDialog({ students: group.students, startIndex: i })}>
                  {s.studentName}
                </Tag>
              ))}
            </Flex>
          )}
        </section>
      )}
      <div>
        <Button disabled={data.answeerDetail.length === 0} onClick={() => setDialog({ students: data.answeerDetail, startIndex: 0 })}>
          查看学生作答
        </Button>
      </div>
      <StudentAnswerDialog
        ruCode={params.ruCode}
        workGuid={params.workGuid}
        th={th}
        students={dialog?.students ?? []}
        startIndex={dialog?.startIndex ?? null}
        onClose={() => setDialog(null)}
      />
    </Flex>
  );
}
