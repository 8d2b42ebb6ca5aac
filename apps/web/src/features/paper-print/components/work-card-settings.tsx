import { useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Form, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { ANSWER_AREA_HEIGHT_MM, STUDENT_ID_DIGITS, type TWorkCard } from '@zuoyeben/shared';
import { useWorkCard } from '../api/get-work-card';
import { useSaveWorkCard } from '../api/save-work-card';

interface Values {
  paperSize: 'A4' | 'A3';
  columns: number;
  studentIdDigits: number;
  pageCount: 0 | 1 | 2;
  answerSheetType: 1 | 2;
  heights: Record<string, number>;
}

const valuesOf = (card: TWorkCard): Values => ({
  paperSize: card.paperSize,
  columns: card.columns,
  studentIdDigits: card.studentIdDigits,
  pageCount: card.pageCount,
  answerSheetType: card.answerSheetType === 2 ? 2 : 1,
  heights: Object.fromEntries(card.areas.map((a) => [String(a.th), a.heightMm])),
});

/** The form of a homework's own card: sheet, columns, student-number digits, pages, card type and written-answer heights. */
function WorkCardForm({ card, onDone }: { card: TWorkCard; onDone(): void }) {
  const { message } = App.useApp();
  const save = useSaveWorkCard();
  const [form] = Form.useForm<Values>();
  const paperSize = Form.useWatch('paperSize', form) ?? card.paperSize;

  useEffect(() => form.setFieldsValue(valuesOf(card)), [card, form]);

  const changePaper = (next: 'A4' | 'A3') => {
    const allowed = card.columnChoices[next];
    if (!allowed.includes(form.getFieldValue('columns'))) form.setFieldValue('columns', allowed[0]);
  };

  const submit = async () => {
    const v = await form.validateFields();
    // Only the heights the teacher set: the others keep following the paper.
    const areaHeightsMm = Object.fromEntries(
      card.areas.filter((a) => a.own || v.heights[String(a.th)] !== a.heightMm).map((a) => [String(a.th), v.heights[String(a.th)]!]),
    );
    await save.mutateAsync({ workGuid: card.workGuid, paperSize: v.paperSize, columns: v.columns, studentIdDigits: v.studentIdDigits, pageCount: v.pageCount, answerSheetType: v.answerSheetType, areaHeightsMm });
    void message.success('保存成功');
    onDone();
  };
  const reset = async () => {
    await save.mutateAsync({ workGuid: card.workGuid, reset: true });
    void message.success('已恢复学校默认设置');
    onDone();
  };

  return (
    <>
      {card.scannedPages > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`本作业已扫描 ${card.scannedPages} 页。修改后请重新打印答题卡：按修改前的设置打印的答题卡扫描后不会被读取。`} />
      )}
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }} items={[
        { key: 'own', label: '当前', children: card.own ? '本作业自己的设置' : '学校默认设置' },
        { key: 'pages', label: '答题卡页数', children: `${card.pages} 页` },
        { key: 'defaults', label: '学校默认', children: `${card.defaults.paperSize} · ${card.defaults.columns} 栏 · 学号 ${card.defaults.studentIdDigits} 位` },
        { key: 'fp', label: '版式编号', children: <Typography.Text code>{card.fingerprint}</Typography.Text> },
      ]} />
      <Form form={form} labelCol={{ flex: '110px' }} aria-label="答题卡设置">
        <Form.Item name="paperSize" label="纸张">
          <Radio.Group onChange={(e) => changePaper(e.target.value as 'A4' | 'A3')} options={[{ value: 'A4', label: 'A4' }, { value: 'A3', label: 'A3' }]} />
        </Form.Item>
        <Form.Item name="columns" label="分栏">
          <Radio.Group options={card.columnChoices[paperSize].map((c) => ({ value: c, label: `${c} 栏` }))} />
        </Form.Item>
        <Form.Item name="studentIdDigits" label="学号位数" rules={[{ required: true, message: '请填写学号位数' }]}>
          <InputNumber aria-label="学号位数" min={STUDENT_ID_DIGITS.min} max={STUDENT_ID_DIGITS.max} precision={0} />
        </Form.Item>
        <Form.Item name="pageCount" label="页数" extra="2 页：正面学号与客观题，背面主观题作答区">
          <Radio.Group options={[{ value: 0, label: '按内容' }, { value: 1, label: '1 页' }, { value: 2, label: '2 页' }]} />
        </Form.Item>
        <Form.Item name="answerSheetType" label="答题卡类型">
          <Radio.Group options={[{ value: 1, label: '试题与答题卡合一' }, { value: 2, label: '单独答题卡' }]} />
        </Form.Item>
        {card.areas.map((a) => (
          <Form.Item key={a.th} name={['heights', String(a.th)]} label={`第${a.th}题作答区`} rules={[{ required: true, message: '请填写作答区高度' }]}>
            <InputNumber aria-label={`第${a.th}题作答区高度`} min={ANSWER_AREA_HEIGHT_MM.min} max={ANSWER_AREA_HEIGHT_MM.max} precision={0} addonAfter="毫米" />
          </Form.Item>
        ))}
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              保存
            </Button>
            {card.own && (
              <Button loading={save.isPending} onClick={() => void reset()}>
                恢复学校默认
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
    </>
  );
}

/**
 * 答题卡设置 beside the card's download: this homework's own options, over the school's 答题卡 defaults. Its card PDF
 * and the reading of its scans both follow them.
 */
export function WorkCardSettingsButton({ workGuid, size }: { workGuid: string; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  const card = useWorkCard(workGuid, open);
  return (
    <>
      <Button size={size} icon={<SettingOutlined />} onClick={() => setOpen(true)}>
        答题卡设置
      </Button>
      <Modal title="本作业的答题卡设置" open={open} onCancel={() => setOpen(false)} footer={null} width={620} destroyOnHidden>
        {card.data ? <WorkCardForm card={card.data} onDone={() => setOpen(false)} /> : <Typography.Text type="secondary">加载中…</Typography.Text>}
      </Modal>
    </>
  );
}
