import { spawn } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { resolveStripeMock } from '../../../scripts/stripe-mock.mjs';
import {
  createStripeClient,
  StripePaymentGateway,
} from '../../src/modules/payments/gateway/stripe-gateway.js';

/** A running stripe-mock and how to stop it. */
export interface StripeMockServer {
  port: number;
  stop(): Promise<void>;
}

const LISTENING = /Listening for HTTP at address: \S*:(\d+)/;
const LISTENING_HTTPS = /Listening for HTTPS at address: /;

/**
 * Starts stripe-mock on ports the system picks (no race for a "free" one) and waits until it listens. Both its
 * listeners are named: left alone, the HTTPS one takes the fixed port 12112, and a second stripe-mock (a test file
 * running beside this one) printed its HTTP port and then exited on that port taken, leaving its file a dead port.
 */
export async function startStripeMock(): Promise<StripeMockServer> {
  const child = spawn(
    resolveStripeMock(),
    ['-http-addr', '127.0.0.1:', '-https-addr', '127.0.0.1:'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`stripe-mock did not listen within 20 s:\n${output}`));
    }, 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match && LISTENING_HTTPS.test(output)) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stripe-mock exited with ${code} before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

/** A request the Stripe client sent, as its `request` event reports it. */
export interface SentStripeRequest {
  method: string;
  path: string;
  idempotency_key?: string;
  body?: unknown;
}

/**
 * The Stripe gateway against a running stripe-mock, without retries, recording every request it sends in `requests`
 * (empty it between tests with `requests.length = 0`).
 */
export function recordingStripeGateway(port: number) {
  const requests: SentStripeRequest[] = [];
  const client = createStripeClient({
    secretKey: 'sk_test_123',
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    emitEventBodies: true,
  });
  client.on('request', (event: SentStripeRequest) => requests.push(event));
  const gateway = new StripePaymentGateway({
    client,
    publishableKey: 'pk_test_123',
    webhookSecret: 'whsec_test',
    limits: { attemptTimeoutMs: 5_000, budgetMs: 5_000, retries: 0 },
  });
  return { gateway, requests };
}

/**
 * A test file's stripe-mock and a gateway recording its requests: started before the file, stopped after it, the
 * record emptied before each test. `sent()` is the one request a test's call made.
 */
export function useRecordingStripeMock() {
  let mock: StripeMockServer | undefined;
  let recording: ReturnType<typeof recordingStripeGateway> | undefined;
  beforeAll(async () => {
    mock = await startStripeMock();
    recording = recordingStripeGateway(mock.port);
  });
  afterAll(() => mock?.stop());
  beforeEach(() => {
    if (recording) recording.requests.length = 0;
  });
  const started = () => {
    if (!recording) throw new Error('stripe-mock is not started yet');
    return recording;
  };
  return {
    get gateway() {
      return started().gateway;
    },
    get requests() {
      return started().requests;
    },
    /** The one request the gateway sent (its body as the parameters stripe-node encoded). */
    sent(): SentStripeRequest {
      const { requests } = started();
      expect(requests).toHaveLength(1);
      return requests[0]!;
    },
  };
}
