import { Connection } from '@temporalio/client';
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkerHealth } from './worker-health.js';

describe('a standalone worker’s health port', () => {
  // Port 1 on loopback: nothing listens there, so the Temporal frontend is down.
  const connection = Connection.lazy({ address: '127.0.0.1:1' });
  afterAll(() => connection.close());

  it('stays live but is not ready while Temporal is unreachable or the worker stopped, and says why', async () => {
    let state: 'RUNNING' | 'STOPPED' = 'RUNNING';
    const health = await startWorkerHealth({
      port: 0,
      host: '127.0.0.1',
      state: () => state,
      temporal: { connection } as never,
    });
    try {
      const base = `http://127.0.0.1:${health.port}`;
      const live = await fetch(`${base}/live`);
      expect(live.status).toBe(200);
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { reasons: string[] };
      expect(body).toMatchObject({
        status: 'not_ready',
        worker: 'running',
        temporal: 'unreachable',
      });
      expect(body.reasons).toEqual([expect.stringMatching(/^Temporal does not answer: /)]);
      state = 'STOPPED';
      const stopped = (await (await fetch(`${base}/ready`)).json()) as { reasons: string[] };
      expect(stopped).toMatchObject({ worker: 'not_running' });
      expect(stopped.reasons[0]).toBe('The worker is stopped, not running.');
      expect((await fetch(`${base}/nope`)).status).toBe(404);
    } finally {
      await health.close();
    }
  });
});
