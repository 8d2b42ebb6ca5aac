import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';

interface StatusNoticeProps {
  status: 'warning' | 'error';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

/**
 * antd's Result as the sign-in guard and the route error show it (icon, title, detail, actions), drawn from parts
 * every page loads anyway: Result itself brings its 403/404/500 illustrations, which the entry and the homework list
 * then carried on every cold load for screens that are rarely seen (issue 9 item 23). Kept free of lazy loading: the
 * route error is what a teacher sees when a page's code fails to load.
 */
export function StatusNotice({ status, title, subTitle, extra }: StatusNoticeProps) {
  const { token } = theme.useToken();
  const Icon = status === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <Flex vertical align="center" gap={token.marginMD} style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingLG}px`, textAlign: 'center' }}>
      <Icon style={{ fontSize: 72, color: status === 'error' ? token.colorError : token.colorWarning }} />
      <h3 style={{ margin: 0, fontWeight: 'normal', fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorText }}>{title}</h3>
      {subTitle ? <span style={{ color: token.colorTextDescription }}>{subTitle}</span> : null}
      {extra}
    </Flex>
  );
}
