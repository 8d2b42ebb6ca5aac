import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Radio, Space, Table, Tag, Typography } from 'antd';
import { STUDENT_ID_DIGITS, WorkTypeNames, type TAnswerCardTemplate, type TSaveAnswerCardSettingsRequest } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { downloadFile } from '@/lib/api-client';
import { useGetPaperCardPdf } from '@/features/paper-print';
import { useAnswerCardSettings } from '../api/get-answer-card-settings';
import { useSaveAnswerCardSettings } from '../api/save-answer-card-settings';
import { useAnswerCardTemplates } from '../api/get-answer-card-templates';
import { useExportAnswerConfig } from '../api/get-export-answer-config';

export const READ_ONLY_NOTE = '仅学校管理员可以修改以下设置，老师可以查看。';

/** The school's card defaults: an administrator edits them, a teacher sees them. */
function CardSettingsForm() {
  const { message } = App.useApp();
  const settings = useAnswerCardSettings();
  const save = useSaveAnswerCardSettings();
  const [form] = Form.useForm<TSaveAnswerCardSettingsRequest>();
  const paperSize = Form.useWatch('paperSize', form);
  const data = settings.data;
  const canEdit = data?.canEdit ?? false;
  const columnChoices = data && paperSize ? data.columnChoices[paperSize] : [];

  useEffect(() => {
    if (data) form.setFieldsValue({ paperSize: data.paperSize, columns: data.columns, studentIdDigits: data.studentIdDigits });
  }, [data, form]);

  const changePaper = (next: 'A4' | 'A3') => {
    const allowed = data?.columnChoices[next] ?? [];
    if (!allowed.includes(form.getFieldValue('columns'))) form.setFieldValue('columns', allowed[0]);
  };

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync(v);
    void message.success('保存成功');
  };

  return (
    <Card title="本校答题卡默认设置" loading={settings.isLoading}>
      {!canEdit && <Alert type="info" showIcon title={READ_ONLY_NOTE} style={{ marginBottom: 16 }} />}
      <Form form={form} labelCol={{ flex: '110px' }} disabled={!canEdit} style={{ maxWidth: 560 }}>
        <Form.Item name="paperSize" label="纸张" extra="A4 竖版；A3 横版分栏，适合题量较大的试卷">
          <Radio.Group onChange={(e) => changePaper(e.target.value as 'A4' | 'A3')} options={[{ value: 'A4', label: 'A4' }, { value: 'A3', label: 'A3' }]} />
        </Form.Item>
        <Form.Item name="columns" label="分栏">
          <Radio.Group options={columnChoices.map((c) => ({ value: c, label: `${c} 栏` }))} />
        </Form.Item>
        <Form.Item
          name="studentIdDigits"
          label="学号位数"
          rules={[{ required: true, message: '请填写学号位数' }]}
          extra={`学号填涂区的列数，${STUDENT_ID_DIGITS.min}～${STUDENT_ID_DIGITS.max} 位，与机阅设置中的学号位数相同`}
        >
          <InputNumber aria-label="学号位数" min={STUDENT_ID_DIGITS.min} max={STUDENT_ID_DIGITS.max} precision={0} />
        </Form.Item>
        {canEdit && (
          <Form.Item label=" " colon={false}>
            <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
              保存
            </Button>
          </Form.Item>
        )}
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        布置作业时未单独设置答题卡版式的，打印答题卡时都使用这里的默认设置。修改后新生成的答题卡使用新版式，已打印的答题卡仍按原版式识别。
      </Typography.Paragraph>
    </Card>
  );
}

/** The school's card works: preview or download each card PDF, and download its layout configuration. */
function TemplatesTable() {
  const navigate = useNavigate();
  const [query, setQuery] = useState({ pageIndex: 1, pageSize: 10, workName: '' });
  const templates = useAnswerCardTemplates({ ...query, workName: query.workName || undefined });
  const card = useGetPaperCardPdf();
  const config = useExportAnswerConfig();
  const [busy, setBusy] = useState<string | null>(null);

  const cardOf = (t: TAnswerCardTemplate, then: (url: string, fileName: string) => void) => {
    setBusy(t.workGuid);
    card.mutate({ paperGuid: t.paperGuid, workCode: t.workCode }, {
      // A card made before answers its file at once; otherwise it is made in the task centre (the client says so).
      onSuccess: (r) => {
        if ('cardPdfUrl' in r && r.cardPdfUrl) then(r.cardPdfUrl, r.fileName ?? `${t.workName}（答题卡）.pdf`);
      },
      onSettled: () => setBusy(null),
    });
  };

  return (
    <Card title="答题卡模板">
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="按作业名称查找"
          aria-label="作业名称"
          maxLength={50}
          onSearch={(v) => setQuery((q) => ({ ...q, pageIndex: 1, workName: v.trim() }))}
          style={{ width: 260 }}
        />
      </Space>
      <Table<TAnswerCardTemplate>
        rowKey="workGuid"
        loading={templates.isLoading}
        dataSource={templates.data?.list}
        locale={{ emptyText: templates.isLoading ? ' ' : '暂无答题卡，布置扫描作业或选择“题卡分离”后会出现在这里' }}
        pagination={{
          current: query.pageIndex,
          pageSize: query.pageSize,
          total: templates.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (pageIndex) => setQuery((q) => ({ ...q, pageIndex })),
        }}
        columns={[
          { title: '作业名称', dataIndex: 'workName' },
          { title: '类型', dataIndex: 'workType', width: 100, render: (v: number) => <Tag>{WorkTypeNames[v] ?? '作业'}</Tag> },
          { title: '作业号', dataIndex: 'workCode', width: 100 },
          { title: '学科', dataIndex: 'km', width: 80 },
          { title: '纸张', width: 110, render: (_, t) => `${t.paperSize} · ${t.columns} 栏` },
          { title: '学号位数', dataIndex: 'studentIdDigits', width: 90 },
          { title: '张数', dataIndex: 'pages', width: 70, render: (v: number) => `${v} 张` },
          { title: '版式版本', dataIndex: 'version', width: 90, render: (v: number) => `v${v}` },
          {
            title: '操作',
            width: 230,
            render: (_, t) => (
              <Space size={4}>
                <Button
                  size="small"
                  type="link"
                  loading={busy === t.workGuid && card.isPending}
                  onClick={() => cardOf(t, (url, name) => void navigate(paths.previewPdf.getHref({ url, name })))}
                >
                  预览
                </Button>
                <Button size="small" type="link" onClick={() => cardOf(t, (url, name) => void downloadFile(url, undefined, name))}>
                  下载
                </Button>
                <Button
                  size="small"
                  type="link"
                  loading={config.isPending && config.variables === t.workGuid}
                  onClick={() => config.mutate(t.workGuid, { onSuccess: (c) => void downloadFile(c.configUrl, undefined, c.fileName) })}
                >
                  版式配置
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** 答题卡 (/usercenter/answercard, spec 03 §2.9): the school's card defaults and its card templates. */
export function AnswerCardPage() {
  return (
    <Flex vertical gap={16}>
      <CardSettingsForm />
      <TemplatesTable />
    </Flex>
  );
}
