import { useEffect } from 'react';
import { Button, Card, Result, Space } from 'antd';
import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { WorkType } from '@zuoyeben/shared';
import { useAnswerDownload } from '../../hooks/use-answer-download';
import { draftStore } from '../../lib/draft-store';
import { readWizardQuery } from '../../lib/wizard-query';
import { workLinks } from '../../lib/work-links';
import { WizardSteps } from '../wizard/wizard-steps';
import { PaperPrintsCard } from './paper-prints-card';

/** What happens next, said for the kind of homework the teacher made. */
export const FinishTexts = {
  default: '作业已生成，学生将在开始时间后看到作业。',
  /** Machine-read homework is answered on paper: the teacher enters the choices, nothing is answered on the phone. */
  machineRead: '作业已生成。学生在纸质答题卡上作答，不在手机上作答；收回答题卡后，点“录入答案”（作业列表中也有）录入或导入学生的选择题答案，系统自动判分。',
} as const;

/** 完成 (/jobManager/job-finish): 操作成功 with the next actions and 下载答案. */
export function JobFinishPage() {
  const [params] = useSearchParams();
  const q = readWizardQuery(params);
  const navigate = useNavigate();
  const { download, downloading } = useAnswerDownload(q.workInfoGuid);
  // The homework is saved: its draft is done with (spec 01 §4).
  useEffect(() => draftStore.clear(), []);
  const isMachineRead = q.workType === WorkType.MachineRead;

  return (
    <Card title="完成">
      <WizardSteps />
      <Result
        status="success"
        title="操作成功"
        subTitle={isMachineRead ? FinishTexts.machineRead : FinishTexts.default}
        extra={
          <Space wrap>
            {isMachineRead && q.workInfoGuid && (
              <Button type="primary" onClick={() => navigate(workLinks.machineRead(q.workInfoGuid!))}>
                录入答案
              </Button>
            )}
            {q.workInfoGuid && (
              <Button type={isMachineRead ? 'default' : 'primary'} onClick={() => navigate(workLinks.details(q.workInfoGuid!))}>
                查看作业
              </Button>
            )}
            <Button onClick={() => navigate(workLinks.tiku(q.workType))}>继续布置</Button>
            <Button onClick={() => navigate(workLinks.list(q.workType))}>返回列表</Button>
            {/* Not antd's loading state: it swallows clicks, and a second click must say 正在下载中. */}
            <Button icon={downloading ? <LoadingOutlined /> : <DownloadOutlined />} onClick={() => void download()}>
              下载答案
            </Button>
          </Space>
        }
      />
      {q.workInfoGuid && <PaperPrintsCard workGuid={q.workInfoGuid} workType={q.workType} />}
    </Card>
  );
}
