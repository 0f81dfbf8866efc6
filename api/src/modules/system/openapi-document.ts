import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

/** The contract, parsed once from openapi/openapi.yaml. */
export function loadOpenApiDocument(): Record<string, unknown> {
  const file = require.resolve('@expertbridge/openapi/openapi.yaml');
  return parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
