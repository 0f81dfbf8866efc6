// The workflow bundle, built once per version of the workflow code and kept on disk. Bundling (webpack
// over the workflow sources and the SDK) takes seconds on a small machine; a restart with unchanged code
// reuses the file, so `npm start` and a worker restart skip it, and so do processes sharing the directory
// (TEMPORAL_BUNDLE_DIR), as the tests' do.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { workflowsPath } from '@expertbridge/workflows/worker';
import { bundleWorkflowCode, type WorkflowBundleOption } from '@temporalio/worker';
import type { Logger } from 'pino';

/** Everything under workflows/src may end up in the bundle (the workflows import its rules and config). */
const sourceRoot = path.resolve(path.dirname(workflowsPath), '..');

/**
 * The bundle for the current workflow code: read from `cacheDir` when a file for this code exists, else
 * built and written there. Writing is best effort (a read-only disk still gets a bundle in memory).
 */
export async function loadWorkflowBundle(
  cacheDir: string,
  logger: Logger,
  options: { interceptorModules?: readonly string[] } = {},
): Promise<WorkflowBundleOption> {
  const workflowInterceptorModules = [...(options.interceptorModules ?? [])];
  const key = await bundleKey(workflowInterceptorModules);
  const file = path.join(cacheDir, `workflow-bundle-${key}.js`);
  // Read now, not handed over as a path: another process sharing the directory may remove it (its code is newer).
  const kept = await readKept(file);
  if (kept !== undefined) return { code: kept };

  const started = Date.now();
  const { code } = await bundleWorkflowCode({
    workflowsPath,
    workflowInterceptorModules,
    logger: bundlerLogger(logger),
  });
  logger.info({ ms: Date.now() - started }, 'bundled the workflow code');
  try {
    await mkdir(cacheDir, { recursive: true });
    // Written aside then renamed: a second process starting at the same moment never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, code);
    await rename(partial, file);
    await removeOtherBundles(cacheDir, path.basename(file));
  } catch (error) {
    logger.warn(
      { err: error, cacheDir },
      'could not cache the workflow bundle; using it from memory',
    );
  }
  return { code };
}

/**
 * A hash of the workflow sources, the SDK version and the interceptor modules (tracing's, when on): the bundle must
 * match them exactly.
 */
async function bundleKey(interceptorModules: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const module of interceptorModules) hash.update(`interceptor ${module}\n`);
  const sdk = createRequire(workflowsPath)('@temporalio/worker/package.json') as {
    version: string;
  };
  hash.update(`@temporalio/worker@${sdk.version}\n`);
  for (const file of await sourceFiles(sourceRoot)) {
    hash.update(`${path.relative(sourceRoot, file)}\n`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The TypeScript sources under `dir`, tests excluded, in a stable order. */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The kept bundle's code, or undefined when there is none (or it went while being read). */
async function readKept(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Bundles of older workflow code are never read again. */
async function removeOtherBundles(cacheDir: string, keep: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    if (name.startsWith('workflow-bundle-') && name.endsWith('.js') && name !== keep) {
      await rm(path.join(cacheDir, name), { force: true });
    }
  }
}

/** webpack's progress goes to debug; its warnings and errors stay visible. */
function bundlerLogger(logger: Logger) {
  const at =
    (level: 'debug' | 'warn' | 'error') => (message: string, meta?: Record<string, unknown>) =>
      logger[level]({ ...meta, temporal: 'bundler' }, message);
  return {
    log: (level: string, message: string, meta?: Record<string, unknown>) =>
      at(level === 'WARN' ? 'warn' : level === 'ERROR' ? 'error' : 'debug')(message, meta),
    trace: at('debug'),
    debug: at('debug'),
    info: at('debug'),
    warn: at('warn'),
    error: at('error'),
  };
}
