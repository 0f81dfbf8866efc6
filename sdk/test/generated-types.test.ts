import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const contract = new URL('../../openapi/openapi.yaml', import.meta.url);
const committed = fileURLToPath(new URL('../src/schema.ts', import.meta.url));

describe('generated types', () => {
  it('match the contract (run `npm run generate` after changing openapi.yaml)', async () => {
    // The same options as `npm run generate`: runtime arrays of every enum (`languageValues`, …).
    const ast = await openapiTS(contract, { enumValues: true });
    const fresh = astToString(ast);
    const current = await readFile(committed, 'utf8');
    const body = (text: string) => text.slice(text.indexOf('export interface paths'));
    expect(body(current)).toBe(body(fresh));
  }, 30_000);
});
