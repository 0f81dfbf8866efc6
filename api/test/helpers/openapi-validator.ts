import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadOpenApiDocument } from '../../src/modules/system/openapi-document.js';

type Json = Record<string, unknown>;
const document = loadOpenApiDocument() as Json & { paths: Record<string, Json> };

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema(document, 'openapi.json');

const pointerEscape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literal: !template.includes('{'),
}));

function resolveRef(value: Json): { node: Json; pointer?: string } {
  const ref = value.$ref;
  if (typeof ref !== 'string') return { node: value };
  const pointer = ref.slice(1);
  let node: unknown = document;
  for (const segment of pointer.split('/').slice(1)) {
    node = (node as Json)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return { node: node as Json, pointer };
}

const cache = new Map<string, ValidateFunction>();

export interface ResponseToCheck {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

/** Throws with a readable message when a response does not match the contract (status, media type, schema). */
export function assertMatchesContract(response: ResponseToCheck): void {
  const pathname = response.path.split('?')[0]!;
  // A literal path wins over a template (/api/experts/my-profile over /api/experts/{id}).
  const match =
    templates.find((entry) => entry.literal && entry.pattern.test(pathname)) ??
    templates.find((entry) => entry.pattern.test(pathname));
  const where = `${response.method} ${pathname} -> ${response.status}`;
  if (!match) throw new Error(`${where}: path is not in the OpenAPI document`);
  const operation = document.paths[match.template]![response.method.toLowerCase()] as
    Json | undefined;
  if (!operation) throw new Error(`${where}: method is not in the OpenAPI document`);
  const responses = operation.responses as Json;
  const statusKey = [String(response.status), `${String(response.status)[0]}XX`, 'default'].find(
    (key) => key in responses,
  );
  if (!statusKey) throw new Error(`${where}: status is not documented`);
  const { node: responseObject, pointer: responsePointer } = resolveRef(
    responses[statusKey] as Json,
  );
  const content = responseObject.content as Json | undefined;
  if (!content) {
    if (response.body !== undefined && response.body !== '') {
      throw new Error(`${where}: documented without a body but one was sent`);
    }
    return;
  }
  const mediaType = (response.contentType ?? '').split(';')[0]!.trim();
  if (!(mediaType in content)) {
    throw new Error(`${where}: media type "${mediaType}" is not documented`);
  }
  if (mediaType !== 'application/json') return;
  const base =
    responsePointer ??
    `/paths/${pointerEscape(match.template)}/${response.method.toLowerCase()}/responses/${statusKey}`;
  const schemaPointer = `${base}/content/${pointerEscape(mediaType)}/schema`;
  check(schemaPointer, response.body, `${where}: body`);
}

/** Throws with a readable message when `value` does not match the contract's schema `name` (a webhook's body). */
export function assertMatchesSchema(name: string, value: unknown): void {
  check(`/components/schemas/${pointerEscape(name)}`, value, name);
}

function check(schemaPointer: string, value: unknown, what: string): void {
  let validate = cache.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#${schemaPointer}` });
    cache.set(schemaPointer, validate);
  }
  if (!validate(value)) {
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message}`)
      .join('; ');
    throw new Error(`${what} does not match the contract: ${problems}`);
  }
}
