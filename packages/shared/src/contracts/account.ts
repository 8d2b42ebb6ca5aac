import { z } from 'zod';
import { ROLES } from '../enums/roles.js';
import { PERIOD_CODES } from '../enums/periods.js';
import { ZPermissionSchema } from '../enums/permission-schema.js';
import { AccountLimits } from '../enums/limits.js';

/** POST /api/Common/Login1 and the phone login: the user code is the phone number. */
export const ZLoginRequestSchema = z.object({
  userCode: z.string().trim().min(1).max(AccountLimits.phone + 9),
  password: z.string().min(1).max(AccountLimits.password.max),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZRoleOptionSchema = z.object({ role: z.enum(ROLES), roleName: z.string() });
/** Data of body status 411 and of POST /api/Common/GetRoles. */
export const ZRoleListSchema = z.object({ roles: z.array(ZRoleOptionSchema) });
export type TRoleList = z.infer<typeof ZRoleListSchema>;

/** POST /api/Common/SetRole */
export const ZSetRoleRequestSchema = z.object({ role: z.enum(ROLES) });

/** POST /api/Teacher/SelectRu: switch to another school of the user. */
export const ZSelectRuRequestSchema = z.object({ ru: z.string().trim().min(1).max(32) });

/** POST /api/TeachInfo/CacheSelectPeriodKm: remember the top-right period and subject. */
export const ZCacheSelectPeriodKmRequestSchema = z.object({
  ruCode: z.string().optional(),
  studyName: z.enum(PERIOD_CODES),
  subject: z.string().trim().min(1).max(20),
});

export const ZSchoolSchema = z.object({
  ru: z.string(),
  schoolGuid: z.string(),
  schoolName: z.string(),
  schoolYear: z.number().int(),
});
export type TSchool = z.infer<typeof ZSchoolSchema>;

export const ZServiceStateSchema = z.object({ serviceType: z.number().int(), status: z.number().int() });

export const ZPeriodSubjectsSchema = z.object({
  period: z.enum(PERIOD_CODES),
  periodName: z.string(),
  subjects: z.array(z.string()),
});
export type TPeriodSubjects = z.infer<typeof ZPeriodSubjectsSchema>;

/** GET /api/User/UserInfo, also the data of a successful login or role choice. */
export const ZUserInfoSchema = z.object({
  user: z.object({ userPhone: z.string(), userName: z.string(), userRole: z.enum(ROLES) }),
  school: ZSchoolSchema,
  schools: z.array(ZSchoolSchema),
  roles: z.array(z.enum(ROLES)),
  permission: ZPermissionSchema,
  services: z.array(ZServiceStateSchema),
  periods: z.array(ZPeriodSubjectsSchema),
  /** The period and subject last chosen in the top-right selector, if any. */
  selected: z.object({ period: z.enum(PERIOD_CODES), km: z.string() }).nullable(),
});
export type TUserInfo = z.infer<typeof ZUserInfoSchema>;
