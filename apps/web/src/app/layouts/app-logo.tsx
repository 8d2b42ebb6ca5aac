import { BookOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { HOME_PATH } from '@/config/paths';

/** The product name in the header, linking to the homework list. */
export function AppLogo() {
  return (
    <Link to={HOME_PATH} aria-label="作业本首页" style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'var(--zy-primary)', whiteSpace: 'nowrap', lineHeight: 1.4 }}>
      <BookOutlined style={{ fontSize: 24 }} />
      <strong style={{ fontSize: 20, fontWeight: 600 }}>作业本</strong>
    </Link>
  );
}
