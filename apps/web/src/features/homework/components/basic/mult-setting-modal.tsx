import { ScoreInput } from '@/components/score-input';
import { useEffect, useState } from 'react';
import { Button, Flex, Modal, Radio, Space, Typography } from 'antd';
import { DEFAULT_MULT_SETTING, HomeworkLimits, SomeRight, answerLetters, validateMultSetting, type MultSetting } from '@zuoyeben/shared';

/** A cleared input is kept as NaN (so the rule reports it missing) but shown empty. */
const shown = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? v : null);

export interface MultQuestion {
  th: number;
  score: number;
  answer: string;
  multSetting: MultSetting | null;
}

interface MultSettingModalProps {
  question: MultQuestion | null;
  /** The rule a question without its own starts from (the teacher's preference or the default). */
  fallback: MultSetting;
  onSave: (th: number, setting: MultSetting) => void | Promise<unknown>;
  onClose: () => void;
}

/**
 * 高级设置 of one multiple-choice question: what a wrong option earns (不得分 / 得分) and what a partly right answer
 * earns (统一得分 with one score, 按选项得分 with one score per answer letter, 得一半分), checked by the shared rule the
 * server scores with (输入和不能超过总分！ and the rest).
 */
export function MultSettingModal({ question, fallback, onSave, onClose }: MultSettingModalProps) {
  const [setting, setSetting] = useState<MultSetting>(DEFAULT_MULT_SETTING);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (question) setSetting(question.multSetting ?? fallback);
    setError(null);
  }, [question, fallback]);
  if (!question) return null;

  const letters = [...answerLetters(question.answer)].sort();
  const change = (next: Partial<MultSetting>) => setSetting((prev) => ({ ...prev, ...next, isDefault: false }));
  const save = async (raw: MultSetting) => {
    // Only the answer's letters carry per-option scores; others left from an earlier answer are dropped.
    const value = { ...raw, someScoceSetting: Object.fromEntries(letters.map((l) => [l, raw.someScoceSetting[l] ?? Number.NaN])) };
    if (raw.someRight !== SomeRight.PerOption) value.someScoceSetting = {};
    const problem = value.isDefault ? null : validateMultSetting(question, value);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await onSave(question.th, value);
      onClose();
    } catch {
      // The api client showed the refusal; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`多选题高级设置 · 第${question.th}题`}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => void save(DEFAULT_MULT_SETTING)}>恢复默认</Button>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void save(setting)}>
            确定
          </Button>
        </Space>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">
          本题 {question.score} 分，正确答案 {letters.join('') || '未设置'}；全部选对得满分。
        </Typography.Text>
        <Flex vertical gap={4}>
          <Typography.Text strong>有错选时</Typography.Text>
          <Radio.Group value={setting.someWrong} onChange={(e) => change({ someWrong: e.target.value as 1 | 2 })}>
            <Radio value={1}>不得分</Radio>
            <Radio value={2}>得分（按选对的部分计分）</Radio>
          </Radio.Group>
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text strong>少选时</Typography.Text>
          <Radio.Group value={setting.someRight} onChange={(e) => change({ someRight: e.target.value as 1 | 2 | 3 })}>
            <Radio value={SomeRight.Uniform}>统一得分</Radio>
            <Radio value={SomeRight.PerOption}>按选项得分</Radio>
            <Radio value={SomeRight.Half}>得一半分</Radio>
          </Radio.Group>
        </Flex>
        {setting.someRight === SomeRight.Uniform && (
          <Space>
            <Typography.Text>得分</Typography.Text>
            <ScoreInput
              aria-label="统一得分"
              min={0}
              value={shown(setting.unifyScore)}
              onChange={(v) => change({ unifyScore: v ?? Number.NaN })}
            />
          </Space>
        )}
        {setting.someRight === SomeRight.PerOption && (
          <Space wrap>
            {letters.map((l) => (
              <Space key={l} size={4}>
                <Typography.Text>{l}</Typography.Text>
                <ScoreInput
                  aria-label={`选项${l}得分`}
                  min={0}
                  value={shown(setting.someScoceSetting[l])}
                  onChange={(v) => change({ someScoceSetting: { ...setting.someScoceSetting, [l]: v ?? Number.NaN } })}
                  style={{ width: 80 }}
                />
              </Space>
            ))}
          </Space>
        )}
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
