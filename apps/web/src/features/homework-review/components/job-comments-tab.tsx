import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Collapse, Empty, Flex, Radio, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { CaretDownOutlined, CaretUpOutlined, SwapOutlined } from '@ant-design/icons';
import { NO_FIGURE, nextCommentarySort, type CommentaryLevelKey, type CommentarySort, type TCommentaryQuestion } from '@zuoyeben/shared';
import { useHomeworkReviewList } from '../api/get-homework-review-list';
import { useHomeworkReview } from '../api/homework-review';
import type { ReviewParams } from '../api/keys';
import { levelColours } from '../lib/level-colours';
import { QuestionDetail } from './question-detail';

/** The level filter applies this long after the last change (spec 03 §9: commentary filter delay 500 ms). */
export const FILTER_DELAY_MS = 500;

type SortKey = 'th' | 'rate';
const SORT_NAMES: Record<SortKey, string> = { th: '题号', rate: '得分率' };
const DIRECTION_NAMES: Record<CommentarySort, string> = { none: '不排序', asc: '升序', desc: '降序' };

/** Orders the cards: by number, or by scoring rate with unscored questions last and number breaking ties. */
export function orderQuestions(list: readonly TCommentaryQuestion[], by: SortKey, dir: CommentarySort): TCommentaryQuestion[] {
  const sorted = [...list].sort((a, b) => a.th - b.th);
  if (dir === 'none') return sorted;
  const sign = dir === 'asc' ? 1 : -1;
  if (by === 'th') return sign === 1 ? sorted : sorted.reverse();
  return sorted.sort((a, b) => {
    if (a.scoringRate === null || b.scoringRate === null) return (a.scoringRate === null ? 1 : 0) - (b.scoringRate === null ? 1 : 0);
    return sign * (a.scoringRate - b.scoringRate) || a.th - b.th;
  });
}

/**
 * 作业讲评 (jobComments, spec 03 §2.4): the questions of the homework as cards with the class figures, filtered by
 * scoring-rate level and ordered by number or rate. A card opens on click and loads its detail the first time.
 */
export function JobCommentsTab(params: ReviewParams) {
  const { token } = theme.useToken();
  const head = useHomeworkReview(params);
  const list = useHomeworkReviewList(params);
  const [level, setLevel] = useState<CommentaryLevelKey | 'all'>('all');
  const [appliedLevel, setAppliedLevel] = useState<CommentaryLevelKey | 'all'>('all');
  const [sort, setSort] = useState<{ by: SortKey; dir: CommentarySort }>({ by: 'th', dir: 'none' });
  useEffect(() => {
    const timer = setTimeout(() => setAppliedLevel(level), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [level]);
  const colours = levelColours(token);
  const shown = useMemo(() => {
    const rows = (list.data ?? []).filter((q) => appliedLevel === 'all' || q.level === appliedLevel);
    return orderQuestions(rows, sort.by, sort.dir);
  }, [list.data, appliedLevel, sort]);

  if (list.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError) return <Alert type="warning" showIcon title={list.error.message} />;

  const clickSort = (by: SortKey) => setSort((s) => ({ by, dir: s.by === by ? nextCommentarySort(s.dir) : 'asc' }));
  const nameOf = new Map((head.data?.levels ?? []).map((l) => [l.key, l.name]));

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Space wrap>
          <Typography.Text>得分率：</Typography.Text>
          <Radio.Group
            aria-label="得分率等级"
            optionType="button"
            value={level}
            onChange={(e) => setLevel(e.target.value as CommentaryLevelKey | 'all')}
            options={[
              { value: 'all', label: '全部' },
              ...(head.data?.levels ?? []).map((l) => ({
                value: l.key,
                label: (
                  <span>
                    <span style={{ color: colours[l.key] }}>●</span> {l.name}（{l.range}）{l.count}题
                  </span>
                ),
              })),
            ]}
          />
        </Space>
        <Space>
          <Typography.Text>排序：</Typography.Text>
          {(['th', 'rate'] as const).map((by) => {
            const dir = sort.by === by ? sort.dir : 'none';
            const icon = dir === 'asc' ? <CaretUpOutlined /> : dir === 'desc' ? <CaretDownOutlined /> : <SwapOutlined rotate={90} />;
            return (
              <Button
                key={by}
                type={dir === 'none' ? 'default' : 'primary'}
                ghost={dir !== 'none'}
                icon={icon}
                iconPlacement="end"
                aria-label={`按${SORT_NAMES[by]}排序：${DIRECTION_NAMES[dir]}`}
                onClick={() => clickSort(by)}
              >
                {SORT_NAMES[by]}
              </Button>
            );
          })}
        </Space>
      </Flex>
      {shown.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <Collapse
          items={shown.map((q) => ({
            key: String(q.th),
            label: <QuestionHeader question={q} colour={colours[q.level]} levelName={nameOf.get(q.level) ?? ''} />,
            children: <QuestionDetail {...params} th={q.th} />,
          }))}
        />
      )}
    </Flex>
  );
}

function QuestionHeader({ question: q, colour, levelName }: { question: TCommentaryQuestion; colour: string; levelName: string }) {
  return (
    <Flex wrap gap="middle" align="center" aria-label={`第${q.th}题`}>
      <Typography.Text strong>第{q.th}题</Typography.Text>
      <Tag>{q.typeStr}</Tag>
      <Typography.Text type="secondary">知识点：{q.knowledge || NO_FIGURE}</Typography.Text>
      <span>
        班级得分率：
        <Typography.Text strong style={{ color: colour }} title={levelName}>
          {q.classScoringRate}
        </Typography.Text>
      </span>
      <span>满分人数：{q.fullMarksCount}人</span>
      <span>失分人数：{q.loseMarksCount}人</span>
    </Flex>
  );
}
