import { sql, type Kysely } from 'kysely';

/**
 * Screenshots of the running app (taken with Playwright into the web app's public/help/) in four articles: each
 * "![说明](/help/x.png)" line goes after the line of the article it illustrates.
 */
const guid = (n: number) => `6c1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const screenshots: { n: number; after: string; line: string }[] = [
  { n: 3, after: '4. 页面顶部的“学段、科目”选择器可以随时切换当前使用的学段和科目。', line: '![用户中心的“教学信息”页面，右上角是“添加教学信息”](/help/teach-info.png)' },
  { n: 8, after: '1. 点击顶部“作业管理”，在作业列表右上角点击“布置作业”。', line: '![作业列表：右上角的“创建考试”和“布置作业”](/help/homework-list.png)' },
  { n: 8, after: '2. 在“选择题库”页选择“文件上传”。', line: '![选择题库：先选作业类型，再选“文件上传”或一个题库](/help/choose-bank.png)' },
  { n: 16, after: '1. 在作业列表右上角点击“创建考试”。', line: '![作业列表右上角的“创建考试”](/help/homework-list.png)' },
  { n: 23, after: '1. 点击页面右下角的“任务中心”按钮，按钮上的数字是正在进行的任务数。', line: '![右下角的任务中心按钮和打开后的任务面板](/help/task-centre.png)' },
  { n: 24, after: '4. 点击“提交反馈”。', line: '![意见反馈页面：反馈类型、反馈内容、截图和“提交反馈”](/help/feedback.png)' },
];

async function rewrite(db: Kysely<unknown>, change: (lines: string[], s: (typeof screenshots)[number]) => string[]): Promise<void> {
  for (const s of screenshots) {
    const { rows } = await sql<{ body: string }>`SELECT body FROM help_articles WHERE guid = ${guid(s.n)}`.execute(db);
    if (!rows[0]) continue;
    const body = change(rows[0].body.split('\n'), s).join('\n');
    await sql`UPDATE help_articles SET body = ${body}, updated_at = now() WHERE guid = ${guid(s.n)}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (lines, s) => {
    const at = lines.indexOf(s.after);
    return at < 0 ? [...lines, s.line] : [...lines.slice(0, at + 1), s.line, ...lines.slice(at + 1)];
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (lines, s) => lines.filter((l) => l !== s.line));
}
