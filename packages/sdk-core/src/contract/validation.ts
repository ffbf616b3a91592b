// The request schemas (valibot) joined to the routes: the server validates with these, a client may opt in.
import type { GenericSchema } from 'valibot';
import { account } from './account';
import { accountSchemas } from './account.schema';
import { anchors } from './anchors';
import { anchorsSchemas } from './anchors.schema';
import { auth } from './auth';
import { authSchemas } from './auth.schema';
import type { AnyRoute, RequestOf, Route } from './define';
import { dictionary } from './dictionary';
import { dictionarySchemas } from './dictionary.schema';
import { draw } from './draw';
import { drawSchemas } from './draw.schema';
import { feedback } from './feedback';
import { feedbackSchemas } from './feedback.schema';
import { gpt } from './gpt';
import { gptSchemas } from './gpt.schema';
import { checkRequest } from './issues';
import type { Domain } from './routes';
import { samples } from './samples';
import { samplesSchemas } from './samples.schema';
import { settings } from './settings';
import { settingsSchemas } from './settings.schema';
import { takes } from './takes';
import { takesSchemas } from './takes.schema';
import { tasks } from './tasks';
import { tasksSchemas } from './tasks.schema';
import { tools } from './tools';
import { toolsSchemas } from './tools.schema';
import { trade } from './trade';
import { tradeSchemas } from './trade.schema';
import { works } from './works';
import { worksSchemas } from './works.schema';

export { checkRequest, type Refusal, type RequestCheck } from './issues';
export { type PartnerTokenBody, partnerTokenBody } from './partner.schema';

/** A call without parameters needs no schema; every other call must have exactly one. */
type SchemasFor<R> = {
  [K in keyof R as [RequestOf<R[K]>] extends [undefined] ? never : K]: GenericSchema;
};

/** A call with its request schema under `query` or `body`, as the server registers it. */
export type ContractCall<R, S> = R &
  (S extends GenericSchema
    ? R extends Route<unknown, unknown, 'query'>
      ? { readonly query: S; readonly body?: undefined }
      : { readonly body: S; readonly query?: undefined }
    : { readonly query?: undefined; readonly body?: undefined });

export type ContractDomain<R, S> = { [K in keyof R]: ContractCall<R[K], K extends keyof S ? S[K] : undefined> };

/* @__NO_SIDE_EFFECTS__ */
function withSchemas<
  R extends Record<string, AnyRoute>,
  S extends SchemasFor<R> & Record<Exclude<keyof S, keyof R>, never>,
>(calls: R, schemas: S): ContractDomain<R, S> {
  const domain: Record<string, AnyRoute> = {};
  for (const [name, route] of Object.entries(calls)) {
    const schema = (schemas as Record<string, GenericSchema | undefined>)[name];
    domain[name] = schema ? { ...route, [route.in]: schema } : route;
  }
  return domain as ContractDomain<R, S>;
}

/**
 * Every call of the spec's section 7 with its method, path, request schema and (phantom) response type.
 * Built from the domain objects themselves (not `routes.x`) so that bundlers can drop it when unused.
 */
export const contract = {
  auth: /* @__PURE__ */ withSchemas(auth, authSchemas),
  account: /* @__PURE__ */ withSchemas(account, accountSchemas),
  anchors: /* @__PURE__ */ withSchemas(anchors, anchorsSchemas),
  works: /* @__PURE__ */ withSchemas(works, worksSchemas),
  tasks: /* @__PURE__ */ withSchemas(tasks, tasksSchemas),
  takes: /* @__PURE__ */ withSchemas(takes, takesSchemas),
  tools: /* @__PURE__ */ withSchemas(tools, toolsSchemas),
  gpt: /* @__PURE__ */ withSchemas(gpt, gptSchemas),
  draw: /* @__PURE__ */ withSchemas(draw, drawSchemas),
  samples: /* @__PURE__ */ withSchemas(samples, samplesSchemas),
  trade: /* @__PURE__ */ withSchemas(trade, tradeSchemas),
  settings: /* @__PURE__ */ withSchemas(settings, settingsSchemas),
  feedback: /* @__PURE__ */ withSchemas(feedback, feedbackSchemas),
  dictionary: /* @__PURE__ */ withSchemas(dictionary, dictionarySchemas),
};

export type Contract = typeof contract;

/** One call of the flat list: its domain and name beside the route and schema. */
export interface ContractEntry extends AnyRoute {
  readonly domain: Domain;
  readonly call: string;
  /** `domain.call`, e.g. `anchors.search`. */
  readonly name: string;
  readonly query?: GenericSchema;
  readonly body?: GenericSchema;
}

/* @__NO_SIDE_EFFECTS__ */
function listCalls(domains: Contract): ContractEntry[] {
  return Object.entries(domains).flatMap(([domain, domainCalls]) =>
    Object.entries(domainCalls as Record<string, AnyRoute>).map(([call, route]) => ({
      ...route,
      domain: domain as Domain,
      call,
      name: `${domain}.${call}`,
    })),
  );
}

/** The contract as one list, for registering routes. */
export const calls: readonly ContractEntry[] = /* @__PURE__ */ listCalls(contract);

/**
 * The message the server would refuse this input with (the spec's Chinese text, or a Chinese one naming the field),
 * or null when valid. Pass it to `createDubKitClient({ validate })` to check requests before they are sent.
 */
export function validateRequest(route: Pick<AnyRoute, 'method' | 'path'>, input: unknown): string | null {
  const entry = calls.find((call) => call.method === route.method && call.path === route.path);
  const schema = entry?.query ?? entry?.body;
  if (!schema) return null;
  const result = checkRequest(schema, input);
  return result.success ? null : result.refusal.message;
}
