// The API package's scripts spell out the Node.js flags that `npm start` and the benchmarks take from
// scripts/node-flags.mjs; a production start must run the same runtime as the measured one, as node itself.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_NODE_FLAGS } from '../../../scripts/node-flags.mjs';

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

it.each(['start', 'worker'])('the %s script runs with the API’s Node.js flags', (name) => {
  const words = scripts[name]!.split(' ');
  // Node itself with tsx as a loader: the tsx binary would run node as its child, out of a signal's reach.
  expect(words[0]).toBe('node');
  expect(words.slice(1, 1 + API_NODE_FLAGS.length)).toEqual([...API_NODE_FLAGS]);
  expect(words.slice(1 + API_NODE_FLAGS.length, 3 + API_NODE_FLAGS.length)).toEqual([
    '--import',
    'tsx',
  ]);
});
