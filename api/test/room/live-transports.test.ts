// The SDK's live connection behind a balancer that keeps no session on one process: it opens a WebSocket (one
// connection, one process) where HTTP long-polling's requests would be refused, and still falls back to polling
// where WebSocket cannot pass. Each balancer is a small proxy in front of the API that passes only one of the two.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { connectLive, type LiveSocket } from '@expertbridge/sdk/live';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertConsultationRow, insertExpert } from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

let app: TestApp;
const proxies: http.Server[] = [];
const sockets: LiveSocket[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const proxy of proxies) {
    proxy.closeAllConnections();
    proxy.close();
  }
  await app?.close();
});

/** A proxy to the API passing WebSocket upgrades only, or plain HTTP requests only (400 for the other). */
async function proxyPassing(only: 'websocket' | 'http'): Promise<string> {
  const target = new URL(app.url);
  const proxy = http.createServer((request, response) => {
    if (only === 'websocket') {
      response.writeHead(400).end('no session here');
      return;
    }
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forwarded);
  });
  proxy.on('upgrade', (request, socket, head) => {
    if (only === 'http') {
      socket.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(request.headers).map(
        ([name, value]) => `${name}: ${String(value)}`,
      );
      upstream.write(
        [`${request.method} ${request.url} HTTP/1.1`, ...headers, '', ''].join('\r\n'),
      );
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  proxies.push(proxy);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

/** connectLive as an SDK user outside a browser opens it, signed in as `user`. */
async function connectedThrough(baseUrl: string, user: TestUser): Promise<LiveSocket> {
  const socket = connectLive({
    baseUrl,
    socket: {
      reconnection: false,
      extraHeaders: { Cookie: `eb_session=${user.client.sessionCookie}` },
    },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function joinsItsConsultation(socket: LiveSocket, user: TestUser) {
  const expert = await insertExpert(app.db.knex, { userId: (await createSignedInUser(app)).id });
  const id = await insertConsultationRow(app.db.knex, {
    expert,
    status: 'confirmed',
    clientId: user.id,
  });
  const joined = await socket.timeout(5_000).emitWithAck('join', { consultationId: id });
  expect(joined).toMatchObject({ ok: true });
}

it('connects over WebSocket where long-polling is refused', async () => {
  const user = await createSignedInUser(app);
  const socket = await connectedThrough(await proxyPassing('websocket'), user);
  expect(socket.io.engine.transport.name).toBe('websocket');
  await joinsItsConsultation(socket, user);
});

it('falls back to long-polling where WebSocket cannot pass', async () => {
  const user = await createSignedInUser(app);
  const socket = await connectedThrough(await proxyPassing('http'), user);
  expect(socket.io.engine.transport.name).toBe('polling');
  await joinsItsConsultation(socket, user);
});
