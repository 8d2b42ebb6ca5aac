import { useState } from 'react';
import {
  Alert, App, Button, Card, Checkbox, Col, Collapse, Empty, Flex, Input, InputNumber, Popconfirm, Radio, Result, Row, Select, Skeleton,
  Space, Tag, Typography,
} from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BankSource, countBlanks, gradesOfPeriod, importTypeName, TRUE_FALSE_ANSWERS,
  type PeriodCode, type TImportedQuestion, type TImportProblem, type TPaperImportDraft,
} from '@zuoyeben/shared';
import { RichOptions, RichText } from '@/components/rich-text';
import { paths } from '@/config/paths';
import { useSelectedPeriodKm } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { useDeleteImport } from '../api/delete-import';
import { useImportDraft } from '../api/get-import-draft';
import { useSaveImport } from '../api/save-import';
import { ImportWordButton } from './import-word-button';

const { Text, Title } = Typography;

interface Row extends TImportedQuestion {
  include: boolean;
}

const TYPE_OPTIONS = [1, 2, 3, 4, 5].map((code) => ({ value: code, label: importTypeName(code) }));

/** The answer in the form its type asks for, when the teacher changes the type. */
function answerForType(row: Row, type: number): string[] {
  const letters = new Set(row.options.map((o) => o.label));
  if (type === 1) return row.answer.filter((a) => letters.has(a)).slice(0, 1);
  if (type === 2) return row.answer.filter((a) => letters.has(a));
  if (type === 3) return row.answer.filter((a) => (TRUE_FALSE_ANSWERS as readonly string[]).includes(a)).slice(0, 1);
  return row.answer;
}

function AnswerEditor({ row, onChange }: { row: Row; onChange: (answer: string[]) => void }) {
  const labels = row.options.map((o) => o.label);
  if (row.type === 1) {
    return labels.length ? (
      <Radio.Group aria-label={`第${row.no}题答案`} optionType="button" size="small" value={row.answer[0]}
        options={labels.map((l) => ({ value: l, label: l }))} onChange={(e) => onChange([e.target.value as string])} />
    ) : <Text type="danger">没有选项，请改为其他题型</Text>;
  }
  if (row.type === 2) {
    return labels.length ? (
      <Checkbox.Group aria-label={`第${row.no}题答案`} value={row.answer} options={labels.map((l) => ({ value: l, label: l }))}
        onChange={(value) => onChange([...value].sort())} />
    ) : <Text type="danger">没有选项，请改为其他题型</Text>;
  }
  if (row.type === 3) {
    return (
      <Radio.Group aria-label={`第${row.no}题答案`} optionType="button" size="small" value={row.answer[0]}
        options={TRUE_FALSE_ANSWERS.map((a) => ({ value: a, label: a }))} onChange={(e) => onChange([e.target.value as string])} />
    );
  }
  if (row.type === 4) {
    const blanks = Math.max(1, countBlanks(row.stem));
    return (
      <Flex vertical gap={4} style={{ flex: 1 }}>
        {Array.from({ length: blanks }, (_, i) => (
          <Input key={i} size="small" aria-label={`第${row.no}题第${i + 1}空答案`} prefix={blanks > 1 ? `(${i + 1})` : undefined}
            value={row.answer[i] ?? ''} onChange={(e) => {
              const next = Array.from({ length: blanks }, (_, j) => row.answer[j] ?? '');
              next[i] = e.target.value;
              onChange(next);
            }} />
        ))}
      </Flex>
    );
  }
  return (
    <Input.TextArea aria-label={`第${row.no}题参考答案`} autoSize={{ minRows: 1, maxRows: 6 }} value={row.answer[0] ?? ''}
      onChange={(e) => onChange([e.target.value])} style={{ flex: 1 }} />
  );
}

