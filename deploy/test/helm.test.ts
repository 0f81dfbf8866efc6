// The Helm chart, checked by Helm itself (`helm lint`, `helm template`; scripts/helm.mjs finds or builds it) and its
// rendered manifests read back: probes on the endpoints the processes serve, the image's own commands, resources,
// disruption budgets over the right pods, the schema step as a hook, and configuration the API accepts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { resolveHelm } from '../../scripts/helm.mjs';
import { loadConfig } from '../../api/src/platform/config.js';
import { imageCommand } from './dockerfile.js';

const chart = fileURLToPath(new URL('../helm/expertbridge/', import.meta.url));

interface Probe {
  httpGet: { path: string; port: string };
}
interface Container {
  name: string;
  command: string[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef: { name: string; key: string } };
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name: string; containerPort: number }[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: Record<string, unknown>;
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}
interface Manifest {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string>; labels?: Record<string, string> };
  spec: {
    replicas?: number;
    minAvailable?: number;
    selector?: { matchLabels: Record<string, string> } & Record<string, string>;
    template?: { metadata: { labels: Record<string, string> }; spec: PodSpec };
    rules?: {
      host: string;
      http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] };
    }[];
    tls?: { secretName: string }[];
    ports?: { name: string; targetPort: string }[];
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

let helm: string;
beforeAll(() => {
  helm = resolveHelm();
});

function runHelm(args: string[]) {
  return spawnSync(helm, args, { encoding: 'utf8' });
}

/** `helm template` with `--set` pairs, parsed into manifests; fails the test with Helm's message otherwise. */
function render(sets: string[] = []): Manifest[] {
  const result = runHelm(['template', 'eb', chart, ...sets.flatMap((set) => ['--set', set])]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return parseAllDocuments(result.stdout)
    .map((document) => document.toJS() as Manifest | null)
    .filter((manifest): manifest is Manifest => manifest !== null);
}

const find = (manifests: Manifest[], kind: string, suffix: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name.endsWith(suffix));
  if (!found) throw new Error(`no ${kind} named …${suffix}`);
  return found;
};
const container = (manifest: Manifest) => manifest.spec.template!.spec.containers[0]!;
const envValue = (c: Container, name: string) => c.env?.find((entry) => entry.name === name)?.value;
const portNumber = (c: Container, name: string) =>
  c.ports?.find((port) => port.name === name)?.containerPort;

const stripe = [
  'config.PAYMENT_GATEWAY=stripe',
  'secrets.create=true',
  'secrets.values.DATABASE_URL=postgres://eb:secret@db:5432/expertbridge',
  'secrets.values.STRIPE_SECRET_KEY=sk_test_abc',
  'secrets.values.STRIPE_PUBLISHABLE_KEY=pk_test_abc',
  'secrets.values.STRIPE_WEBHOOK_SECRET=whsec_abc',
];

