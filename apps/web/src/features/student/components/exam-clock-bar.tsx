import { Alert, Flex, Typography, theme } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { ExamClockState } from '../lib/exam-clock';
import { formatRemaining } from '../lib/exam-clock';
import type { ProgressSave } from '../hooks/use-exam-session';

const SAVE_TEXT: Record<ProgressSave, string> = { idle: '', saving: '正在保存…', saved: '已保存', offline: '网络不通，答案已存在本机，恢复后自动保存' };

/** The exam's clock on the phone: time left to the end, then the extra delay for photos, and whether answers are saved. */
export function ExamClockBar({ clock, delay, extension, save, savedAt }: { clock: ExamClockState; delay: number; extension: number; save: ProgressSave; savedAt: string | null }) {
  const { token } = theme.useToken();
  const urgent = clock.phase !== 'exam' || clock.remainingMs < 5 * 60_000;
  return (
    // Below the shell's 52 px sticky header, so the clock stays in sight while the student scrolls.
    <Flex vertical gap={token.marginXXS} style={{ position: 'sticky', top: 52, zIndex: 2, background: token.colorBgLayout, paddingBlock: token.paddingXS }}>
      <Alert
        type={clock.phase === 'over' ? 'error' : urgent ? 'warning' : 'info'}
        icon={<ClockCircleOutlined />}
        showIcon
        title={
          clock.phase === 'over' ? '考试已结束' : (
            <Flex justify="space-between" align="center" wrap>
              <span>{clock.phase === 'exam' ? '距离考试结束' : `延时上传（${delay + extension}分钟）剩余`}</span>
              <Typography.Text strong role="timer" aria-label="剩余时间" style={{ fontSize: token.fontSizeHeading4, fontVariantNumeric: 'tabular-nums' }}>
                {formatRemaining(clock.remainingMs)}
              </Typography.Text>
            </Flex>
          )
        }
        description={
          <Typography.Text type={save === 'offline' ? 'danger' : 'secondary'} style={{ fontSize: token.fontSizeSM }}>
            {extension > 0 ? `老师已延长${extension}分钟。` : ''}
            {clock.phase === 'exam' && delay + extension > 0 ? `考试结束后还有${delay + extension}分钟上传照片。` : ''}
            时间到会自动交卷。{SAVE_TEXT[save]}
            {save === 'saved' && savedAt ? ` ${dayjs(savedAt).format('HH:mm:ss')}` : ''}
          </Typography.Text>
        }
      />
    </Flex>
  );
}
