import { Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import { WorkTypeNames, type TWorkDetail } from '@zuoyeben/shared';
import { WorkStateTag } from '../list/work-state-tag';

const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
const yes = (v: 0 | 1) => (v ? '是' : '否');

/** The settings of a saved homework, read-only. */
export function WorkSettingsDescriptions({ work }: { work: TWorkDetail }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
      <Descriptions.Item label="科目">{work.km}</Descriptions.Item>
      <Descriptions.Item label="类型">{WorkTypeNames[work.workType] ?? '作业'}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <WorkStateTag state={work.state} />
      </Descriptions.Item>
      <Descriptions.Item label="作业号">{work.workCode ?? '生成中'}</Descriptions.Item>
      <Descriptions.Item label="开始时间">{time(work.startTime)}</Descriptions.Item>
      <Descriptions.Item label="结束时间">{time(work.endTime)}</Descriptions.Item>
      <Descriptions.Item label="创建人">{work.creatorName}</Descriptions.Item>
      <Descriptions.Item label="提交">
        {work.submitCount}/{work.studentTotal}
      </Descriptions.Item>
      <Descriptions.Item label="用途">{work.use === 2 ? '周测' : '课时作业'}</Descriptions.Item>
      <Descriptions.Item label="计分方式">{work.scoreType === 1 ? '对错' : '分数'}</Descriptions.Item>
      <Descriptions.Item label="成绩展示">{work.showType === 1 ? 'ABCDE等级' : '分数'}</Descriptions.Item>
      <Descriptions.Item label="答案公布">{work.releaseType === 1 ? `定时公布（${time(work.releaseTime)}）` : '批改后公布'}</Descriptions.Item>
      <Descriptions.Item label="允许逾期提交">{yes(work.overdueable)}</Descriptions.Item>
      <Descriptions.Item label="显示学生信息">{yes(work.showStudentInfo)}</Descriptions.Item>
      <Descriptions.Item label="允许他人查看">{yes(work.allowOthersView)}</Descriptions.Item>
      <Descriptions.Item label="参考班级" span={3}>
        {work.clazzes.map((c) => (
          <Tag key={c.classGuid}>
            {c.name}（{c.studentCount}人）
          </Tag>
        ))}
      </Descriptions.Item>
    </Descriptions>
  );
}
