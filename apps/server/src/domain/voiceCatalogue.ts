import type { AnchorVoiceEngine } from '@dubkit/sdk-core';
import type { VoiceBinding as VoiceBindingRow } from '../db/schema';
import type { ServerContext } from './context';
import { badRequest } from './errors';

/** A provider voice that speaks an anchor, as the voice catalogue stores it (options parsed). */
export interface VoiceBinding {
  id: number;
  provider: string;
  anchorId: number;
  /** 0: every template of the anchor. */
  templateId: number;
  /** '': every role. */
  role: string;
  voice: string;
  options: Record<string, string>;
}

export function parseBinding(row: VoiceBindingRow): VoiceBinding {
  let options: Record<string, string> = {};
  try {
    const parsed = JSON.parse(row.options) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      options = Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    // An operator's malformed JSON: the voice speaks without its options rather than not at all.
  }
  return {
    id: row.id,
    provider: row.provider,
    anchorId: row.anchor_id,
    templateId: row.template_id,
    role: row.role,
    voice: row.voice,
    options,
  };
}

/**
 * The binding that speaks an anchor in a template and role: the first configured provider (in `providers` order) that
 * has one, and within it the most specific row (template and role, then template, then role, then the anchor's own).
 */
export function bindingFor(
  bindings: readonly VoiceBinding[],
  providers: readonly string[],
  templateId: number,
  role: string,
): VoiceBinding | null {
  for (const provider of providers) {
    let best: VoiceBinding | null = null;
    let bestScore = -1;
    for (const binding of bindings) {
      if (binding.provider !== provider) continue;
      if (binding.templateId && binding.templateId !== templateId) continue;
      if (binding.role && binding.role !== role) continue;
      const score = (binding.templateId ? 2 : 0) + (binding.role ? 1 : 0);
      if (score > bestScore) {
        best = binding;
        bestScore = score;
      }
    }
    if (best) return best;
  }
  return null;
}

/**
 * What the studio tells a creator about an anchor's engine once neural providers are configured: neural (and what it
 * cannot honour: template styles or roles without a voice of their own; polyphone marks it reads through a homophone),
 * or the offline engine standing in. Undefined when no provider is configured: every voice is the offline one.
 */
export function voiceEngineOf(
  bindings: readonly VoiceBinding[],
  providers: readonly string[],
  anchor: { templateIds: readonly number[]; roles: readonly string[] },
): AnchorVoiceEngine | undefined {
  if (!providers.length) return undefined;
  const binding = bindingFor(bindings, providers, anchor.templateIds[0] ?? 0, '');
  if (!binding) return { kind: 'offline', ignores: [], approximates: [] };
  const own = bindings.filter((b) => b.provider === binding.provider);
  const ignores: AnchorVoiceEngine['ignores'] = [];
  // A style is honoured by a voice of its own per template, or by instructions the provider reads (OpenAI, CosyVoice).
  const styled =
    own.some((b) => b.templateId) || Boolean(binding.options.instructions || binding.options.instruct_text);
  if (anchor.templateIds.length > 1 && !styled) ignores.push('style');
  if (anchor.roles.length && !own.some((b) => b.role)) ignores.push('role');
  return { kind: 'neural', ignores, approximates: ['phoneme'] };
}

/** The voice catalogue's rows for the operator's CLI, by provider and anchor. */
export async function listVoiceBindings(ctx: Pick<ServerContext, 'db'>, provider?: string): Promise<VoiceBinding[]> {
  let query = ctx.db.selectFrom('voice_bindings').selectAll().orderBy('provider').orderBy('anchor_id').orderBy('id');
  if (provider) query = query.where('provider', '=', provider);
  return (await query.execute()).map(parseBinding);
}

export interface VoiceBindingInput {
  provider: string;
  anchorId: number;
  templateId?: number;
  role?: string;
  voice: string;
  options?: Record<string, string>;
}

/** Adds a row, or replaces the voice and options of the row with the same provider, anchor, template and role. */
export async function setVoiceBinding(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  input: VoiceBindingInput,
): Promise<VoiceBinding> {
  if (!input.voice.trim()) throw badRequest('voice must not be empty');
  const anchor = await ctx.db.selectFrom('anchors').select('id').where('id', '=', input.anchorId).executeTakeFirst();
  if (!anchor) throw badRequest(`no anchor ${input.anchorId}`);
  const values = {
    provider: input.provider,
    anchor_id: input.anchorId,
    template_id: input.templateId ?? 0,
    role: input.role ?? '',
    voice: input.voice.trim(),
    options: JSON.stringify(input.options ?? {}),
    created_at: ctx.now(),
  };
  await ctx.db
    .insertInto('voice_bindings')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['provider', 'anchor_id', 'template_id', 'role'])
        .doUpdateSet({ voice: values.voice, options: values.options }),
    )
    .execute();
  const row = await ctx.db
    .selectFrom('voice_bindings')
    .selectAll()
    .where('provider', '=', values.provider)
    .where('anchor_id', '=', values.anchor_id)
    .where('template_id', '=', values.template_id)
    .where('role', '=', values.role)
    .executeTakeFirstOrThrow();
  return parseBinding(row);
}

/** Removes one row by id; false when there was none. */
export async function removeVoiceBinding(ctx: Pick<ServerContext, 'db'>, id: number): Promise<boolean> {
  const result = await ctx.db.deleteFrom('voice_bindings').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
