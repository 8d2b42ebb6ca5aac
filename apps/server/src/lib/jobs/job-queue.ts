import type { Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import { targetOf, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { JOB_SCHEMA } from './job-schema.js';
import { pgliteExecutor, transactionExecutor } from './sql-executor.js';

/** One attempt of a job, as its handler sees it. */
export interface JobAttempt {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** A failure now is final: no retry follows. */
  isLastAttempt: boolean;
}

/** A kind of background work: its queue name, handler and retry policy. */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled on each further one when retryBackoff (default 5, backoff on). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An attempt running longer is failed (and retried). A crashed worker's job is taken up much sooner: see LEASE. */
  expireInSeconds?: number;
  /** Attempts of this queue this process runs at once (default 1). */
  concurrency?: number;
  run(data: T, attempt: JobAttempt): Promise<unknown>;
}

export interface JobStartOptions {
  /** Run handlers in this process (the worker role). Off in route tests, which call drain(). */
  work: boolean;
  /** Send the scheduled jobs (cron) from this process; pg-boss makes sure only one instance sends each. */
  schedule: boolean;
  /** How often an idle worker looks for jobs sent by another process (default 2 s; a local send wakes it at once). */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /** Send inside this transaction: the job exists only if the transaction commits. */
  trx?: Transaction<Database>;
  /** The job's id (a task uses its own key, so both are one id). */
  id?: string;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
}

export interface JobLog {
  error(obj: unknown, msg?: string): void;
}

/**
 * A running attempt holds a lease that its worker renews while the handler runs: pg-boss 10 has no heartbeat and only
 * expires an attempt after its whole expireIn (minutes for a PDF, an hour for a scan batch), so a worker killed by
 * kill -9 or the OOM killer would leave its job stuck that long. Renewing moves the attempt's started_on forward so
 * that started_on + expireIn (pg-boss's expiry test) stays LEASE.seconds ahead; when the worker dies the lease lapses
 * and the next maintenance pass (every LEASE.maintenanceSeconds on each supervising process) fails the attempt, which
 * any worker then retries: recovery in tens of seconds. expireIn itself is left whole, because pg-boss also times the
 * handler out by the expireIn it fetched and copies it to the retry. (started_on in pg-boss's table is therefore not
 * the true start; the task centre keeps its own.)
 */
export const LEASE = { seconds: 20, renewSeconds: 5, maintenanceSeconds: 5 } as const;

const defaults = { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 600, concurrency: 1 };

/**
 * The background-work platform: pg-boss on the application's database (PostgreSQL through its own small pool, PGlite
 * through the application's session lock). Jobs are claimed exactly once (SKIP LOCKED), retried with backoff, expire
 * when a worker dies, and survive restarts because they are rows. Modules define their jobs while the app is built;
 * the server starts the queue with workers, route tests without them and run jobs with drain().
 */
export class JobQueue {
  readonly #db: Db;
  readonly #log: JobLog;
  readonly #definitions = new Map<string, Required<Omit<JobDefinition, 'run'>> & Pick<JobDefinition, 'run'>>();
  readonly #schedules = new Map<string, { cron: string; data: object }>();
  readonly #workers = new Map<string, string[]>();
  #boss: PgBoss | null = null;

  constructor(db: Db, log: JobLog = { error: (obj, msg) => console.error(msg ?? 'job error', obj) }) {
    this.#db = db;
    this.#log = log;
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.#boss) throw new Error(`job ${definition.name} defined after the queue started`);
    if (this.#definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    this.#definitions.set(definition.name, { ...defaults, ...definition } as never);
  }

  /** Sends `name` on a cron schedule (UTC+8, the schools' time), from whichever instance schedules. */
  schedule(name: string, cron: string, data: object = {}): void {
    this.#schedules.set(name, { cron, data });
  }

  get started(): boolean {
    return this.#boss !== null;
  }

  async start(options: JobStartOptions): Promise<void> {
    if (this.#boss) return;
    const target = targetOf(this.#db);
    const boss = new PgBoss({
      ...(target.kind === 'postgres' ? { connectionString: target.url, max: 3 } : { db: pgliteExecutor(this.#db) }),
      schema: JOB_SCHEMA,
      // The schema is installed by migrateToLatest, once, before any instance starts.
      migrate: false,
      supervise: options.work,
      schedule: options.schedule,
      // Expiry of lapsed leases happens in maintenance: often, so a dead worker's job comes back within seconds.
      maintenanceIntervalSeconds: LEASE.maintenanceSeconds,
    });
    boss.on('error', (error) => this.#log.error(error, 'job queue error'));
    await boss.start();
    this.#boss = boss;
    await this.#ensureQueues(boss);
    if (target.kind === 'pglite') await this.#releaseAbandoned(boss);
    if (options.schedule) {
      for (const [name, { cron, data }] of this.#schedules) await boss.schedule(name, cron, data, { tz: 'Asia/Shanghai' });
    }
    if (!options.work) return;
    for (const definition of this.#definitions.values()) {
      const ids: string[] = [];
      for (let i = 0; i < definition.concurrency; i++) {
        ids.push(
          await boss.work<object>(
            definition.name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async ([job]) => (job ? this.#run(definition.name, job) : undefined),
          ),
        );
      }
      this.#workers.set(definition.name, ids);
    }
  }

  /** Queues a job; returns its id. */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string> {
    const definition = this.#definitionOf(name);
    const id = await this.#started().send(name, data, {
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      // The whole allowance: pg-boss's worker times the handler out by it. The lease is kept apart (#holdLease).
      expireInSeconds: definition.expireInSeconds,
      ...(options.id ? { id: options.id } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.trx ? { db: transactionExecutor(options.trx) } : {}),
    });
    if (!id) throw new Error(`job ${name} not queued (singleton already queued)`);
    return id;
  }

  /** Tells this process's idle workers of `name` to look now (after the transaction that sent a job committed). */
  wake(name: string): void {
    for (const id of this.#workers.get(name) ?? []) this.#boss?.notifyWorker(id);
  }

  /** Stops a queued job that has not started (a task deleted by its owner). */
  async cancel(name: string, id: string): Promise<void> {
    await this.#started().cancel(name, id);
  }

  /**
   * Runs every job that is due, one at a time in this process, until none is left: route tests use it to run a
   * task to its end deterministically. Returns how many attempts ran. A failed attempt waits for its retry delay,
   * so it is not run again here.
   */
  async drain(): Promise<number> {
    const boss = this.#started();
    let ran = 0;
    for (;;) {
      let found = false;
      for (const name of this.#definitions.keys()) {
        const [job] = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
        if (!job) continue;
        found = true;
        ran++;
        try {
          const output = await this.#run(name, job);
          await boss.complete(name, job.id, isObject(output) ? output : {});
        } catch (error) {
          await boss.fail(name, job.id, error instanceof Error ? { message: error.message } : { message: String(error) });
        }
      }
      if (!found) return ran;
    }
  }

  /** The state pg-boss keeps of a job (tests and diagnostics). */
  async jobState(name: string, id: string): Promise<string | null> {
    return (await this.#started().getJobById(name, id, { includeArchive: true }))?.state ?? null;
  }

  /** Lets running attempts finish (up to `timeoutMs`), then releases the rest for another worker. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    this.#boss = null;
    this.#workers.clear();
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
  }

  async #run(name: string, job: PgBoss.JobWithMetadata<object>): Promise<unknown> {
    const attempt = { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, isLastAttempt: job.retryCount >= job.retryLimit };
    const definition = this.#definitionOf(name);
    const releaseLease = this.#holdLease(name, job.id, definition.expireInSeconds);
    try {
      return await definition.run(job.data, attempt);
    } catch (error) {
      this.#log.error(error, `job ${name} ${job.id} failed (attempt ${job.retryCount + 1})`);
      throw error;
    } finally {
      releaseLease();
    }
  }

  /**
   * Renews the attempt's lease every few seconds until it ends (the returned function stops renewing) or until the
   * attempt has run `maxSeconds`; a renewal that fails (database restarting) is tried again at the next tick.
   */
  #holdLease(name: string, id: string, maxSeconds: number): () => void {
    const boss = this.#boss;
    if (!boss) return () => undefined;
    const renew = `UPDATE ${JOB_SCHEMA}.job SET started_on = now() + make_interval(secs => $3) - expire_in
      WHERE name = $1 AND id = $2 AND state = 'active' AND expire_in > make_interval(secs => $3)`;
    const startedAt = Date.now();
    const hold = () => {
      // Past its allowance the attempt is left to expire, as a job without a lease would be.
      if (Date.now() - startedAt > maxSeconds * 1000) return;
      boss.getDb().executeSql(renew, [name, id, LEASE.seconds]).catch((error: unknown) => this.#log.error(error, `job ${name} ${id}: lease not renewed`));
    };
    hold();
    const timer = setInterval(hold, LEASE.renewSeconds * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }

  async #ensureQueues(boss: PgBoss): Promise<void> {
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    for (const definition of this.#definitions.values()) {
      if (!existing.has(definition.name)) await boss.createQueue(definition.name, { name: definition.name });
    }
  }

  /**
   * PGlite belongs to one process, so a job still `active` when that process starts was running when it died: put it
   * back now (as a failed attempt, so it retries) instead of waiting for its expiry. On PostgreSQL another instance
   * may be running it; there expiry decides.
   */
  async #releaseAbandoned(boss: PgBoss): Promise<void> {
    const { rows } = await pgliteExecutor(this.#db).executeSql(`SELECT name, id FROM ${JOB_SCHEMA}.job WHERE state = 'active'`, []);
    for (const row of rows as { name: string; id: string }[]) {
      if (this.#definitions.has(row.name)) await boss.fail(row.name, row.id, { message: 'abandoned: the server stopped while it ran' });
    }
  }

  /**
   * Puts back jobs whose worker died without finishing: active past their expiry, they become a failed attempt and are
   * retried. Supervision (work: true) does this every few minutes on its own; an operator or a test may ask for it now.
   */
  async expireStale(): Promise<void> {
    await this.#started().expire();
  }

  #definitionOf(name: string) {
    const definition = this.#definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    return definition;
  }

  #started(): PgBoss {
    if (!this.#boss) throw new Error('job queue not started');
    return this.#boss;
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);
