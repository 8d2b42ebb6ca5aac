import { useCallback } from 'react';
import { App } from 'antd';
import { SERVICE_BLOCKED_TIP, canUseGuardedAction } from '@zuoyeben/shared';
import { useCurrentUser } from './use-current-user';

export const GUARDED_TIP_TITLE = '温馨提示';

/**
 * Click-blocking of spec 03 §4/§6: while the membership is disabled or the school's service is not
 * usable, a guarded handler does not run and a tip dialog explains why.
 */
export function useGuardedClick() {
  const { permission } = useCurrentUser();
  const { modal } = App.useApp();
  const isAllowed = canUseGuardedAction(permission);

  const guard = useCallback(
    <A extends unknown[]>(handler?: (...args: A) => void) =>
      (...args: A) => {
        if (!isAllowed) {
          modal.info({ title: GUARDED_TIP_TITLE, content: SERVICE_BLOCKED_TIP, okText: '知道了' });
          return;
        }
        handler?.(...args);
      },
    [isAllowed, modal],
  );

  return { isAllowed, guard };
}
