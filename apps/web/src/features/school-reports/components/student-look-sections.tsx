import { Card, Empty, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { formatPercent, type TStudentLook, type TStudentLookKnowledge, type TStudentLookWork, type TStudentLookWrong } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { ReportChart, type ReportChartOption } from './report-chart';

const analysisHref = (workGuid: string) => paths.jobManager.jobAnalyze.getHref({ workGuid });
const score = (v: number | null) => (v === null ? '--' : String(v));

/** Two lines over the works, oldest first: the student's score rate and the class's mean rate. */
export function studentTrendOption(d: TStudentLook): ReportChartOption {
  const works = [...d.works].reverse();
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '--' : `${String(v)}%`) },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 48 },
    xAxis: { type: 'category', data: works.map((w) => `${w.day.slice(5)} ${w.name}`), axisLabel: { interval: 0, rotate: works.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      { type: 'line', name: `${d.studentName}得分率`, data: works.map((w) => w.rate), connectNulls: true },
      { type: 'line', name: '班级平均得分率', data: works.map((w) => w.classAvgRate), connectNulls: true },
    ],
  };
}

export function StudentWorksTable({ works }: { works: TStudentLookWork[] }) {
  return (
    <Card title="作业与考试成绩" size="small">
      <Table<TStudentLookWork>
        aria-label="作业与考试成绩"
        size="small"
        rowKey="workGuid"
        dataSource={works}
        pagination={false}
        locale={{ emptyText: '所选时间内没有作业或考试' }}
        columns={[
          { title: '日期', dataIndex: 'day', width: 110 },
          { title: '名称', dataIndex: 'name', render: (name: string, w) => <Link to={analysisHref(w.workGuid)}>{name}</Link> },
          { title: '类型', dataIndex: 'isExam', width: 70, render: (isExam: boolean) => (isExam ? '考试' : '作业') },
          { title: '提交', dataIndex: 'isSubmitted', width: 80, render: (ok: boolean) => (ok ? <Tag color="success">已提交</Tag> : <Tag color="warning">未提交</Tag>) },
          { title: '得分', dataIndex: 'score', width: 90, render: (v: number | null, w) => `${score(v)} / ${w.fullScore}` },
          { title: '得分率', dataIndex: 'rate', width: 90, render: formatPercent },
          { title: '班级平均分', dataIndex: 'classAvgScore', width: 100, render: score },
          { title: '班级平均得分率', dataIndex: 'classAvgRate', width: 120, render: formatPercent },
          { title: '班级排名', dataIndex: 'rank', width: 100, render: (rank: number | null, w) => (rank === null ? '--' : `${rank} / ${w.classSubmitCount}`) },
        ]}
      />
    </Card>
  );
}

export function StudentKnowledgeTable({ knowledge }: { knowledge: TStudentLookKnowledge[] }) {
  return (
    <Card title="知识点掌握（由弱到强）" size="small">
      <Table<TStudentLookKnowledge>
        aria-label="知识点掌握"
        size="small"
        rowKey="knowledgeGuid"
        dataSource={knowledge}
        pagination={false}
        locale={{ emptyText: '已提交的作业没有关联知识点' }}
        columns={[
          { title: '知识点', dataIndex: 'knowledgeName' },
          { title: '得分', dataIndex: 'got', width: 100, render: (got: number, k) => `${got} / ${k.possible}` },
          { title: '得分率', dataIndex: 'rate', width: 100, render: formatPercent },
          { title: '班级得分率', dataIndex: 'classRate', width: 110, render: formatPercent },
          { title: '涉及作业', dataIndex: 'workCount', width: 90 },
        ]}
      />
    </Card>
  );
}

export function StudentWrongTable({ wrong }: { wrong: TStudentLookWrong[] }) {
  return (
    <Card title="失分题" size="small">
      <Table<TStudentLookWrong>
        aria-label="失分题"
        size="small"
        rowKey={(w) => `${w.workGuid}-${w.th}`}
        dataSource={wrong}
        pagination={false}
        locale={{ emptyText: '没有失分的题目' }}
        columns={[
          { title: '日期', dataIndex: 'day', width: 110 },
          { title: '作业', dataIndex: 'workName', render: (name: string, w) => <Link to={analysisHref(w.workGuid)}>{name}</Link> },
          { title: '题号', dataIndex: 'th', width: 70, render: (th: number) => `第${th}题` },
          { title: '得分', dataIndex: 'score', width: 90, render: (got: number, w) => `${got} / ${w.fullScore}` },
          { title: '知识点', dataIndex: 'knowledgeNames', render: (names: string[]) => (names.length ? names.join('、') : '--') },
        ]}
      />
    </Card>
  );
}

export function StudentTrend({ look, loading }: { look: TStudentLook; loading: boolean }) {
  return (
    <Card title="成绩走势" size="small">
      {look.works.length > 0 ? (
        <ReportChart option={studentTrendOption(look)} loading={loading} label="学生与班级得分率走势折线图" height={300} />
      ) : (
        <Empty description="暂无数据" />
      )}
    </Card>
  );
}
