import { Flex, theme } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, RoleChooser, safeReturnPath } from '@/features/auth';
import { paths } from '@/config/paths';

/** /change-role: choose among the roles of the school, then continue where the user was going. */
export function ChangeRoleRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={token.marginLG}
      style={{ minHeight: '100vh', background: token.colorBgLayout, padding: token.paddingLG }}
    >
      <RoleChooser onChosen={() => navigate(safeReturnPath(params.get(RETURN_TO_PARAM)), { replace: true })} />
      <Link to={paths.login.path}>返回登录</Link>
    </Flex>
  );
}
