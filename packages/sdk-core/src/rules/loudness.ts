/**
 * Loudness of a synthesis task's audio, as ITU-R BS.1770 measures it: the whole task is mastered to an integrated
 * loudness the creator picks (online video by default, broadcast selectable), its true peaks kept under a ceiling.
 */

/** The integrated loudness a task may be mastered to (LUFS): online video (first, the default) and broadcast (EBU R 128). */
export const LOUDNESS_TARGETS = [-16, -23] as const;
export type LoudnessTarget = (typeof LOUDNESS_TARGETS)[number];
export const DEFAULT_LOUDNESS_TARGET: LoudnessTarget = LOUDNESS_TARGETS[0];
/** True peaks of a task's audio stay under this (dBTP): room for a lossy encoder's overshoot. */
export const TRUE_PEAK_CEILING_DBTP = -1;

/** A target as the product writes it, with a true minus sign: `−16 LUFS`. */
export function loudnessText(target: number): string {
  return `${target < 0 ? '−' : ''}${Math.abs(target)} LUFS`;
}

/** The refusal of a request asking for another loudness (a task, a draft's settings). */
export const LOUDNESS_TARGET_MESSAGE = `响度标准仅支持 ${LOUDNESS_TARGETS.map(loudnessText).join(' 或 ')}`;

/** A loudness target from a setting or a stored task, or null when it is not one of LOUDNESS_TARGETS. */
export function loudnessTargetOf(value: unknown): LoudnessTarget | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return LOUDNESS_TARGETS.find((target) => target === number) ?? null;
}
