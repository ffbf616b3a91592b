import type { AnyRoute, ResponseOf } from '@dubkit/sdk-core';
import { checkRequest } from '@dubkit/sdk-core/validation';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { User } from '../db/schema';
import { type Session, sessionForToken } from '../domain/accounts';
import type { ServerContext } from '../domain/context';
import { badRequest, notLoggedIn } from '../domain/errors';
import { Serialized } from '../domain/serialized';
import type { Access } from './access';

type Schema = v.GenericSchema;
type CallWithSchema = AnyRoute & { readonly query?: Schema; readonly body?: Schema };

/** The validated parameters of a call: its schema's output, or nothing for calls without parameters. */
export type InputOf<C> = C extends { readonly query: infer S extends Schema }
  ? v.InferOutput<S>
  : C extends { readonly body: infer S extends Schema }
    ? v.InferOutput<S>
    : undefined;

const envelopes = new WeakMap<Serialized<unknown>, Buffer>();

/** The whole envelope as bytes, encoded once, so a kept Serialized is sent with no JSON or UTF-8 work. */
function envelopeOf(data: Serialized<unknown>): Buffer {
  let body = envelopes.get(data);
  if (!body) {
    body = Buffer.from(`{"code":200,"message":"success","data":${data.json}}`);
    envelopes.set(data, body);
  }
  return body;
}

/** What `handle` resolves before its handler: no user, the user when signed in, or a signed-in user only. */
type HandledAccess = Extract<Access, 'public' | 'optional' | 'user'>;

export interface CallContext<A extends HandledAccess> {
  user: A extends 'user' ? User : User | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The one place a bearer token is accepted: its session, in the scope the request's key and origin give it. */
export async function currentSession(ctx: ServerContext, request: FastifyRequest): Promise<Session | null> {
  const token = bearerToken(request);
  return token ? sessionForToken(ctx, token, request.partnerId) : null;
}

export async function currentUser(ctx: ServerContext, request: FastifyRequest): Promise<User | null> {
  return (await currentSession(ctx, request))?.user ?? null;
}

/** Parses with a contract schema; its first issue becomes a 400 in Chinese, valibot's words going to `detail`. */
export function validate<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = checkRequest(schema, input);
  if (!result.success) throw badRequest(result.refusal.message, result.refusal.detail);
  return result.output;
}

/**
 * Registers one call of the contract: method and path from the contract, parameters validated with its
 * schema, the user resolved from the bearer token, and the result wrapped in the envelope. `config` is the
 * route's (e.g. its rate limit).
 */
export function handle<C extends CallWithSchema, A extends HandledAccess>(
  app: FastifyInstance,
  ctx: ServerContext,
  call: C,
  access: A,
  handler: (input: InputOf<C>, context: CallContext<A>) => Promise<ResponseOf<C> | Serialized<ResponseOf<C>>>,
  config?: FastifyContextConfig,
) {
  app.route({
    method: call.method,
    url: call.path,
    config: { ...config, access },
    handler: async (request, reply) => {
      const user = access === 'public' ? null : await currentUser(ctx, request);
      if (access === 'user' && !user) throw notLoggedIn();
      const schema = call.in === 'query' ? call.query : call.body;
      const raw = call.in === 'query' ? request.query : request.body;
      const input = (schema ? validate(schema, raw) : undefined) as InputOf<C>;
      const data = await handler(input, { user, request, reply } as CallContext<A>);
      if (reply.sent) return reply;
      if (data instanceof Serialized) return reply.type('application/json; charset=utf-8').send(envelopeOf(data));
      return { code: 200, message: 'success', data: data ?? null };
    },
  });
}
