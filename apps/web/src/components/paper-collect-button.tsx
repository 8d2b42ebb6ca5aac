import { useState } from 'react';
import { App, Button, theme, type ButtonProps } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { PaperMessages } from '@zuoyeben/shared';
import { useCollectPaper, useUncollectPaper } from '@/lib/paper-collect-api';
import { useCollectReminder } from './collect-reminder';

interface PaperCollectButtonProps {
  paperGuid: string;
  /** The list row's isCollection. */
  isCollection: boolean;
  /** 收藏 / 已收藏 on cards; a detail page may say 收藏试卷. */
  labels?: { collect: string; collected: string };
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  onChange?(isCollection: boolean): void;
}

/**
 * 收藏 / 已收藏 of a paper (spec 02 §4, §8): collecting first shows the one-time reminder, then 收藏试卷成功！;
 * clicking 已收藏 uncollects with 取消收藏试卷成功！. The label flips at once; every paper list is refetched.
 * A failure is told by the API client and the button simply stops loading.
 */
export function PaperCollectButton({ paperGuid, isCollection, labels = { collect: '收藏', collected: '已收藏' }, size = 'small', type = 'text',
  onChange }: PaperCollectButtonProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const remind = useCollectReminder();
  const collect = useCollectPaper();
  const uncollect = useUncollectPaper();
  // The row's flag wins whenever it changes; until then the answer of the last click.
  const [state, setState] = useState({ from: isCollection, value: isCollection });
  if (state.from !== isCollection) setState({ from: isCollection, value: isCollection });
  const isCollected = state.value;

  const settle = (value: boolean, text: string) => () => {
    setState((s) => ({ ...s, value }));
    message.success(text);
    onChange?.(value);
  };
  const onClick = () => {
    if (isCollected) uncollect.mutate({ paperGuid }, { onSuccess: settle(false, PaperMessages.uncollected) });
    else remind(() => collect.mutate({ paperGuid }, { onSuccess: settle(true, PaperMessages.collected) }));
  };

  return (
    <Button
      type={type}
      size={size}
      icon={isCollected ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
      loading={collect.isPending || uncollect.isPending}
      aria-pressed={isCollected}
      onClick={onClick}
    >
      {isCollected ? labels.collected : labels.collect}
    </Button>
  );
}
