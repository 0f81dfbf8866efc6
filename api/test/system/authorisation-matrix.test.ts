// The authorisation matrix: every operation of the contract, called as every role of openapi/access.yaml
// on objects made through the API, answers the declared status; a refused call changes nothing (the object is read
// back as its owner or an admin); a list shows an object only to those entitled to it; the live room's events follow
// their own row of the table. The committed openapi/ACCESS.md must be the table as rendered here.
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../src/modules/system/openapi-document.js';
import {
  ACCESS_DOCUMENT_FILE,
  contractOperations,
  loadAccessTable,
  operationOf,
  PARTNER_ROLES,
  renderAccessDocument,
  rowsInOrder,
  SESSION_ROLES,
  usesPartnerCredentials,
  type AccessTable,
  type Role,
  type SessionRole,
} from '../helpers/access-table.js';
import { insertExpert } from '../helpers/consultation-rows.js';
import { assertMatchesContract } from '../helpers/openapi-validator.js';
import { openSockets } from '../helpers/sockets.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser, newSession } from '../helpers/users.js';
import { buildCases, type Case } from './authorisation-cases.js';
import { runRoomMatrix } from './authorisation-room.js';
import { buildWorld, FOREIGN_ORIGIN, type World } from './authorisation-world.js';

const operations = contractOperations(loadOpenApiDocument() as never);
const { table, problems } = loadAccessTable();
let world: World;
let cases: Record<string, Case>;

it('declares one row for every operation of the contract and none for anything else', () => {
  const declared = Object.keys(table.operations);
  const ids = operations.map((operation) => operation.id);
  expect(problems, problems.join('\n')).toEqual([]);
  expect(ids.filter((id) => !declared.includes(id))).toEqual([]);
  expect(declared.filter((row) => !ids.includes(operationOf(row)))).toEqual([]);
  for (const { row, operation, access } of rowsInOrder(table, operations)) {
    const partnerCells = PARTNER_ROLES.filter((role) => access.expect[role] !== undefined);
    // The partner roles are declared exactly for the operations that take a partner's credentials or a booking token.
    expect([row, partnerCells]).toEqual([
      row,
      usesPartnerCredentials(operation.security) ? [...PARTNER_ROLES] : [],
    ]);
  }
});

it('keeps openapi/ACCESS.md as the table renders it', () => {
  const rendered = renderAccessDocument(table, operations);
  if (process.env.WRITE_ACCESS_MD === '1') writeFileSync(ACCESS_DOCUMENT_FILE, rendered);
  // Regenerate with: WRITE_ACCESS_MD=1 npx vitest run test/system/authorisation-matrix.test.ts
  expect(readFileSync(ACCESS_DOCUMENT_FILE, 'utf8')).toBe(rendered);
});

