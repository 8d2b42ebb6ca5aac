import { Alert, Empty, Flex, Segmented, Typography, theme } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SubmissionStatus, WorkState, type TStudentWorkItem } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useStudentWorks } from '../api/get-student-works';
import { StudentShell } from './student-shell';
import { WorkCard } from './work-card';
import { CorrectionEntries } from './correction-entries';

type Filter = 'todo' | 'all';

/** 待完成: open homework answered on the phone and not submitted yet. */
const isTodo = (w: TStudentWorkItem) => w.state === WorkState.Started && w.status === SubmissionStatus.NotSubmitted && w.isOnline;

/** /student: the student's homework as cards, the open ones first. */
export function StudentWorksPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const works = useStudentWorks();
  const [filter, setFilter] = useState<Filter>('all');
  const list = works.data?.list ?? [];
  const todo = list.filter(isTodo);
  const shown = filter === 'todo' ? todo : list;

  return (
    <StudentShell title="我的作业">
      {(me) => (
        <Flex vertical gap={token.marginSM}>
          <Typography.Text type="secondary">
            {me.className} · {me.stuName}
          </Typography.Text>
          {me.isInitialPassword && (
            <Alert type="info" showIcon title="你正在使用初始密码" description="请在右上角菜单中修改为自己的密码。" />
          )}
          <CorrectionEntries />
          <Segmented<Filter>
            block
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: `全部（${list.length}）` },
              { value: 'todo', label: `待完成（${todo.length}）` },
            ]}
          />
          {works.isPending && <CenteredSpin />}
          {works.isSuccess && shown.length === 0 && <Empty description={filter === 'todo' ? '作业都完成啦' : '暂无作业'} />}
          {shown.map((w) => (
            <WorkCard key={w.workGuid} work={w} onOpen={() => navigate(paths.student.work.getHref(w.workGuid))} />
          ))}
        </Flex>
      )}
    </StudentShell>
  );
}
