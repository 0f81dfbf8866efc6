// HAProxy in front of the fleet's API processes: Debian's package (installed with apt-get when missing, as .ci/run
// installs PostgreSQL), a configuration generated for the run, and the process in the foreground.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isExecutable } from '../go-binary.mjs';

const CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

/** The cookie that keeps a long-polling socket.io client on the process that holds its session. */
export const STICKY_COOKIE = 'eb_api';

/** HAProxy's path: HAPROXY_PATH, a usual place, or Debian's package installed now (as root). */
export function resolveHaproxy({ env = process.env, log = (m) => process.stderr.write(m) } = {}) {
  if (env.HAPROXY_PATH) {
    if (!isExecutable(env.HAPROXY_PATH))
      throw new Error(`HAPROXY_PATH=${env.HAPROXY_PATH} is not an executable file.`);
    return env.HAPROXY_PATH;
  }
  const found = () => CANDIDATES.find(isExecutable);
  if (found()) return found();
  if (process.getuid?.() !== 0) {
    throw new Error(
      'HAProxy is not installed: `sudo apt-get install haproxy`, or set HAPROXY_PATH.',
    );
  }
  log('Installing HAProxy (apt-get install haproxy)...\n');
  const apt = (args) =>
    spawnSync('apt-get', args, {
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  apt(['update', '-qq']);
  const installed = apt(['install', '-y', '-qq', '--no-install-recommends', 'haproxy']);
  if (installed.status !== 0 || !found())
    throw new Error('apt-get install haproxy failed; see the output above.');
  return found();
}

/**
 * The configuration: one frontend on `port`, round-robin over `servers` ({ name, port }), each taken out of the
 * rotation when its readiness check fails (a process starting, stopping, or cut off from the database or Temporal).
 * The live connection's path (/ws) has a backend of its own with the same servers and a cookie: a WebSocket stays on
 * its one connection anyway (timeout tunnel keeps it open), but socket.io's long-polling fallback sends each poll as
 * a new request, which must reach the process that holds its session (socket.io's deployment guide). Every other
 * request ignores the cookie and goes round-robin.
 */
export function haproxyConfig({ port, servers, host = '127.0.0.1' }) {
  const lines = (indent, items) => items.map((item) => `${indent}${item}`).join('\n');
  // The live backend's servers follow the checks of the same servers in `apis`: one readiness request per process.
  const serverLines = (live) =>
    servers.map((server) =>
      live
        ? `server ${server.name} 127.0.0.1:${server.port} track apis/${server.name} cookie ${server.name}`
        : `server ${server.name} 127.0.0.1:${server.port} check`,
    );
  const checks = [
    'option httpchk GET /api/health/ready',
    'http-check expect status 200',
    // A dead process is out within 2 s; a started one is in at its first good answer.
    'default-server inter 1s fall 2 rise 1',
  ];
  return `${[
    'global',
    lines('  ', ['maxconn 4096']),
    '',
    'defaults',
    lines('  ', [
      'mode http',
      'option forwardfor',
      'timeout connect 5s',
      'timeout client 60s',
      // Above the API's own 30 s request limit, so the API answers its slowest requests itself.
      'timeout server 40s',
      // An upgraded WebSocket: idle for up to an hour (socket.io pings every 25 s).
      'timeout tunnel 1h',
      'timeout http-request 20s',
      // A request that could not reach a process (it died) goes to another: nothing of it was sent.
      'retries 3',
      'option redispatch',
    ]),
    '',
    'frontend fleet',
    lines('  ', [
      `bind ${host}:${port}`,
      'http-request set-header X-Forwarded-Proto http',
      'acl live path_beg /ws',
      'use_backend live if live',
      'default_backend apis',
    ]),
    '',
    'backend apis',
    lines('  ', ['balance roundrobin', ...checks, ...serverLines(false)]),
    '',
    'backend live',
    lines('  ', [
      'balance roundrobin',
      `cookie ${STICKY_COOKIE} insert indirect nocache httponly`,
      ...serverLines(true),
    ]),
    '',
  ].join('\n')}`;
}

/** Writes the configuration into `dir` and checks it with `haproxy -c`; answers the file's path. */
export function writeHaproxyConfig(haproxy, dir, options) {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  const checked = spawnSync(haproxy, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (checked.status !== 0)
    throw new Error(`HAProxy refused its configuration:\n${checked.stderr}${checked.stdout}`);
  return file;
}
