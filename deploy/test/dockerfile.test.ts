// The Dockerfile's rules, held without a Docker daemon (none runs on the machines that test this): what each
// stage does, who the process runs as, how it is started and checked.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveHadolint } from '../../scripts/hadolint.mjs';
import { API_NODE_FLAGS } from '../../scripts/node-flags.mjs';
import {
  execForm,
  imageCommand,
  parseDockerfile,
  readRepositoryFile,
  type Stage,
} from './dockerfile.js';

const stages = parseDockerfile(readRepositoryFile('Dockerfile'));
const runtime = stages.at(-1)!;
const build = stages.find((stage) => stage.name === 'build');

const of = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);
const runs = (stage: Stage) => of(stage, 'RUN').map((instruction) => instruction.args);
const packageJson = (dir: string) =>
  JSON.parse(readRepositoryFile(`${dir}/package.json`)) as {
    name: string;
    workspaces?: string[];
    dependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };
const root = packageJson('.');
const workspaceDirs = new Map(root.workspaces!.map((dir) => [packageJson(dir).name, dir]));

describe('the Dockerfile', () => {
  it('has nothing hadolint reports, at any level', () => {
    const dockerfile = fileURLToPath(new URL('../../Dockerfile', import.meta.url));
    const result = spawnSync(resolveHadolint(), ['--no-color', dockerfile], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('builds in one stage and runs in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build).toBeDefined();
    expect(runtime.name).not.toBe('build');
  });

  it('builds the portal and the widget in the build stage, with every workspace known to npm ci', () => {
    const commands = runs(build!).join(' && ');
    expect(commands).toMatch(/npm ci\b/);
    expect(commands).toContain('npm run build -w @expertbridge/portal');
    expect(commands).toContain('npm run build -w @expertbridge/widget');
    // npm ci refuses a lock file whose workspaces it cannot see: each package.json is copied before it.
    const copied = of(build!, 'COPY').map((instruction) => instruction.args.split(/\s+/)[0]);
    for (const dir of root.workspaces!) expect(copied).toContain(`${dir}/package.json`);
  });

  it('installs production dependencies only in the final stage', () => {
    const installs = runs(runtime).filter((command) => /\bnpm (ci|install|i)\b/.test(command));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/npm ci\b.*--omit=dev/);
    // The start command's loader is one of them, or the image could not start.
    expect(packageJson('api').dependencies).toHaveProperty('tsx');
  });

  it('copies into the final stage the package.json of the API and each workspace it depends on', () => {
    const copied = of(runtime, 'COPY').map((instruction) => instruction.args.split(/\s+/)[0]);
    const local = Object.keys(packageJson('api').dependencies ?? {}).filter((name) =>
      workspaceDirs.has(name),
    );
    for (const dir of ['api', ...local.map((name) => workspaceDirs.get(name)!)]) {
      expect(copied).toContain(`${dir}/package.json`);
      expect(
        copied.some((source) => source?.startsWith(`${dir}/`) && source !== `${dir}/package.json`),
      ).toBe(true);
    }
  });

  it('takes the built portal and widget from the build stage, not the sources', () => {
    const fromBuild = of(runtime, 'COPY')
      .filter((instruction) => instruction.args.startsWith('--from=build'))
      .map((instruction) => instruction.args.split(/\s+/)[1]);
    expect(fromBuild).toEqual(expect.arrayContaining(['/app/portal/dist', '/app/widget/dist']));
  });

  it('runs as a user other than root, set after the last step that writes as root', () => {
    const users = of(runtime, 'USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users.at(-1)!.args.split(':')[0];
    expect(['root', '0']).not.toContain(user);
    const lastUser = runtime.instructions.lastIndexOf(users.at(-1)!);
    const lastWrite = runtime.instructions.findLastIndex((instruction) =>
      ['RUN', 'COPY', 'ADD'].includes(instruction.keyword),
    );
    expect(lastUser).toBeGreaterThan(lastWrite);
  });

  it('checks liveness on /api/health/live, in exec form', () => {
    const healthchecks = of(runtime, 'HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    const command = healthchecks[0]!.args.replace(/^.*?\bCMD\s+/, '');
    const words = execForm(command);
    expect(words).toBeDefined();
    expect(words!.join(' ')).toContain('/api/health/live');
  });

  it('starts the API as node itself, with the measured flags and tsx as a loader, in exec form', () => {
    expect(of(runtime, 'ENTRYPOINT')).toHaveLength(0);
    // Exec form: node is the container's first process, and the orchestrator's SIGTERM reaches it.
    expect(imageCommand()).toEqual([
      'node',
      ...API_NODE_FLAGS,
      '--import',
      'tsx',
      'api/src/main.ts',
    ]);
    // The same command as the API package's own start script, run from the repository's root.
    expect(packageJson('api').scripts!.start).toBe(
      imageCommand().join(' ').replace('api/src/', 'src/'),
    );
  });

  it('sets production, an address reachable from outside the container, and no migration at start', () => {
    const env = of(runtime, 'ENV')
      .map((instruction) => instruction.args)
      .join(' ');
    expect(env).toMatch(/NODE_ENV=production\b/);
    expect(env).toMatch(/HOST=0\.0\.0\.0\b/);
    expect(env).toMatch(/MIGRATE_ON_START=false\b/);
    expect(env).toMatch(/TEMPORAL_WORKER=off\b/);
  });

  it('pins its base image to a version', () => {
    const argDefault = /ARG NODE_IMAGE=(\S+)/.exec(readRepositoryFile('Dockerfile'))?.[1];
    expect(argDefault).toMatch(/^node:\d+[\w.-]*$/);
    for (const stage of stages) expect(stage.from).not.toMatch(/:latest$/);
  });
});

describe('.dockerignore', () => {
  const ignored = readRepositoryFile('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('keeps installed modules, builds, data and secrets out of the build context', () => {
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git', '.env']) {
      expect(ignored).toContain(entry);
    }
  });

  it('keeps every file the Dockerfile copies in the context', () => {
    const sources = stages
      .flatMap((stage) => of(stage, 'COPY'))
      .filter((instruction) => !instruction.args.startsWith('--from'))
      .flatMap((instruction) => instruction.args.split(/\s+/).slice(0, -1))
      .filter((source) => !source.startsWith('--'));
    for (const source of sources) {
      const top = source.split('/')[0]!;
      expect(ignored).not.toContain(source);
      expect(ignored).not.toContain(top);
    }
  });
});
