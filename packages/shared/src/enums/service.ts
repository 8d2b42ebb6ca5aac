/** Service types of a school (spec 02 §6): 1 online homework, 2 paper homework, 3 digital-intelligence, 4 machine-read. */
export const ServiceType = { OnlineHomework: 1, PaperHomework: 2, DigitalIntelligence: 3, MachineRead: 4 } as const;
export const SERVICE_TYPES = [1, 2, 3, 4] as const;
export type ServiceTypeValue = (typeof SERVICE_TYPES)[number];

/** Service status values: 0 usable; 1 not opened; 2 expired. */
export const ServiceStatus = { Usable: 0, NotOpened: 1, Expired: 2 } as const;
export type ServiceStatusValue = 0 | 1 | 2;

export const ServiceTypeNames: Record<ServiceTypeValue, string> = {
  1: '在线作业',
  2: '纸笔作业',
  3: '数智作业',
  4: '机阅作业',
};

/** Banner of spec 03 §6, shown while the school's service is not usable. */
export const SERVICE_EXPIRED_BANNER = '该校数智作业服务已过期，如需开通该功能请咨询本校服务人员';
/** Tip shown when a guarded click is blocked by the permission object. */
export const SERVICE_BLOCKED_TIP = '该功能暂不可用：本校服务未开通或已过期，请咨询本校服务人员。';

/** Advice of spec 03 §6 when the school's service has not been opened (status 1). */
export const SERVICE_NOT_OPENED_ADVICE = '该校数智作业服务未开通，如需开通该功能请咨询本校服务人员';

/**
 * What the server answers (403) to a guarded action while the school's online-homework service is not usable: the
 * spec's banner for an expired service, its 'not opened' counterpart otherwise.
 */
export function serviceAdvice(status: number): string {
  return status === ServiceStatus.NotOpened ? SERVICE_NOT_OPENED_ADVICE : SERVICE_EXPIRED_BANNER;
}

/** A membership with isdisable set: no login, no action (spec 03 §4/§6; the spec quotes no text, this is ours). */
export const MEMBER_DISABLED_ADVICE = '您的账号已被停用，如需使用请联系本校管理员';

/** Refusals of actions whose permission flag the membership lacks (spec 01 §6, spec 02 §6). */
export const PowerAdvice = {
  questionPower: '您没有使用题库的权限，请联系本校管理员开通',
  reviewPower: '您没有选择批阅方式的权限，请联系本校管理员开通',
  teachInfoPower: '您没有自行加入班级的权限，请等待本校管理员审批',
} as const;
