// Liveness and readiness, for a balancer or an orchestrator. Liveness is only "the process answers"; readiness
// checks what a request needs: the database, Temporal (when the process uses it) and a schema not older than the code.
// Reading the schema's version is the database's answer too: one query checks both.
import type { Client } from '@temporalio/client';

export interface Readiness {
  status: 'ready' | 'not_ready';
  database: 'ok' | 'unreachable';
  temporal: 'ok' | 'unreachable' | 'not_used';
  schema: 'current' | 'behind' | 'unknown';
  /** One sentence per failing check. */
  reasons: string[];
}

/** The schema's version as the composition root reads it (platform code does not reach into db/). */
export interface SchemaVersion {
  /** The migrations the code knows that the database has not applied. */
  pending(): Promise<string[]>;
}

/** How long one check may take: a balancer's probe waits for the answer, and a hung dependency is a failing one. */
const CHECK_TIMEOUT_MS = 2_000;

/** Checks the database, the schema and Temporal at once; never throws. */
export async function checkReadiness(parts: {
  schemaVersion: SchemaVersion;
  temporal?: { client: Client } | undefined;
}): Promise<Readiness> {
  const reasons: string[] = [];
  const [pending, temporal] = await Promise.all([
    withTimeout(parts.schemaVersion.pending(), 'the database').catch((error: unknown) => {
      reasons.push(`The database does not answer: ${message(error)}`);
      return undefined;
    }),
    parts.temporal
      ? temporalAnswers(parts.temporal.client).catch((error: unknown) => {
          reasons.push(`Temporal does not answer: ${message(error)}`);
          return 'unreachable' as const;
        })
      : ('not_used' as const),
  ]);
  if (pending && pending.length > 0) {
    reasons.push(
      `The database schema is older than the code (${pending.join(', ')} not applied): run \`npm run migrate\`.`,
    );
  }
  return {
    status: reasons.length === 0 ? 'ready' : 'not_ready',
    database: pending ? 'ok' : 'unreachable',
    temporal,
    schema: !pending ? 'unknown' : pending.length > 0 ? 'behind' : 'current',
    reasons,
  };
}

/** Temporal's frontend answers a cheap call within the check's time. */
export async function temporalAnswers(client: Pick<Client, 'connection'>): Promise<'ok'> {
  await client.connection.withDeadline(Date.now() + CHECK_TIMEOUT_MS, () =>
    client.connection.workflowService.getSystemInfo({}),
  );
  return 'ok';
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
