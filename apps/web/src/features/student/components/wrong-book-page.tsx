import { useState } from 'react';
import { Button, Card, Empty, Flex, Segmented, Switch, Tag, Typography, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TWrongBookItem } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useSetMastered, useWrongBook } from '../api/corrections';
import { QuestionContent } from './question-content';
import { SimilarPracticeDrawer } from './similar-practice-drawer';
import { StudentShell } from './student-shell';

type Group = 'work' | 'knowledge';
const NO_POINT = '未标注知识点';

interface BookGroup { title: string; point: { guid: string; name: string } | null; items: TWrongBookItem[] }

/** Groups the questions by homework, or by their first knowledge point (which a similar-question practice can start from). */
function groupsOf(list: readonly TWrongBookItem[], by: Group): BookGroup[] {
  const m = new Map<string, BookGroup>();
  for (const q of list) {
    const point = by === 'knowledge' ? (q.knowledge[0] ?? null) : null;
    const title = by === 'work' ? q.workName : (point?.name ?? NO_POINT);
    const g = m.get(title) ?? { title, point, items: [] };
    g.items.push(q);
    m.set(title, g);
  }
  return [...m.values()];
}

/**
 * /student/wrong-book: every question the student lost, by subject, homework or knowledge point, with 已掌握; by
 * knowledge point, 举一反三 opens a practice of similar bank questions of the point.
 */
export function WrongBookPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [km, setKm] = useState<string>('');
  const [by, setBy] = useState<Group>('work');
  const [hideMastered, setHideMastered] = useState(false);
  const [practised, setPractised] = useState<{ guid: string; name: string } | null>(null);
  const book = useWrongBook(km || undefined);
  const mastered = useSetMastered();
  const back = (
    <Button type="text" aria-label="返回作业列表" icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.student.works.path)} style={{ color: token.colorTextLightSolid }} />
  );
  const list = (book.data?.list ?? []).filter((q) => !hideMastered || !q.mastered);

  return (
    <StudentShell title="错题本" extra={back}>
      {() => (
        <Flex vertical gap={token.marginSM}>
          <Segmented
            block
            value={km}
            onChange={(v) => setKm(String(v))}
            options={[{ value: '', label: '全部学科' }, ...(book.data?.subjects ?? []).map((s) => ({ value: s, label: s }))]}
          />
          <Flex justify="space-between" align="center">
            <Segmented<Group> value={by} onChange={setBy} options={[{ value: 'work', label: '按作业' }, { value: 'knowledge', label: '按知识点' }]} />
            <label>
              <Switch size="small" checked={hideMastered} onChange={setHideMastered} aria-label="隐藏已掌握" /> 隐藏已掌握
            </label>
          </Flex>
          {book.isPending && <CenteredSpin />}
          {book.isSuccess && list.length === 0 && <Empty description="暂无错题" />}
          {groupsOf(list, by).map(({ title, point, items }) => (
            <Flex key={title} vertical gap={token.marginXS}>
              <Flex justify="space-between" align="center">
                <Typography.Text strong>{title}（{items.length}）</Typography.Text>
                {point && <Button size="small" type="link" aria-label={`${point.name}举一反三`} onClick={() => setPractised(point)}>举一反三</Button>}
              </Flex>
              {items.map((q) => (
                <Card
                  key={`${q.workGuid}-${q.th}`}
                  size="small"
                  title={`${q.km} · 第${q.th}题`}
                  extra={
                    <Button
                      size="small"
                      type={q.mastered ? 'primary' : 'default'}
                      aria-pressed={q.mastered}
                      aria-label={`${q.workName}第${q.th}题已掌握`}
                      loading={mastered.isPending && mastered.variables?.th === q.th && mastered.variables.workGuid === q.workGuid}
                      onClick={() => mastered.mutate({ workGuid: q.workGuid, th: q.th, mastered: !q.mastered })}
                    >
                      {q.mastered ? '已掌握' : '标记已掌握'}
                    </Button>
                  }
                >
                  <Flex vertical gap={token.marginXXS}>
                    {q.content && <QuestionContent content={q.content} />}
                    <Typography.Text>我的答案：{q.myAnswer || '未作答'}（{q.score}/{q.fullScore} 分）</Typography.Text>
                    {q.answerKey && <Typography.Text type="success">正确答案：{q.answerKey}</Typography.Text>}
                    {q.knowledge.length > 0 && (
                      <Flex wrap gap={token.marginXXS}>
                        {q.knowledge.slice(0, 3).map((k) => <Tag key={k.guid}>{k.name}</Tag>)}
                        {q.knowledge.length > 3 && <Tag>更多</Tag>}
                      </Flex>
                    )}
                    <Typography.Text type="secondary">{q.workName}</Typography.Text>
                  </Flex>
                </Card>
              ))}
            </Flex>
          ))}
          <SimilarPracticeDrawer knowledge={practised} onClose={() => setPractised(null)} />
        </Flex>
      )}
    </StudentShell>
  );
}
