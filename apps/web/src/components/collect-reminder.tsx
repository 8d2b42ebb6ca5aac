import { App, Checkbox, Flex, Typography } from 'antd';

/**
 * Browser-storage key of 不再提醒 for the collect reminder. Kept across logouts on purpose: it is a preference of
 * this browser, not session data (spec 03 §4 lists what logout clears).
 */
export const COLLECT_REMINDER_KEY = 'zyb.collectReminder';
/** The stored flag meaning "do not remind again" (spec 02 §9). */
const DO_NOT_REMIND = '1';

export const CollectReminderTexts = {
  title: '温馨提示',
  content: '收藏后可在「题库 → 我的收藏」中查看收藏的试题和试卷。',
  doNotRemind: '不再提醒',
  ok: '确定收藏',
} as const;

/**
 * Wraps a collect action in the reminder dialog of spec 02 §4: confirming collects; ticking 不再提醒 first stores
 * the flag so later collects run at once. Uncollecting never asks.
 */
export function useCollectReminder() {
  const { modal } = App.useApp();
  return (collect: () => void) => {
    if (localStorage.getItem(COLLECT_REMINDER_KEY) === DO_NOT_REMIND) {
      collect();
      return;
    }
    let doNotRemind = false;
    modal.confirm({
      title: CollectReminderTexts.title,
      content: (
        <Flex vertical gap={12}>
          <Typography.Text>{CollectReminderTexts.content}</Typography.Text>
          <Checkbox onChange={(e) => { doNotRemind = e.target.checked; }}>{CollectReminderTexts.doNotRemind}</Checkbox>
        </Flex>
      ),
      okText: CollectReminderTexts.ok,
      cancelText: '取消',
      onOk: () => {
        if (doNotRemind) localStorage.setItem(COLLECT_REMINDER_KEY, DO_NOT_REMIND);
        collect();
      },
    });
  };
}
