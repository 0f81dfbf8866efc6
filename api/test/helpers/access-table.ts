// The authorisation matrix declared beside the contract (openapi/access.yaml): who may call each operation of
// openapi/openapi.yaml and each event of the live room, and what everyone else gets. The matrix test reads it, checks
// it names exactly the contract's operations, runs it, and renders it as openapi/ACCESS.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
export const OPENAPI_DIR = path.dirname(require.resolve('@expertbridge/openapi/openapi.yaml'));
export const ACCESS_TABLE_FILE = path.join(OPENAPI_DIR, 'access.yaml');
export const ACCESS_DOCUMENT_FILE = path.join(OPENAPI_DIR, 'ACCESS.md');

/** Who calls with a session cookie (or none); every operation declares each of them. */
export const SESSION_ROLES = [
  'visitor',
  'owner',
  'otherClient',
  'expert',
  'otherExpert',
  'admin',
] as const;
/** Who calls with a partner's credentials; declared for the widget and partner-API operations. */
export const PARTNER_ROLES = ['partner', 'otherPartner', 'foreignOrigin'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];
export type PartnerRole = (typeof PARTNER_ROLES)[number];
export type Role = SessionRole | PartnerRole;

export interface OperationAccess {
  object: string;
  expect: Partial<Record<Role, number>>;
}

export interface AccessTable {
  roles: Record<Role, string>;
  operations: Record<string, OperationAccess>;
  events: Record<string, { expect: Partial<Record<SessionRole, string>> }>;
  eventsIntro: string;
}

type Json = Record<string, unknown>;

/** The table as written, with every shape problem listed (an empty list when it is well formed). */
export function loadAccessTable(): { table: AccessTable; problems: string[] } {
  const raw = parse(readFileSync(ACCESS_TABLE_FILE, 'utf8')) as Json;
  const problems: string[] = [];
  const roles = (raw.roles ?? {}) as Record<Role, string>;
  for (const role of [...SESSION_ROLES, ...PARTNER_ROLES]) {
    if (typeof roles[role] !== 'string') problems.push(`roles.${role} is not described`);
  }
  const operations: Record<string, OperationAccess> = {};
  for (const [id, value] of Object.entries((raw.operations ?? {}) as Record<string, Json>)) {
    const { object, ...cells } = value;
    if (typeof object !== 'string') problems.push(`${id}: no object`);
    const expect: Partial<Record<Role, number>> = {};
    for (const [role, status] of Object.entries(cells)) {
      if (![...SESSION_ROLES, ...PARTNER_ROLES].includes(role as Role)) {
        problems.push(`${id}: unknown role ${role}`);
      } else if (typeof status !== 'number' || status < 200 || status > 599) {
        problems.push(`${id}.${role}: ${String(status)} is not an HTTP status`);
      } else {
        expect[role as Role] = status;
      }
    }
    for (const role of SESSION_ROLES) {
      if (expect[role] === undefined) problems.push(`${id}: no outcome for ${role}`);
    }
    operations[id] = { object: String(object), expect };
  }
  const socket = (raw.socket ?? {}) as Json;
  const events: AccessTable['events'] = {};
  for (const [event, cells] of Object.entries((socket.events ?? {}) as Record<string, Json>)) {
    const expect: Partial<Record<SessionRole, string>> = {};
    for (const role of SESSION_ROLES) {
      if (typeof cells[role] !== 'string') problems.push(`socket ${event}: no outcome for ${role}`);
      else expect[role] = cells[role];
    }
    for (const role of Object.keys(cells)) {
      if (!SESSION_ROLES.includes(role as SessionRole)) {
        problems.push(`socket ${event}: unknown role ${role}`);
      }
    }
    events[event] = { expect };
  }
  return {
    table: { roles, operations, events, eventsIntro: String(socket.description ?? '') },
    problems,
  };
}

