import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

/** A child process of the soak, with its output in a log file (printed when it fails). */
export interface SoakProcess {
  name: string;
  pid: number;
  log: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGKILL at once: the crash the soak simulates. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s (a clean stop). */
  stop(): Promise<void>;
}

export function spawnLogged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logDir: string): SoakProcess {
  const log = path.join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    pid: child.pid!,
    log,
    child,
    exited,
    async kill9() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
