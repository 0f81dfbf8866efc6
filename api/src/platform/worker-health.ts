// A standalone worker's health on a small HTTP port of its own (WORKER_HEALTH_PORT), for a process manager or an
// orchestrator's probes: `/live` is the process answering, `/ready` a worker polling its task queue on a Temporal
// that answers.
import http from 'node:http';
import type { Client } from '@temporalio/client';
import type { State } from '@temporalio/worker';
import { temporalAnswers } from './readiness.js';
import { listenOnSidePort, type SidePortServer } from './side-port.js';

/** The worker's state, as the SDK names it (RUNNING while it polls). */
export type WorkerStateName = State;

export interface WorkerReadiness {
  status: 'ready' | 'not_ready';
  worker: 'running' | 'not_running';
  temporal: 'ok' | 'unreachable';
  reasons: string[];
}

/** Ready when the worker runs and its Temporal frontend answers; never throws. */
export async function checkWorkerReadiness(parts: {
  state: () => WorkerStateName;
  temporal: Pick<Client, 'connection'>;
}): Promise<WorkerReadiness> {
  const reasons: string[] = [];
  const state = parts.state();
  if (state !== 'RUNNING') reasons.push(`The worker is ${state.toLowerCase()}, not running.`);
  const temporal = await temporalAnswers(parts.temporal).catch((error: unknown) => {
    reasons.push(`Temporal does not answer: ${(error as Error).message}`);
    return 'unreachable' as const;
  });
  return {
    status: reasons.length === 0 ? 'ready' : 'not_ready',
    worker: state === 'RUNNING' ? 'running' : 'not_running',
    temporal,
    reasons,
  };
}

export type WorkerHealthServer = SidePortServer;

/** Serves `/live` and `/ready` on `port` (0: any free port) until closed. */
export async function startWorkerHealth(options: {
  port: number;
  host: string;
  state: () => WorkerStateName;
  temporal: Pick<Client, 'connection'>;
}): Promise<WorkerHealthServer> {
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET') return answer(405, { status: 'method_not_allowed' });
    if (path === '/live') return answer(200, { status: 'ok' });
    if (path !== '/ready') return answer(404, { status: 'not_found' });
    void checkWorkerReadiness(options).then((readiness) =>
      answer(readiness.status === 'ready' ? 200 : 503, readiness),
    );
  });
  return listenOnSidePort(server, options.port, options.host);
}
