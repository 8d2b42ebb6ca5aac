/** Limits of the account area, used by schemas, services and antd maxLength alike. */
export const AccountLimits = {
  /** Default input max length of spec 03 §5. */
  defaultMaxLength: 50,
  className: 20,
  studentName: 20,
  /** A staff member's own name (个人信息). */
  personName: 20,
  buddies: 20,
  phone: 11,
  password: { min: 6, max: 64 },
  /** Login attempts per IP per minute. */
  loginPerMinute: 10,
  /** Rows one student workbook may hold. */
  importMaxRows: 2000,
  /** Bytes one uploaded workbook may have. */
  importMaxBytes: 5 * 1024 * 1024,
} as const;

/** Paging of spec 03 §9. */
export const Paging = {
  defaultPageSize: 10,
  pageSizes: [10, 20, 30, 40, 50] as const,
  maxPageSize: 200,
} as const;
