import type { ChatHistoryItem } from '@dubkit/sdk-core';
import { PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import { type ChatEngine, ChatError, type ChatTurn } from '../../engines/chat/engine';
import type { ServerContext } from '../context';
import { DomainError } from '../errors';
import { planStanding } from '../membership';
import { type AnswerKind, SYSTEM_PROMPTS } from './prompts';
import { ANSWER_MAX_TOKENS, estimatePromptTokens, reserveTokens, settleTokens } from './quota';

/** History sent to the model: the last 20 questions and answers, and at most this many characters of them. */
export const HISTORY_MAX_ITEMS = 40;
export const HISTORY_MAX_CHARS = 12_000;

export interface AnswerRequest {
  kind: AnswerKind;
  content: string;
  /** The default mode's conversation as the page sends it; the other kinds have none. */
  history?: readonly ChatHistoryItem[];
  /** An inspiration template's prompt (kind `template`), or the shortening's (kind `shorten`). */
  systemPrompt?: string;
}

/** The newest items that fit the bounds, oldest first, starting with a question. */
export function boundHistory(history: readonly ChatHistoryItem[]): ChatHistoryItem[] {
  const kept: ChatHistoryItem[] = [];
  let chars = 0;
  for (let i = history.length - 1; i >= 0 && kept.length < HISTORY_MAX_ITEMS; i--) {
    const item = history[i] as ChatHistoryItem;
    chars += item.content.length;
    if (chars > HISTORY_MAX_CHARS) break;
    kept.unshift(item);
  }
  while (kept[0]?.role === 2) kept.shift();
  return kept;
}

/** True when `kept` ends with the items of `page`. */
function continues(kept: readonly ChatHistoryItem[], page: readonly ChatHistoryItem[]) {
  const start = kept.length - page.length;
  return (
    start >= 0 &&
    page.every((item, i) => kept[start + i]?.role === item.role && kept[start + i]?.content === item.content)
  );
}

async function storedHistory(ctx: ServerContext, userId: number): Promise<ChatHistoryItem[]> {
  const rows = await ctx.db
    .selectFrom('assistant_history')
    .select(['role', 'content'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(HISTORY_MAX_ITEMS)
    .execute();
  return rows.reverse().map((row) => ({ role: row.role === 2 ? 2 : 1, content: row.content }));
}

/** A member's finished default-mode turn joins their kept conversation, which keeps its newest items only. */
async function remember(ctx: ServerContext, userId: number, question: string, answer: string) {
  const now = ctx.now();
  await ctx.db
    .insertInto('assistant_history')
    .values([
      { user_id: userId, role: 1, content: question, created_at: now },
      { user_id: userId, role: 2, content: answer, created_at: now },
    ])
    .execute();
  const oldest = await ctx.db
    .selectFrom('assistant_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .offset(HISTORY_MAX_ITEMS - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldest)
    await ctx.db.deleteFrom('assistant_history').where('user_id', '=', userId).where('id', '<', oldest.id).execute();
}

/** The turns the model receives, and whether the user has the assistant plan. */
export async function planAnswer(ctx: ServerContext, userId: number, request: AnswerRequest) {
  const { member } = await planStanding(ctx, userId, PRODUCT_TYPE.gpt);
  let history: ChatHistoryItem[] = [];
  if (request.kind === 'chat') {
    const page = request.history ?? [];
    const kept = member ? await storedHistory(ctx, userId) : [];
    // The kept conversation holds every finished turn the page shows, and what came before (an earlier visit); a
    // page whose turns it does not end with (say, talked before the plan was bought) is taken as it is.
    history = boundHistory(continues(kept, page) ? kept : page);
  }
  const system =
    request.kind === 'template' || request.kind === 'shorten'
      ? (request.systemPrompt ?? '')
      : SYSTEM_PROMPTS[request.kind];
  const turns: ChatTurn[] = [
    { role: 'system', content: system },
    ...history.map((item): ChatTurn => ({ role: item.role === 1 ? 'user' : 'assistant', content: item.content })),
    { role: 'user', content: request.content },
  ];
  return { member, turns };
}

/** Stalled providers are given up on after this long without a piece of the answer. */
export const ANSWER_IDLE_MS = 30_000;

const stalledAnswer = () => new DomainError(504, '写作助手响应超时，请稍后再试');

/** A failure's code and message for the stream's error event. */
export function answerFailure(error: unknown): { code: number; message: string } {
  if (error instanceof DomainError) return { code: error.code, message: error.message };
  if (error instanceof ChatError) return { code: error.code === 'NOT_CONFIGURED' ? 503 : 502, message: error.message };
  return { code: 500, message: '服务器内部错误' };
}

/** A refusal the provider answered before reading the prompt (or no provider at all): nothing was spent. */
const unread = (error: unknown) =>
  error instanceof ChatError && (error.code === 'REFUSED' || error.code === 'NOT_CONFIGURED');

/**
 * Streams the answer's pieces. The prompt and the most the answer may take are reserved first (402 when the month's
 * tokens do not cover them); aborting `signal` (the client went away) cancels the provider's request at once. The
 * reservation is settled with the tokens the provider reports or, when it stops before reporting, with the prompt and
 * the answer so far counted by characters; a member's finished default-mode turn is remembered.
 */
export async function* streamAnswer(
  ctx: ServerContext,
  chat: ChatEngine,
  userId: number,
  request: AnswerRequest,
  options: { signal: AbortSignal; idleMs?: number },
): AsyncGenerator<string> {
  const { member, turns } = await planAnswer(ctx, userId, request);
  const promptTokens = estimatePromptTokens(turns);
  const reservation = await reserveTokens(ctx, userId, member, promptTokens, ANSWER_MAX_TOKENS[request.kind]);
  const upstream = new AbortController();
  const cancel = () => upstream.abort();
  options.signal.addEventListener('abort', cancel, { once: true });
  let stalled = false;
  let idle: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      stalled = true;
      upstream.abort();
    }, options.idleMs ?? ANSWER_IDLE_MS);
  };
  let answer = '';
  let reported: number | null = null;
  let spent = true;
  let finished = false;
  try {
    watch();
    const pieces = chat.stream(turns, { signal: upstream.signal, maxTokens: reservation.maxAnswerTokens });
    for await (const chunk of pieces) {
      watch();
      if ('usage' in chunk) reported = chunk.usage.totalTokens;
      else if (chunk.content) {
        answer += chunk.content;
        yield chunk.content;
      }
    }
    // The SDK ends an aborted stream quietly, so how it ended is read from the abort.
    if (stalled) throw stalledAnswer();
    finished = !upstream.signal.aborted;
  } catch (error) {
    spent = !unread(error);
    throw stalled ? stalledAnswer() : error;
  } finally {
    clearTimeout(idle);
    options.signal.removeEventListener('abort', cancel);
    // The provider read the prompt once asked, so an answer cut short (even before its first piece) costs it.
    await settleTokens(ctx, userId, reservation, reported ?? (spent ? promptTokens + answer.length : 0));
    if (finished && member && request.kind === 'chat') await remember(ctx, userId, request.content, answer);
  }
}
