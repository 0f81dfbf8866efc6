// Finds Temporal's time-skipping test server (the Java `io.temporal:temporal-test-server` from Maven Central), the
// server whose clock a test can move forward. Only the browser journey that needs days to pass after a consultation's
// end runs on it; everything else runs on the real dev server. Maven resolves the jar and its dependencies into its
// own cache (~/.m2) once; the classpath it prints is kept in `${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/`.
// Node built-ins only: it runs before anything else is installed.
//   node scripts/temporal-test-server.mjs   prints the java command's arguments (resolving them first if needed)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goBinaryCacheDir } from './go-binary.mjs';

/** The release we run; Maven Central serves it here. */
export const TEMPORAL_TEST_SERVER_VERSION = '1.33.0';

const MAIN_CLASS = 'io.temporal.testserver.TestServer';

/** Beside the Go tools' `bin/` in `${XDG_CACHE_HOME:-$HOME/.cache}/expertbridge/`. */
function cacheDir(env) {
  return path.join(
    path.dirname(goBinaryCacheDir(env)),
    `temporal-test-server-${TEMPORAL_TEST_SERVER_VERSION}`,
  );
}

function pom() {
  return `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>expertbridge.tools</groupId>
  <artifactId>temporal-test-server</artifactId>
  <version>1</version>
  <dependencies>
    <dependency>
      <groupId>io.temporal</groupId>
      <artifactId>temporal-test-server</artifactId>
      <version>${TEMPORAL_TEST_SERVER_VERSION}</version>
    </dependency>
  </dependencies>
</project>
`;
}

function classpathIsComplete(classpath) {
  const entries = classpath.split(path.delimiter).filter(Boolean);
  return entries.length > 0 && entries.every((entry) => existsSync(entry));
}

/**
 * Returns how to run the test server: `java` and the arguments before the port (`-cp <classpath> <main class>`).
 * Resolves the classpath with Maven the first time.
 */
export function resolveTemporalTestServer({
  env = process.env,
  log = (m) => process.stderr.write(m),
} = {}) {
  const dir = cacheDir(env);
  const classpathFile = path.join(dir, 'classpath.txt');
  if (
    !existsSync(classpathFile) ||
    !classpathIsComplete(readFileSync(classpathFile, 'utf8').trim())
  ) {
    for (const tool of ['java', 'mvn']) {
      const probe = spawnSync(tool, ['-version'], { encoding: 'utf8', env });
      if (probe.error || probe.status !== 0) {
        throw new Error(
          `Temporal's test server needs ${tool === 'java' ? 'a Java runtime (java)' : 'Maven (mvn)'} on PATH.`,
        );
      }
    }
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'pom.xml'), pom());
    log(
      `Resolving Temporal's test server ${TEMPORAL_TEST_SERVER_VERSION} with Maven into ${dir}...\n`,
    );
    const result = spawnSync(
      'mvn',
      [
        '-q',
        '-B',
        '-Dstyle.color=never',
        'dependency:build-classpath',
        `-Dmdep.outputFile=${classpathFile}`,
      ],
      { cwd: dir, env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0 || !existsSync(classpathFile)) {
      throw new Error('Maven could not resolve the Temporal test server; see the output above.');
    }
  }
  const classpath = readFileSync(classpathFile, 'utf8').trim();
  return { command: 'java', args: ['-cp', classpath, MAIN_CLASS] };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { command, args } = resolveTemporalTestServer();
    process.stdout.write(`${command} ${args.join(' ')}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
