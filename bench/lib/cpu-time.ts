import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

// Where the CPU of a load goes, read from Linux's /proc: the server process, PostgreSQL's processes
// and the whole machine (the load generator included). Divided by the answers, it says what one
// request costs each side, which bounds what any design could reach on the same cores.

/** Linux's /proc: elsewhere every figure is NaN, which the report prints as '-'. */
const HAS_PROC = existsSync('/proc/stat');

/** Clock ticks per second of /proc's counters. */
const TICKS = (HAS_PROC && Number(execFileSync('getconf', ['CLK_TCK']).toString().trim())) || 100;

/** CPU seconds (user + system) a process has used so far; null once it is gone. */
function processSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count fields after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/** Every PostgreSQL process on the machine (server, backends, WAL writer, checkpointer) by pid. */
function postgresSeconds(): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of HAS_PROC ? readdirSync('/proc') : []) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const seconds = processSeconds(pid);
    if (seconds !== null) times.set(pid, seconds);
  }
  return times;
}

/** Busy CPU seconds of the whole machine (all but idle and I/O wait), from /proc/stat. */
function machineSeconds(): number {
  if (!HAS_PROC) return Number.NaN;
  const [, ...counters] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal …: idle and iowait are the time nobody used.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = counters.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS;
}

export interface CpuUse {
  /** CPU seconds of the server processes named. */
  server: number;
  /** CPU seconds of PostgreSQL's processes (a backend that ended meanwhile is not counted). */
  postgres: number;
  /** Busy CPU seconds of the machine: the above, the load generator and anything else running. */
  machine: number;
}

/** Starts counting; the function it returns tells what was used since. */
export function startCpuMeter(serverPids: number[]): () => CpuUse {
  const server = () => serverPids.reduce((sum, pid) => sum + (processSeconds(pid) ?? 0), 0);
  const serverBefore = server();
  const postgresBefore = postgresSeconds();
  const machineBefore = machineSeconds();
  return () => {
    let postgres = 0;
    for (const [pid, seconds] of postgresSeconds()) postgres += seconds - (postgresBefore.get(pid) ?? 0);
    if (!HAS_PROC) return { server: Number.NaN, postgres: Number.NaN, machine: Number.NaN };
    return { server: server() - serverBefore, postgres, machine: machineSeconds() - machineBefore };
  };
}