describe('the Helm chart', () => {
  it('passes helm lint --strict with its defaults, and with the Ingress and a Secret of its own', () => {
    for (const sets of [[], ['ingress.enabled=true', 'ingress.tlsSecretName=eb-tls', ...stripe]]) {
      const result = runHelm(['lint', '--strict', chart, ...sets.flatMap((set) => ['--set', set])]);
      expect(result.stdout).toContain('0 chart(s) failed');
      expect(result.status).toBe(0);
    }
  });

  it('renders API and worker Deployments, a Service, a budget for each and the migration Job; no Ingress unless asked', () => {
    const manifests = render();
    expect(manifests.map((m) => `${m.kind}/${m.metadata.name}`).sort()).toEqual([
      'ConfigMap/eb-expertbridge-config',
      'Deployment/eb-expertbridge-api',
      'Deployment/eb-expertbridge-worker',
      'Job/eb-expertbridge-migrate',
      'PodDisruptionBudget/eb-expertbridge-api',
      'PodDisruptionBudget/eb-expertbridge-worker',
      'Service/eb-expertbridge-api',
    ]);
  });

  it('starts the API as the image does and probes its liveness and readiness on its own port', () => {
    const api = container(find(render(), 'Deployment', '-api'));
    expect(api.command).toEqual(imageCommand());
    const port = portNumber(api, 'http');
    expect(String(port)).toBe(envValue(api, 'PORT'));
    expect(api.livenessProbe?.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
    expect(api.startupProbe?.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
    expect(api.readinessProbe?.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
  });

  it('starts the worker as node with its health port and probes /live and /ready there', () => {
    const worker = container(find(render(), 'Deployment', '-worker'));
    expect(worker.command).toEqual(
      imageCommand().map((word) => (word === 'api/src/main.ts' ? 'api/src/worker-main.ts' : word)),
    );
    expect(String(portNumber(worker, 'health'))).toBe(envValue(worker, 'WORKER_HEALTH_PORT'));
    expect(worker.livenessProbe?.httpGet).toEqual({ path: '/live', port: 'health' });
    expect(worker.readinessProbe?.httpGet).toEqual({ path: '/ready', port: 'health' });
  });

  it('gives both CPU and memory requests and limits, as a non-root user', () => {
    for (const suffix of ['-api', '-worker']) {
      const deployment = find(render(), 'Deployment', suffix);
      const { resources, securityContext } = container(deployment);
      for (const kind of ['requests', 'limits'] as const) {
        expect(Object.keys(resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
      expect(deployment.spec.template!.spec.securityContext?.runAsNonRoot).toBe(true);
      expect(deployment.spec.template!.spec.securityContext?.runAsUser).not.toBe(0);
      expect(securityContext?.allowPrivilegeEscalation).toBe(false);
    }
  });

  it('keeps a budget over exactly each Deployment’s pods, below its replicas', () => {
    const manifests = render();
    for (const suffix of ['-api', '-worker']) {
      const deployment = find(manifests, 'Deployment', suffix);
      const budget = find(manifests, 'PodDisruptionBudget', suffix);
      expect(budget.spec.selector!.matchLabels).toEqual(deployment.spec.selector!.matchLabels);
      expect(deployment.spec.template!.metadata.labels).toMatchObject(
        budget.spec.selector!.matchLabels,
      );
      expect(budget.spec.minAvailable).toBeLessThan(deployment.spec.replicas!);
    }
    const apiLabels = find(manifests, 'Deployment', '-api').spec.selector!.matchLabels;
    const workerLabels = find(manifests, 'Deployment', '-worker').spec.selector!.matchLabels;
    expect(apiLabels).not.toEqual(workerLabels);
  });

  it('sends the Service to the API pods only, on their http port', () => {
    const manifests = render();
    const service = find(manifests, 'Service', '-api');
    expect(service.spec.selector).toEqual(
      find(manifests, 'Deployment', '-api').spec.selector!.matchLabels,
    );
    expect(service.spec.ports?.[0]?.targetPort).toBe('http');
  });

  it('migrates and seeds in a pre-install and pre-upgrade hook that reads DATABASE_URL from the Secret', () => {
    const manifests = render();
    const job = find(manifests, 'Job', '-migrate');
    expect(job.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    const migrate = container(job);
    expect(migrate.command.join(' ')).toMatch(
      /api\/src\/cli\/migrate\.ts && .*api\/src\/cli\/migrate\.ts seed$/,
    );
    const secretName = container(find(manifests, 'Deployment', '-api')).envFrom?.find(
      (source) => source.secretRef,
    )?.secretRef?.name;
    expect(secretName).toBeDefined();
    expect(migrate.env?.find((entry) => entry.name === 'DATABASE_URL')?.valueFrom).toEqual({
      secretKeyRef: { name: secretName, key: 'DATABASE_URL' },
    });
  });

  it('makes its own Secret, when asked, before the migration hook reads it', () => {
    const manifests = render(stripe);
    const secret = find(manifests, 'Secret', '-secrets');
    const job = find(manifests, 'Job', '-migrate');
    expect(secret.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(Number(secret.metadata.annotations?.['helm.sh/hook-weight'])).toBeLessThan(
      Number(job.metadata.annotations?.['helm.sh/hook-weight']),
    );
    expect(
      container(job).env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef.name,
    ).toBe(secret.metadata.name);
  });

  it('refuses to render a Stripe gateway whose Secret lacks a key', () => {
    const result = runHelm([
      'template',
      'eb',
      chart,
      ...stripe
        .filter((set) => !set.includes('STRIPE_SECRET_KEY'))
        .flatMap((set) => ['--set', set]),
    ]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('secrets.values.STRIPE_SECRET_KEY is required');
  });

  it('gives the API and the worker an environment the API’s configuration accepts', () => {
    const manifests = render(stripe);
    const configMap = find(manifests, 'ConfigMap', '-config');
    const secret = find(manifests, 'Secret', '-secrets');
    for (const suffix of ['-api', '-worker']) {
      const c = container(find(manifests, 'Deployment', suffix));
      const fixed = Object.fromEntries((c.env ?? []).map((entry) => [entry.name, entry.value]));
      const config = loadConfig({ ...configMap.data, ...secret.stringData, ...fixed });
      expect(config.isProduction).toBe(true);
      expect(config.HOST).toBe('0.0.0.0');
      expect(config.TEMPORAL_WORKER).toBe('off');
      expect(config.MIGRATE_ON_START).toBe(false);
      expect(config.stripe?.secretKey).toBe('sk_test_abc');
    }
  });

  it('routes the Ingress, when enabled, to the API Service with TLS', () => {
    const manifests = render(['ingress.enabled=true', 'ingress.tlsSecretName=eb-tls']);
    const ingress = find(manifests, 'Ingress', 'eb-expertbridge');
    const backend = ingress.spec.rules![0]!.http.paths[0]!.backend.service;
    expect(backend).toEqual({
      name: find(manifests, 'Service', '-api').metadata.name,
      port: { name: 'http' },
    });
    expect(ingress.spec.tls).toEqual([{ hosts: ['expertbridge.example'], secretName: 'eb-tls' }]);
  });
});
