import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AppProvider } from '@/app/provider';

/** Renders a component below the app's providers (zh-CN antd, react-query, api client), as the app shows it. */
export function renderWithApp(node: ReactNode) {
  return render(<AppProvider navigate={() => undefined}>{node}</AppProvider>);
}
