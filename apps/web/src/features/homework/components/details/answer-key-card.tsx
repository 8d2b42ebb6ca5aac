import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Space } from 'antd';
import { DEFAULT_MULT_SETTING, checkWorkQuestions, type MultSetting, type TWorkDetail } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useRescore } from '../../api/rescore';
import { useSaveWorkMultSetting } from '../../api/save-work-mult-setting';
import { useUpdateWorkQuestion } from '../../api/update-work-question';
import { multSettingInputsOf } from '../../lib/draft-convert';
import type { DraftQuestion } from '../../lib/question-rows';
import { MultSettingSection } from '../basic/mult-setting-section';
import { AnswerKeyTable } from './answer-key-table';

const rowsOf = (work: TWorkDetail): DraftQuestion[] => work.questions.map((q) => ({ ...q, multSetting: q.multSetting }));

/**
 * 答案 of the detail page. The creator or an administrator switches to 编辑答案; 确定 saves through UpdateWorkQuestion
 * and 取消 restores. Edits never rescore by themselves: when submissions would change, the count is shown with
 * 重新计分 (spec 03 §4, issue item 6).
 */
export function AnswerKeyCard({ work }: { work: TWorkDetail }) {
  const { school } = useCurrentUser();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  // Only edit mode keeps its own rows; otherwise the table shows what is stored (refetched after each save).
  const [draftRows, setRows] = useState<DraftQuestion[]>([]);
  const rows = editing ? draftRows : rowsOf(work);
  const [pending, setPending] = useState(0);
  const update = useUpdateWorkQuestion();
  const saveRule = useSaveWorkMultSetting();
  const rescore = useRescore();
  const guid = work.workInfoGuid!;

  const afterChange = (pendingRescore: number) => {
    setPending(pendingRescore);
    void message.success(work.existSubmit && pendingRescore === 0 ? '保存成功，已提交的得分不受影响' : '保存成功');
  };
  const startEdit = () => {
    setRows(rowsOf(work));
    setEditing(true);
  };
  const cancel = () => setEditing(false);
  const confirm = async () => {
    const problem = checkWorkQuestions(rows);
    if (problem) return void message.warning(problem);
    const list = rows.map(({ th, type, option, score, answer }) => ({ th, type, option, score, answer }));
    const result = await update.mutateAsync({ workInfoGuid: guid, ruCode: school.ru, list }).catch(() => null);
    if (!result) return;
    setEditing(false);
    afterChange(result.pendingRescore);
  };
  const saveMult = async (th: number, setting: MultSetting) => {
    const inputs = multSettingInputsOf([{ ...rows.find((r) => r.th === th)!, multSetting: setting }]);
    const result = await saveRule.mutateAsync({ workInfoGuid: guid, ruCode: school.ru, multSettingInputs: inputs });
    afterChange(result.pendingRescore);
  };
  const runRescore = async () => {
    const result = await rescore.mutateAsync({ workInfoGuid: guid, ruCode: school.ru }).catch(() => null);
    if (!result) return;
    setPending(0);
    void message.success(`重新计分完成，共 ${result.changed} 份提交的得分发生了变化`);
  };

  const actions = !work.isCreate ? null : editing ? (
    <Space>
      <Button onClick={cancel}>取消</Button>
      <Button type="primary" loading={update.isPending} onClick={() => void confirm()}>
        确定
      </Button>
    </Space>
  ) : (
    <Button onClick={startEdit}>编辑答案</Button>
  );

  return (
    <Card size="small" title="答案" extra={actions}>
      <Flex vertical gap="middle">
        {pending > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`答案或计分规则已修改，重新计分后将有 ${pending} 份提交的得分发生变化。`}
            action={
              <Button size="small" type="primary" loading={rescore.isPending} onClick={() => void runRescore()}>
                重新计分
              </Button>
            }
          />
        )}
        <AnswerKeyTable rows={rows} editing={editing} onChange={(i, next) => setRows((prev) => prev.map((r, j) => (j === i ? next : r)))} />
        {work.isCreate && (
          <MultSettingSection
            questions={rows.map((r) => ({ ...r, score: r.score ?? 0 }))}
            fallback={DEFAULT_MULT_SETTING}
            onSave={saveMult}
            disabled={editing}
          />
        )}
      </Flex>
    </Card>
  );
}
