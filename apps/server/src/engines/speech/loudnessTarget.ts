import {
  DEFAULT_LOUDNESS_TARGET,
  LOUDNESS_TARGETS,
  type LoudnessTarget,
  loudnessTargetOf,
} from '@dubkit/sdk-core/studio';

/** `DUBKIT_LOUDNESS_TARGET`: the loudness tasks are mastered to when they do not ask for one; a wrong value stops the start. */
export function loudnessTargetSetting(value: string | undefined): LoudnessTarget {
  if (value === undefined || value.trim() === '') return DEFAULT_LOUDNESS_TARGET;
  const target = loudnessTargetOf(value);
  if (target === null)
    throw new Error(`DUBKIT_LOUDNESS_TARGET must be one of ${LOUDNESS_TARGETS.join(', ')} (LUFS), got "${value}"`);
  return target;
}
