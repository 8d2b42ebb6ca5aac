import { Flex, Typography, theme } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { HOME_PATH } from '@/config/paths';

/** The product name in the header, linking to the homework list. */
export function AppLogo() {
  const { token } = theme.useToken();
  return (
    <Link to={HOME_PATH} aria-label="作业本首页">
      <Flex align="center" gap="small" style={{ color: token.colorPrimary, whiteSpace: 'nowrap' }}>
        <BookOutlined style={{ fontSize: token.fontSizeHeading3 }} />
        <Typography.Text strong style={{ fontSize: token.fontSizeHeading4, color: token.colorPrimary }}>
          作业本
        </Typography.Text>
      </Flex>
    </Link>
  );
}
