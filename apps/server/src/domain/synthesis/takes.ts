import { createHash } from 'node:crypto';
import type { SentenceTakes } from '@dubkit/sdk-core';
import { countLength, isBlankScript } from '@dubkit/sdk-core/markup';
import {
  AUDITION_MAX_LENGTH,
  SENTENCE_TAKES_MAX,
  takeMissingMessage,
  takesFullMessage,
  taskSampleRate,
} from '@dubkit/sdk-core/studio';
import type { VoiceSettings } from '../../engines/speech/engine';
import type { PlanItem } from '../../engines/speech/plan';
import { segmentShape } from '../../engines/speech/speechCache';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { memberInfo } from '../membership';
import { parseContent } from '../works';
import { planScript } from './limits';
import { requestProsody, resolveRequestedVoice, type VoiceRequest } from './voices';

type Speech = Extract<PlanItem, { kind: 'speech' }>;

/** A sentence's key: what it says in which voices at which rate (not the engine, so a pin outlives an upgrade). */
function sentenceKey(speech: readonly Speech[], sampleRate: number): string {
  const shape = speech.map((item) => segmentShape({ ...item.voice, text: item.text, sampleRate }));
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url');
}

/** Each sentence's speech items (by the plan's `sentence`), in order. */
function bySentence(items: readonly PlanItem[]): Speech[][] {
  const groups = new Map<number, Speech[]>();
  for (const item of items) {
    if (item.kind !== 'speech') continue;
    const group = groups.get(item.sentence ?? 0) ?? [];
    group.push(item);
    groups.set(item.sentence ?? 0, group);
  }
  return [...groups.values()];
}

/**
 * Speaks each sentence of a plan as the take its owner pinned (a render at another rate finds no pins: its sentences
 * are other keys). Changes the items in place.
 */
export async function pinTakes(ctx: ServerContext, userId: number, items: PlanItem[], sampleRate: number) {
  const sentences = bySentence(items).map((speech) => ({ speech, key: sentenceKey(speech, sampleRate) }));
  if (!sentences.length) return;
  const rows = await takeRows(
    ctx,
    userId,
    sentences.map((sentence) => sentence.key),
  );
  for (const { speech, key } of sentences) {
    const take = rows.get(key)?.pinned;
    if (take) for (const item of speech) item.take = take;
  }
}

/** The user's voice for sentences, resolved once, and the rate tasks render at for them. */
export async function sentenceVoice(ctx: ServerContext, userId: number, input: VoiceRequest) {
  const voice = await resolveRequestedVoice(ctx, userId, input, requestProsody(input));
  const { vipLevel } = await memberInfo(ctx, userId);
  return { settings: voice.settings, sampleRate: taskSampleRate(vipLevel) };
}

type Voice = Awaited<ReturnType<typeof sentenceVoice>>;

/** One sentence's plan and key; refused when it is blank or longer than an audition. */
export async function sentencePlan(ctx: ServerContext, userId: number, voice: Voice, markup: string) {
  const doc = parseContent(markup);
  if (isBlankScript(doc)) throw badRequest('句子内容不能为空');
  if (countLength(doc) > AUDITION_MAX_LENGTH) throw badRequest(`单次试听不能超过${AUDITION_MAX_LENGTH}个字`);
  const items = await planScript(ctx, userId, doc, voice.settings);
  const speech = items.filter((item): item is Speech => item.kind === 'speech');
  return { items, key: sentenceKey(speech, voice.sampleRate) };
}

type TakeRow = { takes: number; pinned: number };

const view = (row: TakeRow | undefined, varies: boolean): SentenceTakes => ({
  takes: row?.takes ?? 1,
  pinned: row?.pinned ?? 0,
  varies,
});

