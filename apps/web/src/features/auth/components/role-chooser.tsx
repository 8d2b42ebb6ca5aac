import { useState } from 'react';
import { Button, Flex, Result, Typography, theme } from 'antd';
import { BankOutlined, CrownOutlined, ReadOutlined } from '@ant-design/icons';
import { RoleNames, type RoleValue, type TUserInfo } from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { useRoles } from '../api/get-roles';
import { useSetRole } from '../api/set-role';
import { readStoredRoles } from '../lib/stored-roles';

const ROLE_ICONS: Record<RoleValue, typeof ReadOutlined> = {
  Teacher: ReadOutlined,
  Salesman: BankOutlined,
  Collector: CrownOutlined,
};

interface RoleChooserProps {
  onChosen: (info: TUserInfo) => void;
}

/**
 * One large button per role. The list comes from the 411 answer kept in session storage, or from
 * POST /api/Common/GetRoles when the page is opened directly (switch role from the user menu).
 */
export function RoleChooser({ onChosen }: RoleChooserProps) {
  const { token } = theme.useToken();
  // Read once: choosing a role removes the stored list, which must not trigger a GetRoles call.
  const [stored] = useState(readStoredRoles);
  const rolesQuery = useRoles(stored === null);
  const setRole = useSetRole({ onSuccess: onChosen });
  const roles = stored?.roles ?? rolesQuery.data?.roles;

  if (!roles) {
    if (rolesQuery.isError) return <Result status="warning" title="无法获取角色列表，请重新登录" />;
    return <CenteredSpin />;
  }

  return (
    <Flex vertical align="center" gap={token.marginLG}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        请选择登录角色
      </Typography.Title>
      <Flex wrap justify="center" gap={token.marginLG}>
        {roles.map(({ role, roleName }) => {
          const Icon = ROLE_ICONS[role];
          return (
            <Button
              key={role}
              size="large"
              disabled={setRole.isPending && setRole.variables !== role}
              loading={setRole.isPending && setRole.variables === role}
              onClick={() => setRole.mutate(role)}
              style={{ width: 180, height: 140, flexDirection: 'column', fontSize: token.fontSizeLG }}
              icon={<Icon style={{ fontSize: token.fontSizeHeading1, color: token.colorPrimary }} />}
            >
              {roleName || RoleNames[role]}
            </Button>
          );
        })}
      </Flex>
    </Flex>
  );
}
