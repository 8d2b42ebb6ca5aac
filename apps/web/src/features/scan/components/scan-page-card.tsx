import { useState } from 'react';
import { App, Button, Card, Checkbox, Flex, Image, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { ScanMessages, ScanPageStatusNames, type TScanBatchDetail, type TScanPage } from '@zuoyeben/shared';
import { useAlignScanPage } from '../api/align-scan-page';
import { cropUrl, pageImageUrl } from '../api/keys';
import { useScanPageActions } from '../api/scan-page-actions';
import { CornerAligner } from './corner-aligner';

const STATUS_COLORS: Record<TScanPage['status'], string> = { pending: 'default', read: 'success', review: 'warning', failed: 'error', refused: 'default' };
const FLAG_NAMES: Record<string, string> = { ambiguous: '填涂不清', multiple: '多选', blank: '未填涂' };

type Students = TScanBatchDetail['students'];

/** A page the reader could not align by its corner marks (or could not tell the way up of), or one the teacher aligned. */
const alignableOf = (page: TScanPage) => page.cornersDecided || page.flags.includes('unaligned') || page.flags.includes('orientationUnknown');

/** The answers that need or had a teacher's eye: unclear, several marks, blank, or already decided. */
const flaggedOf = (page: TScanPage) => page.answers.filter((a) => a.flags.length > 0 || a.decided !== null);

/** One scanned page: its thumbnail, what was read, and the controls to resolve, re-read, delete or move it. */
export function ScanPageCard({ page, students }: { page: TScanPage; students: Students }) {
  const { reread, remove, move, resolve } = useScanPageActions();
  const align = useAlignScanPage();
  const { message } = App.useApp();
  const [aligning, setAligning] = useState(false);
  const [stuGuid, setStuGuid] = useState<string | undefined>(page.stuGuid ?? undefined);
  const flagged = flaggedOf(page);
  const [choices, setChoices] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(flagged.map((a) => [String(a.th), (a.decided ?? a.read).split('').filter(Boolean)])),
  );
  const canDecide = page.status === 'read' || page.status === 'review';
  const studentOptions = students.map((s) => ({ value: s.stuGuid, label: `${s.stuName}（${s.buddies}，${s.className}）` }));
  const saveStudent = () => {
    if (!stuGuid) return;
    if (page.status === 'review') resolve.mutate({ pageGuid: page.pageGuid, stuGuid });
    else move.mutate({ pageGuid: page.pageGuid, stuGuid });
  };
  const saveAnswers = () => resolve.mutate({ pageGuid: page.pageGuid, answers: Object.fromEntries(Object.entries(choices).map(([th, letters]) => [th, [...letters].sort().join('')])) });

  return (
    <Card size="small" data-testid={`scan-page-${page.index}`}>
      <Flex gap={16} align="start">
        <Image
          width={120}
          src={pageImageUrl(page.pageGuid, true)}
          preview={{ src: pageImageUrl(page.pageGuid) }}
          alt={`第${page.index}页`}
          fallback="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        />
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Space wrap>
            <Typography.Text strong>第{page.index}页</Typography.Text>
            <Tag color={STATUS_COLORS[page.status]}>{ScanPageStatusNames[page.status]}</Tag>
            {page.cardPage !== null && <Typography.Text type="secondary">答题卡第{page.cardPage}面</Typography.Text>}
            {page.studentNo && <Typography.Text type="secondary">识别学号 {page.studentNo}</Typography.Text>}
          </Space>
          {page.message && <Typography.Text type={page.status === 'review' ? 'warning' : 'danger'}>{page.message}</Typography.Text>}
          {canDecide && (
            <Space wrap>
              {page.hasStudentCrop && <img src={cropUrl(page.pageGuid, 0)} alt="学号填涂" style={{ height: 90, border: '1px solid #eee' }} />}
              <Typography.Text>学生：</Typography.Text>
              <Select
                showSearch
                optionFilterProp="label"
                style={{ width: 280 }}
                placeholder="请选择学生"
                value={stuGuid}
                onChange={setStuGuid}
                options={studentOptions}
                aria-label={`第${page.index}页的学生`}
              />
              <Button onClick={saveStudent} disabled={!stuGuid || (page.status !== 'review' && stuGuid === page.stuGuid)} loading={resolve.isPending || move.isPending}>
                {page.status === 'review' ? '确定学生' : '更改学生'}
              </Button>
              {page.studentDecided && <Tag>老师已确认</Tag>}
            </Space>
          )}
          {canDecide && flagged.length > 0 && (
            <Flex vertical gap={6}>
              {flagged.map((a) => (
                <Space key={a.th} wrap>
                  <Typography.Text style={{ width: 48, display: 'inline-block' }}>第{a.th}题</Typography.Text>
                  {a.hasCrop && <img src={cropUrl(page.pageGuid, a.th)} alt={`第${a.th}题填涂`} style={{ height: 28, border: '1px solid #eee' }} />}
                  <Typography.Text type="secondary">
                    识别：{a.read || '未填涂'}
                    {a.flags.filter((f) => !(f === 'blank' && !a.read)).map((f) => `（${FLAG_NAMES[f] ?? f}）`).join('')}
                  </Typography.Text>
                  <Checkbox.Group
                    aria-label={`第${a.th}题的答案`}
                    options={a.options.map((o) => ({ label: o, value: o }))}
                    value={choices[String(a.th)] ?? []}
                    onChange={(v) => setChoices((c) => ({ ...c, [String(a.th)]: v as string[] }))}
                  />
                  {a.decided !== null && <Tag>已确认 {a.decided || '空'}</Tag>}
                </Space>
              ))}
              <div>
                <Button type="primary" onClick={saveAnswers} loading={resolve.isPending}>
                  确认答案
                </Button>
              </div>
            </Flex>
          )}
          <Space>
            <Button size="small" onClick={() => reread.mutate(page.pageGuid)} loading={reread.isPending} disabled={page.status === 'pending'}>
              重新读取
            </Button>
            {alignableOf(page) && (
              <Button size="small" type={page.cornersDecided ? 'default' : 'primary'} onClick={() => setAligning(true)}>
                {page.cornersDecided ? '重新对齐' : '手动对齐'}
              </Button>
            )}
            {page.cornersDecided && <Tag>老师已对齐</Tag>}
            <Popconfirm title="删除该页？它写入的答案将被撤回" okText="删除" cancelText="取消" onConfirm={() => remove.mutate(page.pageGuid)}>
              <Button size="small" danger loading={remove.isPending}>
                删除
              </Button>
            </Popconfirm>
          </Space>
        </Flex>
      </Flex>
      <Modal title={`手动对齐 · 第${page.index}页`} open={aligning} onCancel={() => setAligning(false)} footer={null} width={720} destroyOnHidden>
        <CornerAligner
          pageGuid={page.pageGuid}
          pageIndex={page.index}
          submitting={align.isPending}
          onSubmit={(corners) =>
            align.mutate({ pageGuid: page.pageGuid, corners }, { onSuccess: () => { setAligning(false); void message.success(ScanMessages.aligned); } })}
        />
      </Modal>
    </Card>
  );
}
