import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Progress, Select, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { MICRODJ_LOOK_BACK_WORKS, MICRODJ_RULES, type TMicrodjPoint, type TMicrodjPractice } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { useClassChoices } from '../api/get-class-choices';
import { useOverview } from '../api/get-overview';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
/** Names shown in a row before "等 N 人". */
const SHOWN_STUDENTS = 6;

/**
 * 精准教学 (/microdj): one class and subject — the weakest knowledge points of its recent homework, the students who
 * need each, a recommended practice per point (推荐练习) or for all weak points together (薄弱点练习), both through the
 * basket and the usual paper and publish flow, and the progress of the homework sent since. Statistics by stated rules.
 */
export function MicrodjPage() {
  const user = useCurrentUser();
  const selected = useSelectedPeriodKm();
  const choices = useClassChoices(user.school.ru);
  const classes = choices.data?.classes ?? [];
  const subjects = choices.data?.subjects ?? [];
  const [pickedClass, setPickedClass] = useState<string>();
  const [pickedKm, setPickedKm] = useState<string>();
  const classCode = pickedClass ?? classes[0]?.classCode ?? '';
  const km = pickedKm ?? (selected?.km && subjects.includes(selected.km) ? selected.km : subjects[0] ?? selected?.km ?? '');
  const overview = useOverview({ classCode, km }, !!classCode && !!km);
  const data = overview.data;
  const scope = data ? { classCode: data.classCode, km: data.km, period: data.period, gradeCode: data.gradeCode } : undefined;
  const weakCount = data?.points.filter((p) => p.weak).length ?? 0;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>精准教学</Typography.Title>
            <Select aria-label="班级" style={{ width: 150 }} value={classCode || undefined} placeholder="暂无任教班级" loading={choices.isLoading}
              options={classes.map((c) => ({ value: c.classCode, label: c.className }))} onChange={setPickedClass} />
            <Select aria-label="科目" style={{ width: 110 }} value={km || undefined} placeholder="科目"
              options={subjects.map((s) => ({ value: s, label: s }))} onChange={setPickedKm} />
          </Space>
          {data && (
            <Typography.Text type="secondary">
              依据本班最近 {data.works.length} 次已结束的{data.km}作业（最多 {MICRODJ_LOOK_BACK_WORKS} 次）
              {data.works.length > 0 && (
                <Tooltip title={data.works.map((w) => `${w.startTime} ${w.name}`).join('；')}>
                  <Typography.Link style={{ marginInlineStart: 8 }}>看是哪几次</Typography.Link>
                </Tooltip>
              )}
            </Typography.Text>
          )}
        </Flex>
      </Card>

      <Alert type="info" showIcon message="这些数字怎么来的（统计规则，不是预测）"
        description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>
          <li>{MICRODJ_RULES.points}</li><li>{MICRODJ_RULES.students}</li><li>{MICRODJ_RULES.practices}</li>
        </ul>} />

      {!choices.isLoading && classes.length === 0 && (
        <Card><Empty description="您还没有任教的班级，请先在教学信息中设置任教班级">
          <Link to={paths.usercenter.teachinfo.getHref()}>去设置教学信息</Link>
        </Empty></Card>
      )}

      {overview.isLoading && <Card size="small"><Skeleton active /></Card>}
      {overview.isError && <Card size="small"><Empty description="没能读取本班的作答统计，请稍后刷新再试" /></Card>}

      {data && (
        <Card size="small" title={`${data.className} · ${data.km} · 薄弱知识点`}
          extra={scope && weakCount > 0 && (
            <Space>
              <Link to={paths.jobManager.combinationPractice.getHref(scope)}>挑选知识点组合练习</Link>
              <Link to={paths.jobManager.weakPractice.getHref(scope)}>
                <Button type="primary" size="small">为 {weakCount} 个薄弱点组一份练习</Button>
              </Link>
            </Space>
          )}>
          {data.points.length === 0 ? (
            <Empty description={data.works.length === 0
              ? `${data.className}还没有已结束的${data.km}作业。作业结束并批改后，这里会列出得分率最低的知识点。`
              : '最近的作业题目没有关联知识点，暂时无法按知识点统计。'} />
          ) : (
            <Table<TMicrodjPoint> aria-label="薄弱知识点" size="small" rowKey="knowledgeGuid" pagination={false} dataSource={data.points}
              columns={[
                { title: '知识点', dataIndex: 'knowledgeName', render: (name: string, p) => <Space>{name}{p.weak && <Tag color="red">薄弱</Tag>}</Space> },
                { title: '班级得分率', dataIndex: 'rate', width: 170,
                  render: (rate: number, p) => <Progress percent={Math.round(rate * 1000) / 10} size="small" status={p.weak ? 'exception' : 'normal'}
                    format={() => percent(rate)} /> },
                { title: '考查', width: 110, render: (_, p) => `${p.workCount} 次作业 ${p.questionCount} 题` },
                { title: '需要加强的学生', render: (_, p) => p.students.length === 0 ? <Typography.Text type="secondary">无</Typography.Text> : (
                  <Tooltip title={p.students.map((s) => `${s.name} ${percent(s.rate)}`).join('、')}>
                    <span aria-label={`${p.knowledgeName} 需要加强的学生`}>
                      <Typography.Text strong>{p.students.length} 人：</Typography.Text>
                      {p.students.slice(0, SHOWN_STUDENTS).map((s) => s.name).join('、')}
                      {p.students.length > SHOWN_STUDENTS && ` 等 ${p.students.length} 人`}
                    </span>
                  </Tooltip>
                ) },
                { title: '练习中', width: 150, render: (_, p) => p.practicedBy.length === 0
                  ? <Typography.Text type="secondary">未布置</Typography.Text>
                  : p.practicedBy.map((name) => <Tag key={name} color="green">{name}</Tag>) },
                { title: '操作', width: 150, render: (_, p) => scope && (
                  <Space size={4}>
                    <Link aria-label={`${p.knowledgeName} 推荐练习`} to={paths.jobManager.tikuRecommend.getHref({ ...scope, knowledgeGuid: p.knowledgeGuid })}>推荐练习</Link>
                    <Link to={paths.jobManager.situationDetail.getHref({ ...scope, knowledgeGuid: p.knowledgeGuid })}>查看错题</Link>
                  </Space>
                ) },
              ]} />
          )}
        </Card>
      )}

      {data && (
        <Card size="small" title="已布置练习的进度（最近 30 天）">
          {data.practices.length === 0 ? (
            <Empty description="最近 30 天没有给本班布置这个科目的作业。点上面的「推荐练习」，选题后即可布置。" />
          ) : (
            <Table<TMicrodjPractice> aria-label="已布置练习的进度" size="small" rowKey="workGuid" pagination={false} dataSource={data.practices}
              columns={[
                { title: '作业', dataIndex: 'name' },
                { title: '时间', width: 260, render: (_, w) => `${w.startTime} 至 ${w.endTime}` },
                { title: '状态', width: 80, render: (_, w) => (w.ended ? <Tag>已结束</Tag> : <Tag color="processing">进行中</Tag>) },
                { title: '提交', width: 200, render: (_, w) => (
                  <Progress size="small" percent={w.studentCount ? Math.round((w.submitCount / w.studentCount) * 100) : 0}
                    format={() => `${w.submitCount}/${w.studentCount} 人`} />
                ) },
                { title: '考查的薄弱知识点', render: (_, w) => w.knowledgeNames.length === 0
                  ? <Typography.Text type="secondary">不涉及上面的知识点</Typography.Text>
                  : w.knowledgeNames.map((n) => <Tag key={n}>{n}</Tag>) },
              ]} />
          )}
        </Card>
      )}
    </Flex>
  );
}
