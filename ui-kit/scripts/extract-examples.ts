// Regenerates src/mocks/examples.json from the contract so mocks never drift from it by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractExamples } from './contract-examples.js';

const contract = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const target = fileURLToPath(new URL('../src/mocks/examples.json', import.meta.url));
const examples = extractExamples(readFileSync(contract, 'utf8'));
writeFileSync(target, `${JSON.stringify(examples, null, 2)}\n`);
