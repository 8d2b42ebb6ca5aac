import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Result, Select, Typography, theme } from 'antd';
import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { CenteredSpin } from '@/components/centered-spin';
import { useDownloadMachineReadTemplate } from '../api/download-machine-read-template';
import { useMachineReadSheet } from '../api/get-machine-read-sheet';
import { useSaveMachineRead } from '../api/save-machine-read';
import { AnswerGrid, cellProblem, type GridValues } from './answer-grid';
import { ImportAnswersButton } from './import-answers-button';

/** /jobManager/machine-read?workGuid=: type in or import the objective answers of a machine-read homework, class by class. */
export function MachineReadPage() {
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const [params] = useSearchParams();
  const workGuid = params.get('workGuid') ?? '';
  const [classGuid, setClassGuid] = useState<string | undefined>(undefined);
  const sheet = useMachineReadSheet(workGuid, classGuid);
  const save = useSaveMachineRead(workGuid);
  const download = useDownloadMachineReadTemplate();
  const [edits, setEdits] = useState<GridValues>({});

  const data = sheet.data;
  const values = useMemo(() => {
    const merged: GridValues = {};
    for (const s of data?.students ?? []) merged[s.stuGuid] = { ...s.answers, ...edits[s.stuGuid] };
    return merged;
  }, [data, edits]);
  const invalid = (data?.questions ?? []).reduce(
    (n, q) => n + Object.values(values).filter((row) => cellProblem(q, row[String(q.th)] ?? '') !== null).length,
    0,
  );
  const dirty = Object.keys(edits).length;

  if (!workGuid) return <Result status="warning" title="缺少作业参数，请从作业列表进入" />;
  if (sheet.isPending) return <CenteredSpin />;
  if (!data) return <Result status="warning" title={sheet.error?.message || '加载失败'} />;

  const change = (stuGuid: string, th: number, value: string) =>
    setEdits((e) => ({ ...e, [stuGuid]: { ...e[stuGuid], [String(th)]: value } }));
  const switchClass = (next: string) => {
    const go = () => {
      setEdits({});
      setClassGuid(next);
    };
    if (dirty === 0) return go();
    modal.confirm({ title: `有${dirty}名学生的答案未保存，切换班级将放弃这些修改，是否继续？`, onOk: go });
  };
  const saveAll = () =>
    save.mutate(
      { workGuid, entries: Object.keys(edits).map((stuGuid) => ({ stuGuid, answers: values[stuGuid] ?? {} })) },
      {
        onSuccess: () => {
          setEdits({});
          void message.success('保存成功');
        },
      },
    );

  return (
    <Flex vertical gap={token.marginMD}>
      <Typography.Title level={4} style={{ margin: 0 }}>录入答案：{data.name}</Typography.Title>
      <Alert type="info" showIcon title="每格填写学生所选字母（多选题填多个，如 ACD），方向键切换单元格，回车到下一行；保存后按作业的评分规则判分。" />
      <Card>
        <Flex vertical gap={token.marginSM}>
          <Flex wrap gap={token.marginSM} align="center">
            <Select
              aria-label="班级"
              style={{ width: 160 }}
              value={data.classGuid}
              onChange={switchClass}
              options={data.classes.map((c) => ({ value: c.classGuid, label: c.className }))}
            />
            <Button type="primary" icon={<SaveOutlined />} disabled={dirty === 0 || invalid > 0} loading={save.isPending} onClick={saveAll}>
              保存{dirty > 0 ? `（${dirty}名学生）` : ''}
            </Button>
            <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate({ workGuid, classGuid: data.classGuid })}>
              下载模板
            </Button>
            <ImportAnswersButton workGuid={workGuid} />
            {invalid > 0 && <Typography.Text type="danger">有{invalid}处答案不符合题目要求，请修改后保存</Typography.Text>}
          </Flex>
          {data.questions.length === 0 ? (
            <Result status="info" title="本作业没有选择题，无需录入" />
          ) : (
            <AnswerGrid questions={data.questions} students={data.students} values={values} onChange={change} />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