describe('on a running app', () => {
  beforeAll(async () => {
    world = await buildWorld();
    cases = buildCases(world);
  }, 300_000);
  afterAll(async () => {
    for (const socket of openSockets) socket.disconnect();
    await world?.receiver.close();
    await world?.app.close();
  });

  /** A user like the role's own (a client, a client with an application, an expert, an admin), new. */
  async function actorLike(role: SessionRole) {
    const user = await createSignedInUser(world.app, { admin: role === 'admin' });
    if (role === 'owner') await world.make.application(user);
    if (role === 'expert' || role === 'otherExpert') {
      await insertExpert(world.app.db.knex, { userId: user.id });
    }
    return user;
  }

  /** The client and headers of a role's call: a session (or none), or a partner's credentials. */
  async function caller(
    role: Role,
    operation: (typeof operations)[number],
    kase: Case,
    object: Record<string, unknown>,
    allowed: boolean,
  ): Promise<{ client: TestClient; headers: Record<string, string>; email: string }> {
    const { app, users } = world;
    if (role === 'visitor')
      return { client: app.client(), headers: {}, email: 'visitor@example.nz' };
    if (role in users) {
      const sessionRole = role as Exclude<SessionRole, 'visitor'>;
      const user = allowed && kase.freshActor ? await actorLike(sessionRole) : users[sessionRole];
      const client = kase.ownSession ? await newSession(app, user.id) : user.client;
      return { client, headers: {}, email: user.email };
    }
    const partner = role === 'otherPartner' ? world.otherPartner : world.partner;
    const headers: Record<string, string> = {};
    const { security } = operation;
    if (security.includes('partnerKey')) {
      headers['X-Partner-Key'] = partner.publishableKey;
      headers.Origin = partner.origin;
    } else if (security.includes('partnerSecret')) {
      headers.Authorization = `Bearer ${partner.secretKey}`;
    } else if (role === 'otherPartner') {
      // A token alone (the room entry): the other partner passes it on from its own site.
      headers['X-Partner-Key'] = partner.publishableKey;
      headers.Origin = partner.origin;
    }
    if (security.includes('bookingToken')) headers.Authorization = `Bearer ${String(object.token)}`;
    if (role === 'foreignOrigin') headers.Origin = FOREIGN_ORIGIN;
    return { client: app.client(), headers, email: 'partner@example.nz' };
  }

  /** Where two read-backs differ, as `path: before -> after`. */
  function changes(before: unknown, after: unknown, path = ''): string[] {
    if (isDeepStrictEqual(before, after)) return [];
    if (before && after && typeof before === 'object' && typeof after === 'object') {
      const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
      return [...keys].flatMap((key) =>
        changes(
          (before as Record<string, unknown>)[key],
          (after as Record<string, unknown>)[key],
          `${path}.${key}`,
        ),
      );
    }
    return [`${path || '(object)'}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`];
  }

  const isAllowed = (status: number | undefined) => status !== undefined && status < 400;

  it('answers every operation as declared for every role, and a refused call changes nothing', async () => {
    const failures: string[] = [];
    const contractProblems: string[] = [];
    const observed: AccessTable['operations'] = {};
    for (const { row, operation, access } of rowsInOrder(table, operations)) {
      const kase = cases[row];
      if (!kase) {
        failures.push(`${row}: no case in the test`);
        continue;
      }
      observed[row] = { object: access.object, expect: {} };
      const roles = (Object.keys(access.expect) as Role[]).sort(
        (a, b) => Number(isAllowed(access.expect[a])) - Number(isAllowed(access.expect[b])),
      );
      const refusable = roles.some((role) => !isAllowed(access.expect[role]));
      if (operation.method !== 'GET' && refusable && !kase.readBack) {
        failures.push(`${row}: a refused call is not read back`);
      }
      const shared = await kase.object();
      let before = await kase.readBack?.(shared);
      for (const role of roles) {
        const want = access.expect[role]!;
        const allowed = isAllowed(want);
        const object = allowed && kase.fresh ? await kase.fresh() : shared;
        const who = await caller(role, operation, kase, object, allowed);
        const call = kase.call(object, role, who);
        const path = call.path;
        const answer = await who.client.request(operation.method, path, {
          body: call.body,
          headers: { ...call.headers, ...who.headers },
          unchecked: true,
        });
        observed[row]!.expect[role] = answer.status;
        const where = `${row} as ${role}`;
        if (answer.status !== want) {
          failures.push(
            `${where}: ${answer.status} (declared ${want}) ${JSON.stringify(answer.body)}`,
          );
        }
        try {
          assertMatchesContract({
            method: operation.method,
            path,
            status: answer.status,
            contentType: answer.headers.get('Content-Type'),
            body: answer.body === '' ? undefined : answer.body,
          });
        } catch (error) {
          contractProblems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
        }
        if (
          kase.hidden &&
          answer.status < 300 &&
          !kase.hidden.sees.includes(role) &&
          JSON.stringify(answer.body).includes(kase.hidden.id(object))
        ) {
          failures.push(`${where}: the answer shows an object the role may not see`);
        }
        if (kase.readBack) {
          const after = await kase.readBack(shared);
          const mayChange =
            object === shared && answer.status < 300 && kase.changes?.includes(role);
          if (!mayChange && !isDeepStrictEqual(before, after)) {
            failures.push(
              `${where} (${answer.status}) changed the object: ${changes(before, after).join('; ')}`,
            );
          }
          before = after;
        }
      }
    }
    const size = Object.values(observed).reduce((n, row) => n + Object.keys(row.expect).length, 0);
    process.stdout.write(
      `\nAuthorisation matrix: ${operations.length} operations in ${Object.keys(observed).length} rows, ${size} calls, as observed\n\n` +
        renderAccessDocument({ ...table, operations: observed, events: {} }, operations).replace(
          /^[\s\S]*?## Every operation/m,
          '## Every operation',
        ) +
        `\n${failures.length} failures\n${failures.join('\n')}\n`,
    );
    // The failures and problems in the assertion's own message, so a run's summary says which rows they were.
    expect(failures, failures.join('\n')).toEqual([]);
    expect(contractProblems, contractProblems.join('\n')).toEqual([]);
  }, 600_000);

  it("answers the live room's events as declared for every role, and nothing leaks to a refused socket", async () => {
    const { observed, leaks } = await runRoomMatrix(world);
    const rows = Object.entries(observed).map(
      ([event, cells]) => `| ${event} | ${SESSION_ROLES.map((role) => cells[role]).join(' | ')} |`,
    );
    process.stdout.write(
      `\nThe live room, as observed\n\n| event | ${SESSION_ROLES.join(' | ')} |\n${rows.join('\n')}\n`,
    );
    expect(leaks, leaks.join('\n')).toEqual([]);
    expect(observed).toEqual(
      Object.fromEntries(Object.entries(table.events).map(([event, row]) => [event, row.expect])),
    );
  }, 120_000);
});
