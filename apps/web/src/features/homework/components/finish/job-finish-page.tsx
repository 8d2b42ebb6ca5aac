import { useEffect } from 'react';
import { Button, Card, Result, Space } from 'antd';
import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useAnswerDownload } from '../../hooks/use-answer-download';
import { draftStore } from '../../lib/draft-store';
import { readWizardQuery } from '../../lib/wizard-query';
import { workLinks } from '../../lib/work-links';
import { WizardSteps } from '../wizard/wizard-steps';

/** 完成 (/jobManager/job-finish): 操作成功 with the next actions and 下载答案. */
export function JobFinishPage() {
  const [params] = useSearchParams();
  const q = readWizardQuery(params);
  const navigate = useNavigate();
  const { download, downloading } = useAnswerDownload(q.workInfoGuid);
  // The homework is saved: its draft is done with (spec 01 §4).
  useEffect(() => draftStore.clear(), []);

  return (
    <Card title="完成">
      <WizardSteps />
      <Result
        status="success"
        title="操作成功"
        subTitle="作业已生成，学生将在开始时间后看到作业。"
        extra={
          <Space wrap>
            {q.workInfoGuid && (
              <Button type="primary" onClick={() => navigate(workLinks.details(q.workInfoGuid!))}>
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
    </Card>
  );
}
