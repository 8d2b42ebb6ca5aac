/** A JSON call as the web app makes it: the envelope, the HTTP status, the instance nginx chose, and any new cookie. */
export interface Call {
  http: number;
  body: { status: number; message: string; data: any };
  upstream: string;
  cookie: string | null;
}

export async function callJson(baseUrl: string, method: 'GET' | 'POST', path: string, payload?: unknown, cookie?: string): Promise<Call> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
    signal: AbortSignal.timeout(30_000),
  });
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => !c.endsWith('='));
  return { http: res.status, body: (await res.json()) as Call['body'], upstream: res.headers.get('x-soak-upstream') ?? '', cookie: setCookie ?? null };
}

/** A staff session (choosing `role` when the account has several). */
export async function loginStaff(baseUrl: string, phone: string, password: string, role?: string): Promise<string> {
  const login = await callJson(baseUrl, 'POST', '/api/Common/Login1', { userCode: phone, password });
  if (!login.cookie) throw new Error(`login of ${phone} failed: ${JSON.stringify(login.body)}`);
  if (login.body.status === 411 || role) {
    const chosen = role ?? login.body.data.roles[0].role;
    const set = await callJson(baseUrl, 'POST', '/api/Common/SetRole', { role: chosen }, login.cookie);
    if (set.body.status !== 200) throw new Error(`SetRole failed: ${JSON.stringify(set.body)}`);
  }
  return login.cookie;
}

export async function loginStudentHttp(baseUrl: string, account: string, password: string, ruCode: string): Promise<string> {
  const login = await callJson(baseUrl, 'POST', '/api/Student/Login', { account, password, ruCode });
  if (!login.cookie || login.body.status !== 200) throw new Error(`student login of ${account} failed: ${JSON.stringify(login.body)}`);
  return login.cookie;
}
