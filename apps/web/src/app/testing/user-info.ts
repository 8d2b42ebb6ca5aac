import type { TUserInfo } from '@zuoyeben/shared';

type Overrides = Partial<Omit<TUserInfo, 'permission' | 'user'>> & {
  permission?: Partial<TUserInfo['permission']>;
  user?: Partial<TUserInfo['user']>;
};

/** A signed-in teacher of one school with every create permission and a usable service. */
export function buildUserInfo(overrides: Overrides = {}): TUserInfo {
  const school = { ru: 'RU10001', schoolGuid: 'g-1', schoolName: '第一实验中学', schoolYear: 2025 };
  const { permission, user, ...rest } = overrides;
  return {
    user: { userPhone: '13800000002', userName: '李强', userRole: 'Teacher', ...user },
    school,
    schools: [school],
    roles: ['Teacher'],
    permission: {
      paperPower: true,
      onlineWork: true,
      reviewPower: true,
      questionPower: true,
      boutiquePower: false,
      zwjyjPower: false,
      sjymxcyPower: false,
      teachInfoPower: true,
      createOffline: true,
      createOnline: true,
      isSKJS: false,
      isdisable: false,
      serverstatus: 0,
      ...permission,
    },
    services: [],
    periods: [
      { period: 'C', periodName: '初中', subjects: ['语文', '数学'] },
      { period: 'G', periodName: '高中', subjects: ['语文'] },
    ],
    selected: null,
    ...rest,
  };
}
