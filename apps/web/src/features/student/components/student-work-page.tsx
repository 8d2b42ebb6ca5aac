import { Button, Flex, Result, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useStudentWork } from '../api/get-student-work';
import { StudentShell } from './student-shell';
import { WorkAnswerSheet } from './work-answer-sheet';

/** /student/work/:workGuid: answer one homework, or look at the submitted answers and (once published) the scores. */
export function StudentWorkPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { workGuid = '' } = useParams();
  const work = useStudentWork(workGuid);
  const back = <Button type="text" aria-label="返回作业列表" icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.student.works.path)} style={{ color: token.colorTextLightSolid }} />;

  return (
    <StudentShell title={work.data?.exam ? '考试' : '作业'} extra={back}>
      {(me) => {
        if (work.data) {
          return (
            <>
              {!work.data.exam && (
                <Flex gap="small" justify="flex-end" style={{ padding: `${token.paddingXS}px ${token.paddingSM}px 0` }}>
                  <Button size="small" onClick={() => navigate(paths.answer.getHref({ workGuid }))}>答案</Button>
                  <Button size="small" onClick={() => navigate(paths.answerRead.getHref({ workGuid }))}>答案解读</Button>
                </Flex>
              )}
              <WorkAnswerSheet key={work.data.workGuid} work={work.data} me={me} />
            </>
          );
        }
        if (work.error) return <Result status="404" title={work.error.message || '作业不存在'} extra={<Button onClick={() => navigate(paths.student.works.path)}>返回作业列表</Button>} />;
        return <CenteredSpin />;
      }}
    </StudentShell>
  );
}
