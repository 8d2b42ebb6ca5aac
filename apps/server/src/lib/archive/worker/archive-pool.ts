import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { ArchiveMessages, ArchiveRefusal } from '../archive-limits.js';
import type { ArchiveJobResult, ArchiveTask, ArchiveValue, ArchiveValues } from './archive-protocol.js';

/**
 * A small pool of worker threads that unpack and parse uploaded archives, so a hostile or merely huge workbook
 * never blocks the event loop that answers every school. Each job has a time limit and each worker a heap limit;
 * a worker that exceeds either is terminated (and replaced on the next job) and the upload refused in Chinese.
 */
export interface ArchivePoolOptions {
  /** Workers at most; the machine keeps one core for the request thread. */
  size: number;
  /** Milliseconds one job may take, worker start-up included. */
  timeoutMs: number;
  /**
   * Milliseconds a Word paper read for import may take (and a batch of its texts to clean): its parsers load on first
   * use, and a long paper has hundreds of equations to convert.
   */
  paperTimeoutMs: number;
  /** Jobs waiting beyond the running ones; more are refused as busy. */
  maxQueue: number;
  /** Heap of one worker: parsing the largest allowed workbook needs about 200 MB. */
  maxOldGenerationSizeMb: number;
  /** An idle worker beyond the first is ended after this long, giving its memory back; the first stays, started. */
  idleMs: number;
}

export const DEFAULT_ARCHIVE_POOL: ArchivePoolOptions = {
  size: Math.min(2, Math.max(1, os.availableParallelism() - 1)),
  timeoutMs: 15_000,
  paperTimeoutMs: 60_000,
  maxQueue: 16,
  maxOldGenerationSizeMb: 384,
  idleMs: 300_000,
};

interface Job {
  id: number;
  task: ArchiveTask;
  bytes: Uint8Array<ArrayBuffer>;
  resolve(value: ArchiveValue): void;
  reject(error: ArchiveRefusal): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * The worker's entry: from TypeScript (tsx, tests, benches) the .mjs shim beside this file; in the compiled server
 * (dist/server.js, one bundle per entry) the bundle dist/archive-worker.js beside it.
 */
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./archive-worker.mjs', import.meta.url)
  : new URL('./archive-worker.js', import.meta.url);

export class ArchivePool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly options: ArchivePoolOptions = DEFAULT_ARCHIVE_POOL) {}

  /** Runs a task on a worker; rejects with an ArchiveRefusal (its Chinese message) when the file is refused. */
  run<T extends ArchiveTask>(task: T, bytes: Buffer): Promise<ArchiveValues[T]> {
    const busy = [...this.slots].filter((s) => s.job).length;
    if (busy >= this.options.size && this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new ArchiveRefusal(ArchiveMessages.busy, 'limit'));
    }
    return new Promise((resolve, reject) => {
      // A copy, transferred: the request keeps its buffer, the worker owns its own.
      this.queue.push({ id: this.nextId++, task, bytes: new Uint8Array(bytes), resolve: resolve as (value: ArchiveValue) => void, reject });
      this.dispatch();
    });
  }

  /** Starts the first worker ahead of the first upload: its start-up (loading the TypeScript sources) takes seconds. */
  warm(): void {
    if (this.slots.size === 0) this.spawn().worker.unref();
  }

  /** Ends every worker (the app closes); jobs still running are refused. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new ArchiveRefusal(ArchiveMessages.busy, 'limit'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, ArchiveMessages.busy)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((s) => !s.job) ?? (this.slots.size < this.options.size ? this.spawn() : null);
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      if (slot.timer) clearTimeout(slot.timer);
      const limit = job.task === 'docx-paper' || job.task === 'sanitize-html' ? this.options.paperTimeoutMs : this.options.timeoutMs;
      slot.timer = setTimeout(() => void this.retire(slot, ArchiveMessages.timeout), limit);
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, task: job.task, bytes: job.bytes }, [job.bytes.buffer]);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY, {
      // Not the parent's flags (its young-generation size is tuned for the request thread).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (result: ArchiveJobResult) => this.finish(slot, result));
    worker.on('error', (error: Error & { code?: string }) => {
      void this.retire(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? ArchiveMessages.outOfMemory : ArchiveMessages.corrupt('Excel'));
    });
    worker.on('exit', () => void this.retire(slot, ArchiveMessages.outOfMemory));
    this.slots.add(slot);
    return slot;
  }

  private finish(slot: Slot, result: ArchiveJobResult): void {
    const job = slot.job;
    if (!job || job.id !== result.id) return;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    if (result.ok) job.resolve(result.value);
    else job.reject(new ArchiveRefusal(result.message, result.reason));
    // Idle: the worker no longer keeps the process alive; a second one is ended if nothing comes for a while.
    slot.worker.unref();
    slot.timer = null;
    if (this.slots.size > 1) {
      slot.timer = setTimeout(() => void this.retire(slot, ArchiveMessages.busy), this.options.idleMs);
      slot.timer.unref();
    }
    this.dispatch();
  }

  /** Removes a worker (timed out, crashed, out of memory or idle), refusing its job with `message`. */
  private async retire(slot: Slot, message: string): Promise<void> {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const wasMember = this.slots.delete(slot);
    job?.reject(new ArchiveRefusal(message, 'limit'));
    if (wasMember || job) await slot.worker.terminate();
    this.dispatch();
  }
}
