import type { Insertable, Kysely } from 'kysely';
import type { Database, VoiceBindingsTable } from '../db/schema';

/** OpenAI's voices by how they sound; the anchors of one language and sex take them in turn. */
const OPENAI_VOICES = { female: ['nova', 'shimmer', 'coral', 'sage'], male: ['onyx', 'echo', 'ash', 'fable'] };

/** The speakers of CosyVoice's SFT model (CosyVoice-300M-SFT), by the seed's language ids (1 Mandarin … 5 Korean). */
const COSYVOICE_SPEAKERS: Record<number, { female?: string; male?: string }> = {
  1: { female: '中文女', male: '中文男' },
  2: { female: '粤语女', male: '粤语女' },
  3: { female: '英文女', male: '英文男' },
  4: { female: '日语男', male: '日语男' },
  5: { female: '韩语女', male: '韩语女' },
};

/**
 * The voice catalogue's starting rows, for the providers whose voices are known in advance: every anchor speaks through
 * an OpenAI voice of its sex, and the anchors of the languages CosyVoice's SFT model has through its speakers.
 * GPT-SoVITS speaks with reference audio on its own machine, so its rows are the operator's to add (`npm run voices`).
 */
export async function voiceBindingRows(db: Kysely<Database>, now: number): Promise<Insertable<VoiceBindingsTable>[]> {
  const anchors = await db.selectFrom('anchors').select(['id', 'sex', 'language_id']).orderBy('id').execute();
  const rows: Insertable<VoiceBindingsTable>[] = [];
  const turn = new Map<string, number>();
  for (const anchor of anchors) {
    const sex = anchor.sex === 1 ? 'male' : 'female';
    const key = `${anchor.language_id}/${sex}`;
    const n = turn.get(key) ?? 0;
    turn.set(key, n + 1);
    const voices = OPENAI_VOICES[sex];
    rows.push({
      provider: 'openai',
      anchor_id: anchor.id,
      voice: voices[n % voices.length] as string,
      created_at: now,
    });
    const speaker = COSYVOICE_SPEAKERS[anchor.language_id]?.[sex];
    if (speaker) rows.push({ provider: 'cosyvoice', anchor_id: anchor.id, voice: speaker, created_at: now });
  }
  return rows;
}
