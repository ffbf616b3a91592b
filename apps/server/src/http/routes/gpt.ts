import type { ServerResponse } from 'node:http';
import type { AnyRoute, StreamUsage } from '@dubkit/sdk-core';
import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GenericSchema } from 'valibot';
import { type AnswerRequest, answerFailure, streamAnswer } from '../../domain/assistant/answer';
import { searchTemplates, templateDetail, templatePrompt, templateTitle } from '../../domain/assistant/inspiration';
import { assistantMemberInfo, assistantProducts } from '../../domain/assistant/plan';
import { shortenPrompt, WELCOMES } from '../../domain/assistant/prompts';
import type { ServerContext } from '../../domain/context';
import { DomainError, notFound, notLoggedIn } from '../../domain/errors';
import { promptList } from '../../domain/prompts';
import { CHAT_UNAVAILABLE_MESSAGE, type ChatEngine, ChatError, unconfiguredChat } from '../../engines/chat/engine';
import { currentUser, handle, type InputOf, validate } from '../envelope';
import { StreamSignatures } from '../signature';
import { avatarSvg } from './media';

export interface GptDeps {
  chat: ChatEngine;
  /** The AES key of the streams' signature header (must match the website's). */
  signatureKey: string;
  /** How long a stalled provider is waited for (30 s). */
  idleMs?: number;
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

/** Resolves once the socket takes more, or is gone. */
function writable(res: ServerResponse) {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * The answer as server-sent events, in the shape sdk-core's stream client reads: `{ content }` pieces, then
 * `{ content: '', final: true, usage }` (the month's tokens); a failure once the stream is open is one `{ code, message }` event (spec part 2 §8).
 */
async function sendAnswer(
  ctx: ServerContext,
  reply: FastifyReply,
  answer: (signal: AbortSignal) => AsyncGenerator<string>,
  usage: () => Promise<StreamUsage>,
) {
  const res = reply.hijack().raw;
  const gone = new AbortController();
  // The client stopping or leaving cancels the provider's request at once: nobody reads the rest.
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const write = async (data: unknown) => {
    if (!res.write(event(data))) await writable(res);
  };
  try {
    for await (const content of answer(gone.signal)) await write({ content });
    // The answer's tokens are counted once it ends, so the final event carries the month's use with them.
    if (!gone.signal.aborted) await write({ content: '', final: true, usage: await usage() });
  } catch (error) {
    if (gone.signal.aborted) return;
    const failure = answerFailure(error);
    if (failure.code >= 500 && !(error instanceof ChatError && error.code === 'NOT_CONFIGURED'))
      ctx.log.warn({ err: error }, 'writing assistant answer failed');
    await write(failure);
  } finally {
    res.end();
  }
}

/** The writing assistant and the inspiration centre (spec part 2 §7). */
export function gptRoutes(app: FastifyInstance, ctx: ServerContext, deps: GptDeps) {
  const calls = contract.gpt;
  const signatures = new StreamSignatures(deps.signatureKey, ctx);

  handle(app, ctx, calls.welcome, 'public', async ({ mode }) => WELCOMES[mode]);
  handle(app, ctx, calls.vipInfo, 'user', async (_input, { user }) => assistantMemberInfo(ctx, user.id));
  handle(app, ctx, calls.vipProducts, 'public', async () => assistantProducts(ctx));
  // Public: the cards are the same for everyone and the spec's visitor bans (§6) do not name the prompt library.
  handle(app, ctx, calls.promptList, 'public', async ({ page, pageSize }) => promptList(ctx, page, pageSize));
  handle(app, ctx, calls.templateSearch, 'user', async ({ page, pageSize }) => searchTemplates(ctx, page, pageSize));
  handle(app, ctx, calls.templateDetail, 'user', async ({ code }) => templateDetail(ctx, code));

  /** Login, signature and body are checked before anything streams; they fail as a plain envelope. */
  function stream<C extends AnyRoute & { readonly body: GenericSchema }>(
    call: C,
    toRequest: (input: InputOf<C>) => Promise<AnswerRequest>,
  ) {
    app.post(call.path, { config: { access: 'user' } }, async (request, reply) => {
      const user = await currentUser(ctx, request);
      if (!user) throw notLoggedIn();
      await signatures.check(request, user.id);
      // Without a provider nothing is reserved or streamed: the user is told the feature is not open yet.
      if (deps.chat === unconfiguredChat) throw new DomainError(503, CHAT_UNAVAILABLE_MESSAGE);
      const answerRequest = await toRequest(validate(call.body, request.body) as InputOf<C>);
      await sendAnswer(
        ctx,
        reply,
        (signal) => streamAnswer(ctx, deps.chat, user.id, answerRequest, { signal, idleMs: deps.idleMs }),
        async () => {
          const plan = await assistantMemberInfo(ctx, user.id);
          return { monthTokens: plan.monthTokensUsed, monthAllowance: plan.monthTokensAllowed };
        },
      );
    });
  }
  stream(calls.chat, async ({ content, history }) => ({ kind: 'chat', content, history }));
  stream(calls.translate, async ({ content }) => ({ kind: 'translate', content }));
  stream(calls.edit, async ({ content }) => ({ kind: 'edit', content }));
  stream(calls.rewrite, async ({ content, maxLength }) =>
    maxLength ? { kind: 'shorten', content, systemPrompt: shortenPrompt(maxLength) } : { kind: 'rewrite', content },
  );
  stream(calls.templateApply, async ({ code, content }) => ({
    kind: 'template',
    content,
    systemPrompt: await templatePrompt(ctx, code),
  }));

  app.get<{ Params: { file: string } }>('/media/inspiration/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    const title = await templateTitle(ctx, code);
    if (!title) throw notFound('图标不存在');
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
    return avatarSvg(`inspiration-${code}`, title);
  });
}
