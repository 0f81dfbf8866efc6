// Where the machine's CPU went during a run, from Linux's /proc: the whole machine's busy time and one process's
// CPU time and peak RSS (for the Temporal dev server, a Go binary that cannot report its own usage like the API).
// Elsewhere than Linux the figures are NaN.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux Node runs on). */
const TICKS_PER_SECOND = 100;

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Seconds of CPU the process has used (user + system). */
export function processCpuSeconds(pid: number): number {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return NaN;
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Seconds of CPU used so far by each running process whose command line (as `ps` shows it) includes `text`, by
 * pid: a PostgreSQL backend shows its database's name there, so the bench counts its own and not other clients' of
 * the same server. A process that exits takes its time with it; compare readings pid by pid (cpuSecondsSince).
 */
export function processesCpuSeconds(text: string): Map<number, number> {
  const seconds = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return seconds;
  }
  for (const entry of entries) {
    if (/^\d+$/.test(entry) && readProc(`/proc/${entry}/cmdline`)?.includes(text)) {
      seconds.set(Number(entry), processCpuSeconds(Number(entry)) || 0);
    }
  }
  return seconds;
}

/**
 * CPU seconds the processes of `after` used since `before` (two processesCpuSeconds readings): a process that
 * appeared counts whole, one that exited meanwhile counts nothing (its last moments are lost, not subtracted).
 */
export function cpuSecondsSince(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/** The process's peak resident set size in MB (VmHWM). */
export function processPeakRssMb(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readProc(`/proc/${pid}/status`) ?? '');
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** The machine's CPU seconds so far: busy and in all (busy + idle), summed over every core. */
export function machineCpuSeconds(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += all - times.idle;
    total += all;
  }
  return { busy: busy / 1000, total: total / 1000 };
}