/** The user's takes of these sentences, by key; in slices, so a long script stays within every database's parameter limit. */
async function takeRows(ctx: ServerContext, userId: number, keys: readonly string[]) {
  const rows = new Map<string, TakeRow>();
  for (let from = 0; from < keys.length; from += 500) {
    const found = await ctx.db
      .selectFrom('sentence_takes')
      .select(['sentence_key', 'takes', 'pinned'])
      .where('owner_id', '=', userId)
      .where('sentence_key', 'in', keys.slice(from, from + 500))
      .execute();
    for (const row of found) rows.set(row.sentence_key, row);
  }
  return rows;
}

/** The takes of each sentence (its markup), in one voice. */
export async function listTakes(
  ctx: ServerContext,
  userId: number,
  input: VoiceRequest & { sentences: string[] },
  variesFor: (voice: VoiceSettings) => boolean,
): Promise<SentenceTakes[]> {
  const voice = await sentenceVoice(ctx, userId, input);
  const varies = variesFor(voice.settings);
  const keys: string[] = [];
  for (const markup of input.sentences) keys.push((await sentencePlan(ctx, userId, voice, markup)).key);
  const rows = await takeRows(ctx, userId, keys);
  return keys.map((key) => view(rows.get(key), varies));
}

/** One take's plan (its speech marked with the take), refused when that take was never made. */
export async function takePlan(
  ctx: ServerContext,
  userId: number,
  input: VoiceRequest & { sentence: string; take: number },
) {
  const voice = await sentenceVoice(ctx, userId, input);
  const { items, key } = await sentencePlan(ctx, userId, voice, input.sentence);
  const row = (await takeRows(ctx, userId, [key])).get(key);
  if (input.take >= view(row, false).takes) throw badRequest(takeMissingMessage());
  for (const item of items) if (item.kind === 'speech' && input.take) item.take = input.take;
  return { items, sampleRate: voice.sampleRate };
}

/** A new take of the sentence, pinned; refused once it has SENTENCE_TAKES_MAX. One statement, so racing clicks count once each. */
export async function regenerateTake(
  ctx: ServerContext,
  userId: number,
  input: VoiceRequest & { sentence: string },
  variesFor: (voice: VoiceSettings) => boolean,
): Promise<SentenceTakes> {
  const voice = await sentenceVoice(ctx, userId, input);
  const varies = variesFor(voice.settings);
  const { key } = await sentencePlan(ctx, userId, voice, input.sentence);
  const now = ctx.now();
  const row = await ctx.db
    .insertInto('sentence_takes')
    .values({ owner_id: userId, sentence_key: key, takes: 2, pinned: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['owner_id', 'sentence_key'])
        .doUpdateSet((eb) => ({
          takes: eb('sentence_takes.takes', '+', 1),
          pinned: eb.ref('sentence_takes.takes'),
          updated_at: now,
        }))
        .where('sentence_takes.takes', '<', SENTENCE_TAKES_MAX),
    )
    .returning(['takes', 'pinned'])
    .executeTakeFirst();
  if (!row) throw badRequest(takesFullMessage());
  return view(row, varies);
}

/** Pins one of the sentence's takes for its tasks and auditions. */
export async function pinTake(
  ctx: ServerContext,
  userId: number,
  input: VoiceRequest & { sentence: string; take: number },
  variesFor: (voice: VoiceSettings) => boolean,
): Promise<SentenceTakes> {
  const voice = await sentenceVoice(ctx, userId, input);
  const varies = variesFor(voice.settings);
  const { key } = await sentencePlan(ctx, userId, voice, input.sentence);
  const row = (await takeRows(ctx, userId, [key])).get(key);
  if (!row) {
    if (input.take > 0) throw badRequest(takeMissingMessage());
    return view(undefined, varies);
  }
  const pinned = await ctx.db
    .updateTable('sentence_takes')
    .set({ pinned: input.take, updated_at: ctx.now() })
    .where('owner_id', '=', userId)
    .where('sentence_key', '=', key)
    .where('takes', '>', input.take)
    .returning(['takes', 'pinned'])
    .executeTakeFirst();
  if (!pinned) throw badRequest(takeMissingMessage());
  return view(pinned, varies);
}
