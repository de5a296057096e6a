import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Every reply the API test client receives is held to the OpenAPI document the app serves
 * (docs/decisions/257-openapi-artifact.md): for an operation registered from a declaration (it has
 * an operationId), the status must be one the document lists, and a JSON body must match that
 * status's schema. Routes not yet declared are not checked. Non-JSON answers (files, CSV, event
 * streams, 304) are checked only for their status.
 */

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Fixed segments: the router prefers /api/loas/verify/{code} to /api/loas/{id}/file. */
  fixedSegments: number;
  operation: Operation & { operationId: string };
}

export interface ReplyContract {
  /** A description of the mismatch, or undefined when the reply is one the document promises. */
  check(reply: {
    method: string;
    url: string;
    status: number;
    contentType: string;
    body: unknown;
  }): string | undefined;
}

/**
 * Contracts by the routes an app serves. Every app a test worker builds registers the same
 * declarations, so apps with the same routes serve the same document: it is built, read and
 * compiled once per worker instead of once per test file (the document's generation and the
 * validators' compilation took about a fifth of a second each time).
 */
const contractsByRoutes = new Map<string, Promise<ReplyContract | undefined>>();
/** Each app's contract, found once per app: every request of the test client asks for it. */
const contractsByApp = new WeakMap<FastifyInstance, Promise<ReplyContract | undefined>>();

/** The contract of the document this app serves at /api/docs/json, read once per set of routes. */
export function replyContractOf(app: FastifyInstance): Promise<ReplyContract | undefined> {
  let contract = contractsByApp.get(app);
  if (!contract) {
    const routes = app.printRoutes({ commonPrefix: false, includeHooks: false });
    contract = contractsByRoutes.get(routes);
    if (!contract) {
      contract = app
        .inject({ method: 'GET', url: '/api/docs/json', remoteAddress: '127.0.0.1' })
        .then((response) => (response.statusCode === 200 ? createReplyContract(response.json()) : undefined));
      contractsByRoutes.set(routes, contract);
    }
    contractsByApp.set(app, contract);
  }
  return contract;
}

export function createReplyContract(document: Document): ReplyContract {
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.operationId) continue;
      const segments = template.split('/');
      const source = segments
        .map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('/');
      routes.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        fixedSegments: segments.filter((segment) => !segment.startsWith('{')).length,
        operation: operation as Route['operation'],
      });
    }
  }
  routes.sort((a, b) => b.fixedSegments - a.fixedSegments);

  // OpenAPI 3.0 schemas: `nullable` is ajv's own keyword; `format: binary` marks files.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: unknown) => {
    let validate = validators.get(key);
    if (!validate) {
      // References point at #/components/…: the schema is compiled with the document's components.
      validate = ajv.compile({ components: document.components, allOf: [schema] });
      validators.set(key, validate);
    }
    return validate;
  };

  return {
    check({ method, url, status, contentType, body }) {
      const address = url.split('?')[0]!;
      const route = routes.find(
        (candidate) => candidate.method === method && candidate.pattern.test(address),
      );
      if (!route) return undefined;
      const { operationId, responses = {} } = route.operation;
      const name = `${operationId} (${method} ${route.template})`;
      const answer = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
      if (!answer) {
        return (
          `${name} answered ${status}, which its declaration does not list ` +
          `(declared: ${Object.keys(responses).join(', ')})`
        );
      }
      if (!/^application\/(.+\+)?json\b/.test(contentType)) return undefined;
      const media = answer.content?.['application/json'];
      if (!media?.schema) {
        const declaredTypes = Object.keys(answer.content ?? {});
        return (
          `${name} answered ${status} with JSON, but its declaration has ` +
          (declaredTypes.length ? declaredTypes.join(', ') : 'no body') +
          ' for that status'
        );
      }
      const validate = validatorOf(`${method} ${route.template} ${status}`, media.schema);
      if (validate(body)) return undefined;
      const errors = (validate.errors ?? [])
        .slice(0, 10)
        .map((error) => `  ${error.instancePath || '(body)'} ${error.message}${paramsText(error.params)}`)
        .join('\n');
      return `${name} answered ${status} with a body its declaration does not allow:\n${errors}\nbody: ${JSON.stringify(body).slice(0, 500)}`;
    },
  };
}

function paramsText(params: Record<string, unknown>) {
  const text = JSON.stringify(params);
  return text === '{}' ? '' : ` ${text}`;
}