/** Operation id → method and path, in the contract's order. */
export function contractOperations(document: {
  paths: Record<string, Record<string, { operationId?: string; security?: Json[] }>>;
}) {
  const list: { id: string; method: string; path: string; security: string[] }[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      list.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path: template,
        security: (operation.security ?? []).flatMap((scheme) => Object.keys(scheme)),
      });
    }
  }
  return list;
}

/** The operation a row is about: a row is an operation id, or `operationId (variant)` for another body or state. */
export const operationOf = (row: string) => row.replace(/ \(.*\)$/, '');

/** The table's rows in the contract's order, each with its operation (its own row first, then its variants). */
export function rowsInOrder(table: AccessTable, operations: ReturnType<typeof contractOperations>) {
  return operations.flatMap((operation) =>
    Object.keys(table.operations)
      .filter((row) => operationOf(row) === operation.id)
      .sort((a, b) => Number(a !== operation.id) - Number(b !== operation.id))
      .map((row) => ({ row, operation, access: table.operations[row]! })),
  );
}

export const usesPartnerCredentials = (security: string[]) =>
  security.some((scheme) => ['partnerKey', 'partnerSecret', 'bookingToken'].includes(scheme));

const cell = (status: number | undefined) =>
  status === undefined ? '' : status < 400 ? `**${status}**` : String(status);
const eventCell = (outcome: string | undefined) =>
  outcome === undefined ? '' : outcome === 'ok' ? '**ok**' : outcome;
const escape = (text: string) => text.replaceAll('|', '\\|');

/** The table as a Markdown document: operations × session roles, the partner roles, the live room's events. */
export function renderAccessDocument(
  table: AccessTable,
  operations: ReturnType<typeof contractOperations>,
): string {
  const lines = [
    '# Authorisation matrix',
    '',
    '<!-- Generated from access.yaml by api/test/system/authorisation-matrix.test.ts (WRITE_ACCESS_MD=1); do not edit. -->',
    '',
    'Who may call each operation of [openapi.yaml](openapi.yaml), and what everyone else gets. The test',
    '`api/test/system/authorisation-matrix.test.ts` makes each object, calls every operation as every role',
    'below, asserts these statuses, and reads the object back to check that a refused call changed nothing.',
    'A bold status is allowed (2xx/3xx); a 409 or 422 for an allowed party means it passed the authorisation',
    'check and the state or the data refused it.',
    '',
    '| role | who |',
    '| --- | --- |',
    ...[...SESSION_ROLES, ...PARTNER_ROLES].map(
      (role) => `| ${role} | ${escape(table.roles[role] ?? '')} |`,
    ),
    '',
    '## Every operation, by session',
    '',
    `| operation | method and path | object | ${SESSION_ROLES.join(' | ')} |`,
    `| --- | --- | --- | ${SESSION_ROLES.map(() => '---').join(' | ')} |`,
  ];
  const rows = rowsInOrder(table, operations);
  for (const { row, operation, access } of rows) {
    lines.push(
      `| ${row} | \`${operation.method} ${operation.path}\` | ${escape(access.object)} | ${SESSION_ROLES.map((role) => cell(access.expect[role])).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    '## Widget and partner API, by partner credentials',
    '',
    `| operation | method and path | ${PARTNER_ROLES.join(' | ')} |`,
    `| --- | --- | ${PARTNER_ROLES.map(() => '---').join(' | ')} |`,
  );
  for (const { row, operation, access } of rows) {
    if (!PARTNER_ROLES.some((role) => access.expect[role] !== undefined)) continue;
    lines.push(
      `| ${row} | \`${operation.method} ${operation.path}\` | ${PARTNER_ROLES.map((role) => cell(access.expect[role])).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    '## The live room (socket.io at `/ws`)',
    '',
    escape(table.eventsIntro.trim()),
    '',
    `| event | ${SESSION_ROLES.join(' | ')} |`,
    `| --- | ${SESSION_ROLES.map(() => '---').join(' | ')} |`,
  );
  for (const [event, { expect }] of Object.entries(table.events)) {
    lines.push(
      `| ${event} | ${SESSION_ROLES.map((role) => eventCell(expect[role])).join(' | ')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
