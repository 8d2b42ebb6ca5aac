import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files live (generated exports and PDFs; later uploads): local disk under DATA_DIR by default, memory in
 * tests. Keys are made by the server (`generated/2026-11/<uuid>.xlsx`), never taken from a request.
 */
export interface FileStorage {
  /** Stores the bytes under `key` (replacing a file already there) and returns the size. */
  put(key: string, body: Buffer | Readable): Promise<number>;
  /** Streams the file; null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses a key that could leave the storage root (.., absolute paths, odd characters). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`invalid storage key: ${key}`);
}

/** Files under a folder; a file is written beside its place, then renamed, so a reader never sees half a file. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  #pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable): Promise<number> {
    const target = this.#pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return (await stat(target)).size;
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const target = this.#pathOf(key);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(target), size: info.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }
}

/** Files in a Map: route tests, so no test writes to disk. */
export class MemoryStorage implements FileStorage {
  readonly #files = new Map<string, Buffer>();

  async put(key: string, body: Buffer | Readable): Promise<number> {
    assertStorageKey(key);
    const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
    this.#files.set(key, bytes);
    return bytes.length;
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const bytes = this.#files.get(key);
    return bytes ? { stream: Readable.from([bytes]), size: bytes.length } : null;
  }

  async remove(key: string): Promise<void> {
    this.#files.delete(key);
  }

  /** How many files are kept (tests of expiry and deletion). */
  get size(): number {
    return this.#files.size;
  }
}
