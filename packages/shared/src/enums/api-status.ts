/** Body statuses of spec 03 §8.1: the `status` field of every `{status, message, data}` envelope. */
export const ApiStatus = {
  /** Operation not found: the homework or exam does not exist (client warns and returns to the list). */
  NotFoundWork: 100,
  Ok: 200,
  /** Accepted as a background task: client shows 操作成功，请在任务队列中查看！ */
  TaskQueued: 201,
  /** The answer is a file to download (fileKey, fileName). */
  Download: 202,
  BadRequest: 400,
  /** No valid session: the client clears its state and goes to login. */
  Unauthorized: 401,
  Conflict: 402,
  Forbidden: 403,
  NotFound: 404,
  Duplicate: 409,
  /** Still running; returned silently to the caller (PDF polling). */
  Pending: 410,
  /** Several roles: the client stores the list and goes to /change-role. */
  ChooseRole: 411,
  PreconditionFailed: 412,
  TooManyRequests: 429,
  ServerError: 500,
} as const;
export type ApiStatusValue = (typeof ApiStatus)[keyof typeof ApiStatus];

/** Client-side texts of spec 03 §8.1, shown verbatim. */
export const ApiMessages = {
  sessionExpired: '登入失效，请重新登入',
  workNotFound: '作业或考试不存在！',
  taskQueued: '操作成功，请在任务队列中查看！',
  serverError: '服务器出错！',
  requestFailed: '请求出错，请稍后重试',
} as const;
