import { parse } from 'yaml';

/** One operation's examples as the contract gives them: the request body and each status's response body. */
export interface OperationExamples {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  request?: unknown;
  responses: Record<string, unknown>;
}

type Node = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolve(doc: Node, value: unknown): unknown {
  if (value && typeof value === 'object' && '$ref' in value) {
    const ref = String((value as Node).$ref);
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Node)[key], doc);
    return resolve(doc, target);
  }
  return value;
}

/** The first example of a media type: `example`, else the first of `examples` (following $refs). */
function exampleOf(doc: Node, media: unknown): unknown {
  const m = resolve(doc, media) as Node | undefined;
  if (!m) return undefined;
  if ('example' in m) return m.example;
  const named = m.examples as Node | undefined;
  const first = named && Object.values(named)[0];
  return first === undefined ? undefined : (resolve(doc, first) as Node).value;
}

/** Reads every operation's examples out of the OpenAPI document, keyed by operationId. */
export function extractExamples(yamlText: string): Record<string, OperationExamples> {
  // `merge`: the contract builds variants of an example with YAML merge keys (`<<: *anchor`).
  const doc = parse(yamlText, { maxAliasCount: -1, merge: true }) as Node;
  const out: Record<string, OperationExamples> = {};
  for (const [path, item] of Object.entries(doc.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const body = resolve(doc, op.requestBody) as Node | undefined;
      const request = exampleOf(doc, (body?.content as Node | undefined)?.['application/json']);
      const responses: Record<string, unknown> = {};
      for (const [status, raw] of Object.entries(op.responses as Node)) {
        const response = resolve(doc, raw) as Node;
        const content = response.content as Node | undefined;
        responses[status] = content ? (exampleOf(doc, content['application/json']) ?? null) : null;
      }
      out[String(op.operationId)] = {
        method,
        path,
        ...(request === undefined ? {} : { request }),
        responses,
      };
    }
  }
  return out;
}
