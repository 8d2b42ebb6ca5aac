import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by this process (the server) and by PostgreSQL's processes between start() and stop(). On a shared
 * 2-core machine throughput depends on what else runs; CPU milliseconds per request do not, so the bench prints both.
 */
const TICKS_PER_SECOND = 100;

function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of proc(5))
    } catch {
      // The process ended between listing and reading.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

export function cpuMeter() {
  const server = process.cpuUsage();
  const database = postgresCpuMs();
  return {
    /** CPU ms per request of the server process and of PostgreSQL (0 on PGlite, which runs inside the server). */
    perRequest(requests: number) {
      const used = process.cpuUsage(server);
      return {
        serverMs: Number(((used.user + used.system) / 1000 / requests).toFixed(2)),
        databaseMs: Number(((postgresCpuMs() - database) / requests).toFixed(2)),
      };
    },
  };
}
