// The fleet's child processes: each writes to a log file of its own, is ready when a URL answers 200, and can be
// stopped (SIGTERM, then SIGKILL), killed (SIGKILL, as a crash) and started again with the same command.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/** The last lines of a log, to explain a failed start. */
export function logTail(file, chars = 4000) {
  try {
    return readFileSync(file, 'utf8').slice(-chars);
  } catch {
    return '';
  }
}

function running(child) {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/** Polls `url` until it answers 200; rejects when the process exits first or after `timeoutMs`. */
async function waitUntilReady(url, child, { timeoutMs, name, logFile }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running(child)) {
      throw new Error(
        `${name} exited during start-up (code ${child.exitCode ?? child.signalCode}):\n${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${name} was not ready (${url}) within ${timeoutMs / 1000} s:\n${logTail(logFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A process of the fleet. `spec`: name, command, args, cwd, env, logFile, readyUrl, readyTimeoutMs; `onExit(code,
 * signal)` hears of an exit nobody asked for. Nothing runs until `start()`.
 */
export function managedProcess(spec) {
  let child;
  let exited = Promise.resolve();
  let expected = false;
  const handle = {
    name: spec.name,
    logFile: spec.logFile,
    get pid() {
      return child?.pid;
    },
    get running() {
      return running(child);
    },
    async start() {
      if (running(child)) return;
      expected = false;
      const out = openSync(spec.logFile, 'a');
      child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ['ignore', out, out],
        // Its own process group: Ctrl-C in the terminal reaches only the fleet's script, which stops the parts in
        // order (a worker must stop before the Temporal server it talks to).
        detached: true,
      });
      closeSync(out);
      const current = child;
      exited = new Promise((resolve) => current.once('exit', resolve));
      // A crash of the script that started it must not leave it running.
      const killOnExit = () => current.kill('SIGKILL');
      process.once('exit', killOnExit);
      void exited.then(() => {
        process.off('exit', killOnExit);
        if (!expected) spec.onExit?.(current.exitCode, current.signalCode);
      });
      if (spec.readyUrl) {
        await waitUntilReady(spec.readyUrl, current, {
          timeoutMs: spec.readyTimeoutMs ?? 120_000,
          name: spec.name,
          logFile: spec.logFile,
        });
      }
    },
    /** SIGKILL: no shutdown, whatever it was doing is abandoned mid-way. */
    async kill() {
      if (!running(child)) return;
      expected = true;
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM, and SIGKILL after `graceMs`. */
    async stop(graceMs = 20_000) {
      if (!running(child)) return;
      expected = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  return handle;
}

/** Runs a command to its end with its output in `logFile`; rejects with the log's tail when it fails. */
export function runStep({ name, command, args, cwd, env, logFile }) {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out] });
  closeSync(out);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (exit ${code}):\n${logTail(logFile)}`));
    });
  });
}
