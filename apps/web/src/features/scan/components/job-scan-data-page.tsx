import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Select, Space, Table, Tooltip, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { TScanWorkSummary } from '@zuoyeben/shared';
import { useExportSortData } from '../api/export-sort-data';
import { useScanSummary } from '../api/get-scan-summary';
import { useScanWorks } from '../api/get-scan-works';

type ClassRow = TScanWorkSummary['classes'][number];

/** /reports/job-scanData: per machine-read homework, sheets scanned per class, students missing one, duplicates. */
export function JobScanDataPage() {
  const works = useScanWorks();
  const [picked, setPicked] = useState<string | undefined>();
  const workGuid = picked ?? works.data?.[0]?.workGuid;
  const summary = useScanSummary(workGuid);
  const data = summary.data;
  const sortData = useExportSortData();
  return (
    <Card title="扫描数据">
      <Flex vertical gap={16}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 360 }}
          placeholder="请选择扫描作业"
          loading={works.isPending}
          value={workGuid}
          onChange={setPicked}
          options={(works.data ?? []).map((w) => ({ value: w.workGuid, label: `${w.name}（${w.km}）` }))}
          aria-label="扫描作业"
          notFoundContent="暂无扫描作业"
        />
        {workGuid && (
          <Space size="middle">
            <Link to={paths.smartViewer.getHref({ workGuid })}>智能阅卷：按题给主观题打分</Link>
            <Link to={paths.review.getHref({ workGuid })}>批阅：逐个学生核对答题卡</Link>
            <Tooltip title="按班级、学号整理每名学生的答题卡：识别与确认的答案、各题得分、复核记录和扫描页，在任务中心下载">
              <Button icon={<DownloadOutlined />} loading={sortData.isPending} onClick={() => sortData.mutate(workGuid)}>
                导出整理数据
              </Button>
            </Tooltip>
          </Space>
        )}
        {!workGuid && !works.isPending && <Empty description="暂无扫描作业" />}
        {data && (
          <>
            {(data.duplicates.length > 0 || data.unmatched > 0) && (
              <Alert
                type="warning"
                showIcon
                message={[
                  data.duplicates.length > 0 ? `重复答题卡：${data.duplicates.map((d) => `${d.stuName}（${d.buddies}）${d.pages}张`).join('、')}` : '',
                  data.unmatched > 0 ? `${data.unmatched}张答题卡未匹配到学生，请在扫描详情中复核` : '',
                ].filter(Boolean).join('；')}
              />
            )}
            <Table<ClassRow>
              rowKey="className"
              pagination={false}
              dataSource={data.classes}
              columns={[
                { title: '班级', dataIndex: 'className', width: 140 },
                { title: '学生数', dataIndex: 'students', width: 90 },
                { title: '已扫描', dataIndex: 'scanned', width: 90 },
                { title: '缺卡', width: 80, render: (_: unknown, c) => c.missing.length },
                {
                  title: '缺卡学生',
                  render: (_: unknown, c) =>
                    c.missing.length === 0 ? <Typography.Text type="success">全部已扫描</Typography.Text> : c.missing.map((m) => `${m.stuName}（${m.buddies}）`).join('、'),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
