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