function QuestionReview({ row, onChange }: { row: Row; onChange: (patch: Partial<Row>) => void }) {
  return (
    <Card size="small" aria-label={`第${row.no}题`} style={{ opacity: row.include ? 1 : 0.55 }}
      title={<Space><span>第 {row.no} 题</span>{row.section && <Tag>{row.section}</Tag>}{row.warnings.length > 0 && <Tag color="warning">需核对</Tag>}</Space>}
      extra={<Checkbox checked={row.include} onChange={(e) => onChange({ include: e.target.checked })}>导入此题</Checkbox>}>
      <Row gutter={16}>
        <Col span={10}>
          <Text type="secondary" style={{ fontSize: 12 }}>原文</Text>
          <div style={{ background: 'rgba(0,0,0,0.03)', borderRadius: 6, padding: '8px 12px', maxHeight: 360, overflow: 'auto' }}>
            <RichText html={row.source} />
          </div>
        </Col>
        <Col span={14}>
          <Flex vertical gap={8}>
            <Space wrap>
              <Select aria-label={`第${row.no}题题型`} size="small" style={{ width: 100 }} value={row.type} options={TYPE_OPTIONS}
                onChange={(type: number) => onChange({ type, answer: answerForType(row, type) })} />
              <Space size={4}>
                <Text>分值</Text>
                <InputNumber aria-label={`第${row.no}题分值`} size="small" min={0.5} max={100} step={0.5} value={row.score || null}
                  onChange={(score) => onChange({ score: score ?? 0 })} />
              </Space>
            </Space>
            <RichText html={row.stem} />
            {(row.type === 1 || row.type === 2) && <RichOptions options={row.options} />}
            <Flex gap={8} align="baseline">
              <Text strong style={{ flex: 'none' }}>答案</Text>
              <AnswerEditor row={row} onChange={(answer) => onChange({ answer })} />
            </Flex>
            {row.explanation && (
              <Flex gap={8} align="baseline"><Text strong style={{ flex: 'none' }}>解析</Text><RichText html={row.explanation} /></Flex>
            )}
            {row.warnings.length > 0 && <Alert type="warning" showIcon title={row.warnings.join('；')} />}
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}

function ProblemList({ title, items, type }: { title: string; items: TImportProblem[]; type: 'error' | 'info' }) {
  if (items.length === 0) return null;
  return (
    <Card size="small" title={title} aria-label={title} styles={{ header: { color: type === 'error' ? '#cf1322' : undefined } }}>
      <Flex vertical gap={12}>
        {items.map((p, i) => (
          <Flex key={i} vertical gap={4}>
            <Space>
              {p.no !== null && <Tag color={type === 'error' ? 'error' : 'default'}>第 {p.no} 题</Tag>}
              <Text type={type === 'error' ? 'danger' : 'secondary'}>{p.message}</Text>
            </Space>
            {p.source && (
              <div style={{ background: 'rgba(0,0,0,0.03)', borderRadius: 6, padding: '6px 12px', maxHeight: 200, overflow: 'auto' }}>
                <RichText html={p.source} />
              </div>
            )}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

function SavedResult({ draft, count }: { draft: TPaperImportDraft; count?: number }) {
  const navigate = useNavigate();
  const bank = (sourceType: number) => navigate(paths.jobManager.jobEditTiku.getHref({ sourceType, period: draft.period, km: draft.km }));
  return (
    <Card>
      <Result status="success" title="保存成功"
        subTitle={count !== undefined ? `${count} 道题已加入我的题库，试卷已加入我的试卷` : '该试卷已保存到我的题库和我的试卷'}
        extra={[
          <Button key="papers" type="primary" onClick={() => bank(BankSource.MyPapers)}>查看我的试卷</Button>,
          <Button key="items" onClick={() => bank(BankSource.MyItems)}>查看我的题库</Button>,
        ]} />
    </Card>
  );
}

function Review({ draft }: { draft: TPaperImportDraft }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Row[]>(() => draft.questions.map((q) => ({ ...q, include: true })));
  const [name, setName] = useState(draft.name);
  const grades = gradesOfPeriod(draft.period as PeriodCode);
  const [gradeCode, setGradeCode] = useState<string | undefined>(grades.length === 1 ? grades[0]!.code : undefined);
  const [savedCount, setSavedCount] = useState<number>();
  const save = useSaveImport();
  const remove = useDeleteImport();
  const included = rows.filter((r) => r.include);
  const total = included.reduce((sum, r) => sum + (r.score || 0), 0);

  if (draft.status === 'saved') return <SavedResult draft={draft} count={savedCount} />;
  const patch = (no: number, index: number, change: Partial<Row>) =>
    setRows((all) => all.map((r, i) => (i === index && r.no === no ? { ...r, ...change } : r)));
  const submit = () => {
    if (!gradeCode) {
      message.warning('请选择年级');
      return;
    }
    save.mutate({
      draftGuid: draft.draftGuid, name, gradeCode,
      questions: included.map(({ no, section, type, stem, options, answer, explanation, score }) => ({ no, section, type, stem, options, answer, explanation, score })),
    }, { onSuccess: () => setSavedCount(included.length) });
  };
  const refusal = save.error instanceof ApiError ? save.error.message : save.error ? '保存失败，请稍后再试' : null;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Title level={4} style={{ margin: 0 }}>导入Word试卷：核对题目</Title>
            <Text type="secondary">文件：{draft.fileName}</Text>
          </Flex>
          <Alert type={draft.problems.length ? 'warning' : 'info'} showIcon
            title={`识别到 ${draft.questions.length} 道题${draft.problems.length ? `，${draft.problems.length} 处无法解析（见下方，未导入）` : ''}。请逐题核对题型、答案和分值后保存。`} />
          <Flex gap={16} wrap align="center">
            <Space><Text>试卷名称</Text><Input aria-label="试卷名称" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} style={{ width: 320 }} /></Space>
            <Space><Text>年级</Text>
              <Select aria-label="年级" placeholder="请选择年级" style={{ width: 120 }} value={gradeCode} onChange={setGradeCode}
                options={grades.map((g) => ({ value: g.code, label: g.name }))} />
            </Space>
            <Text>共 {included.length} 题，总分 {Math.round(total * 10) / 10} 分</Text>
          </Flex>
          {refusal && <Alert type="error" showIcon title="无法保存" description={refusal} />}
          <Flex gap={8}>
            <Button type="primary" loading={save.isPending} disabled={included.length === 0 || !name.trim()} onClick={submit}>保存到我的题库</Button>
            <Popconfirm title="删除这次导入？" description="解析出的题目和图片将被删除" okText="删除" cancelText="取消"
              onConfirm={() => remove.mutate(draft.draftGuid, { onSuccess: () => {
                message.success('已删除');
                navigate(paths.jobManager.jobEditTiku.getHref({ sourceType: BankSource.MyPapers, period: draft.period, km: draft.km }));
              } })}>
              <Button danger loading={remove.isPending}>删除导入记录</Button>
            </Popconfirm>
          </Flex>
        </Flex>
      </Card>
      <ProblemList title={`无法解析的部分（${draft.problems.length}）`} items={draft.problems} type="error" />
      <section aria-label="识别出的题目">
        <Flex vertical gap={12}>
          {rows.map((row, index) => <QuestionReview key={`${row.no}-${index}`} row={row} onChange={(change) => patch(row.no, index, change)} />)}
        </Flex>
      </section>
      {draft.skipped.length > 0 && (
        <Collapse size="small" items={[{
          key: 'skipped',
          label: `未作为题目导入的内容（${draft.skipped.length}）`,
          children: <ProblemList title="未导入的内容" items={draft.skipped} type="info" />,
        }]} />
      )}
    </Flex>
  );
}

/** How a paper should be written for the import to read it, shown before the first upload. */
function ImportStart() {
  const scope = useSelectedPeriodKm();
  if (!scope) return <Card><Empty description="请先在右上角选择学段、科目" /></Card>;
  return (
    <Card title="导入Word试卷">
      <Flex vertical gap={12}>
        <Text>上传 .docx 格式的试卷，系统识别出题目后，请逐题核对再保存到我的题库，并生成我的试卷中的一份试卷。</Text>
        <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.9 }}>
          <li>大题标题写作「一、选择题（每小题3分）」，题目以 1. 2. 3. … 编号；</li>
          <li>选项以 A. B. C. D. 开头，可以写在同一行或分行；</li>
          <li>答案写在题后（【答案】…【解析】…），或在文末「参考答案」下按题号列出（如 1～5 ACBDA）；</li>
          <li>Word 公式会转换为可编辑的公式，图片会一并导入；无法识别的部分会逐条列出，不会被悄悄丢弃。</li>
        </ul>
        <div><ImportWordButton scope={scope} type="primary" /></div>
      </Flex>
    </Card>
  );
}

/** /jobManager/paper-import: the upload entry, or with ?draftGuid= the review of a read paper. */
export function PaperImportPage() {
  const [params] = useSearchParams();
  const draftGuid = params.get('draftGuid');
  const draft = useImportDraft(draftGuid);
  if (!draftGuid) return <ImportStart />;
  if (draft.isLoading) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  if (!draft.data) return <Card><Empty description={draft.error instanceof ApiError ? draft.error.message : '导入记录不存在或已删除'} /></Card>;
  return <Review key={draft.data.draftGuid} draft={draft.data} />;
}
