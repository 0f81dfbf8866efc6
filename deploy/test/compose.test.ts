// deploy/compose.yaml and the HAProxy configuration it mounts, held without Docker (`docker compose config` cannot
// run here): the services a fleet needs, the order they start in, health checks, and an environment the API's own
// configuration accepts. HAProxy's configuration is checked by HAProxy itself when it is installed.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../api/src/platform/config.js';
import { imageCommand, readRepositoryFile } from './dockerfile.js';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  restart?: string;
}

const compose = parse(readRepositoryFile('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const haproxyConfig = readRepositoryFile('deploy/haproxy/haproxy.cfg');

const apis = Object.keys(services).filter((name) => /^api-\d+$/.test(name));
const workers = Object.keys(services).filter((name) => /^worker-\d+$/.test(name));
const workerCommand = imageCommand().map((word) =>
  word === 'api/src/main.ts' ? 'api/src/worker-main.ts' : word,
);

/** `${NAME:-default}` as compose fills it in with nothing set. */
const interpolate = (value: string) =>
  value.replace(/\$\{\w+:-([^}]*)\}/g, (_, fallback: string) => fallback);
const environment = (name: string) =>
  Object.fromEntries(
    Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value)),
    ]),
  );

describe('deploy/compose.yaml', () => {
  it('has PostgreSQL, Temporal on it with its UI, the schema step, two APIs, two workers and HAProxy', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'temporal', 'temporal-ui', 'migrate', 'haproxy']),
    );
    expect(apis).toHaveLength(2);
    expect(workers).toHaveLength(2);
  });

  it('runs Temporal with PostgreSQL persistence, its UI pointed at it', () => {
    const temporal = services.temporal!;
    expect(temporal.image).toMatch(/^temporalio\/(auto-setup|server):\d/);
    expect(temporal.environment).toMatchObject({ DB: 'postgres12', POSTGRES_SEEDS: 'postgres' });
    expect(temporal.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services['temporal-ui']!.image).toMatch(/^temporalio\/ui:\d/);
    expect(services['temporal-ui']!.environment?.TEMPORAL_ADDRESS).toBe('temporal:7233');
  });

  it('migrates and seeds once, after PostgreSQL is healthy, before any API or worker', () => {
    const migrate = services.migrate!;
    expect(migrate.command!.join(' ')).toMatch(/npm run migrate && npm run seed/);
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services.postgres!.healthcheck?.test).toContain('pg_isready');
    for (const name of [...apis, ...workers]) {
      expect(services[name]!.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    }
  });

  it('depends only on services it has, with conditions compose knows', () => {
    for (const service of Object.values(services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services).toHaveProperty(target);
        expect(['service_started', 'service_healthy', 'service_completed_successfully']).toContain(
          condition,
        );
        if (condition === 'service_healthy') expect(services[target]!.healthcheck).toBeDefined();
      }
    }
  });

  it('runs the APIs and workers from the one image, as node itself, each with a health check', () => {
    for (const name of [...apis, ...workers, 'migrate']) {
      expect(services[name]!.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
    }
    for (const name of apis) {
      // The image's own command: node with the measured flags.
      expect(services[name]!.command).toBeUndefined();
      expect(services[name]!.healthcheck!.test.join(' ')).toContain(
        `127.0.0.1:${environment(name).PORT}/api/health/ready`,
      );
    }
    for (const name of workers) {
      expect(services[name]!.command).toEqual(workerCommand);
      expect(services[name]!.healthcheck!.test.join(' ')).toContain(
        `127.0.0.1:${environment(name).WORKER_HEALTH_PORT}/ready`,
      );
    }
  });

  it('gives every API and worker an environment the API’s configuration accepts, for the fleet', () => {
    for (const name of [...apis, ...workers, 'migrate']) {
      const config = loadConfig(environment(name));
      expect(config.isProduction).toBe(true);
      expect(config.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(config.TEMPORAL_ADDRESS).toBe('temporal:7233');
      expect(config.TEMPORAL_WORKER).toBe('off');
      expect(config.MIGRATE_ON_START).toBe(false);
      expect(config.HOST).toBe('0.0.0.0');
    }
  });
});

describe('deploy/haproxy/haproxy.cfg', () => {
  it('is the file the haproxy service mounts', () => {
    expect(services.haproxy!.volumes).toContain(
      './haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
  });

  it('balances over every API of the compose file, on its port', () => {
    const servers = [...haproxyConfig.matchAll(/^\s*server\s+(\S+)\s+(\S+):(\d+)/gm)];
    expect(servers.map(([, , host]) => host).sort()).toEqual([...apis].sort());
    for (const [, , host, port] of servers) expect(port).toBe(environment(host!).PORT);
  });

  it('checks readiness, keeps a polling client on one process by cookie and lets WebSockets live', () => {
    expect(haproxyConfig).toMatch(/http-check send meth GET uri \/api\/health\/ready/);
    expect(haproxyConfig).toMatch(/^\s*cookie \S+ insert/m);
    for (const server of haproxyConfig.match(/^\s*server .*/gm)!) {
      expect(server).toMatch(/\bcookie \S+/);
    }
    expect(haproxyConfig).toMatch(/^\s*default-server .*\bcheck\b/m);
    expect(haproxyConfig).toMatch(/^\s*timeout tunnel \d+/m);
  });

  it.skipIf(!haproxyBinary())('is accepted by HAProxy’s own check (haproxy -c)', () => {
    const file = fileURLToPath(new URL('../haproxy/haproxy.cfg', import.meta.url));
    const result = spawnSync(haproxyBinary()!, ['-c', '-f', file], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toContain('Configuration file is valid');
    expect(result.status).toBe(0);
  });
});

/** Debian's haproxy (the fleet's balancer), where installed: HAPROXY_PATH, PATH, then /usr/sbin. */
function haproxyBinary(): string | undefined {
  const candidates = [
    process.env.HAPROXY_PATH,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'haproxy')),
    '/usr/sbin/haproxy',
  ];
  return candidates.find((file) => {
    if (!file) return false;
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
