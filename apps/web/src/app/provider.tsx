import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TUserInfo } from '@zuoyeben/shared';
import { configureApiClient } from '@/lib/api-client';
import { clearStoredSession } from '@/config/storage-keys';
import { openTaskCentre, taskKeys } from '@/features/task-centre';
import { userInfoQueryKey, userInfoQueryOptions } from '@/features/auth';
import { createQueryClient } from './query-client';

dayjs.locale('zh-cn');

export interface AppProviderProps {
  children: ReactNode;
  /** Router navigation for the api client (401 → login, 411 → role choice, 100 → list). */
  navigate: (to: string) => void;
  queryClient?: () => ReturnType<typeof createQueryClient>;
  /**
   * Asks for the signed-in user at once, while the router still loads the page's code (a signed-in page needs the
   * user before it can render anything): the two waits overlap instead of following each other (issue 9 item 23).
   */
  prefetchUser?: boolean;
  /** Called once the prefetched user is known: the opened page may ask for its data before its code has arrived. */
  onUserPrefetched?: (client: QueryClient, info: TUserInfo) => void;
}

/** zh-CN antd with its App context (message, modal), react-query, and the api client wired to both. */
export function AppProvider({ children, navigate, queryClient = createQueryClient, prefetchUser = false, onUserPrefetched }: AppProviderProps) {
  const [client] = useState(queryClient);
  return (
    // Chinese UIs read 登录 rather than antd's spaced 登 录 for two-character buttons.
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={client}>
          <ApiClientBridge navigate={navigate} prefetchUser={prefetchUser} onUserPrefetched={onUserPrefetched}>
            {children}
          </ApiClientBridge>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

interface ApiClientBridgeProps {
  children: ReactNode;
  navigate: (to: string) => void;
  prefetchUser: boolean;
  onUserPrefetched: AppProviderProps['onUserPrefetched'];
}

function ApiClientBridge({ children, navigate, prefetchUser, onUserPrefetched }: ApiClientBridgeProps) {
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  // Configured during the first render, before any child mounts and sends a request.
  useState(() =>
    configureApiClient({
      notify: {
        success: (text) => void message.success(text),
        warning: (text) => void message.warning(text),
        error: (text) => void message.error(text),
      },
      navigate,
      clearSession: () => {
        queryClient.clear();
        clearStoredSession();
      },
      // A call answered 201 started a task: the task centre opens, shows it at once and polls until it ends.
      onTaskQueued: () => {
        void queryClient.invalidateQueries({ queryKey: taskKeys.all });
        openTaskCentre();
      },
    }),
  );
  // After the client is configured, so a 401 answer sends the visitor to /login as RequireAuth's own request would.
  useState(
    () =>
      prefetchUser &&
      void queryClient.prefetchQuery(userInfoQueryOptions()).then(() => {
        const info = queryClient.getQueryData<TUserInfo>(userInfoQueryKey);
        if (info) onUserPrefetched?.(queryClient, info);
      }),
  );
  return <>{children}</>;
}
