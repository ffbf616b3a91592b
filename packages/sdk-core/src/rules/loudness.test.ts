import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { taskAddBody } from '../contract/tasks.schema';
import { DEFAULT_LOUDNESS_TARGET, LOUDNESS_TARGETS, loudnessTargetOf, TRUE_PEAK_CEILING_DBTP } from './loudness';

describe('loudness targets', () => {
  it('are online video (-16 LUFS, the default) and broadcast (-23 LUFS), under a -1 dBTP ceiling', () => {
    expect(LOUDNESS_TARGETS).toEqual([-16, -23]);
    expect(DEFAULT_LOUDNESS_TARGET).toBe(-16);
    expect(TRUE_PEAK_CEILING_DBTP).toBe(-1);
  });

  it('reads a setting or a stored value, refusing anything else', () => {
    expect(loudnessTargetOf('-23')).toBe(-23);
    expect(loudnessTargetOf(-16)).toBe(-16);
    expect(loudnessTargetOf('-20')).toBeNull();
    expect(loudnessTargetOf('')).toBeNull();
  });

  it('a task may ask for one of them, or none', () => {
    const task = { title: '', anchorType: 1, anchorId: 1, text: '<speak>你好</speak>' };
    expect(safeParse(taskAddBody, { ...task, loudnessTarget: -23 }).output).toMatchObject({ loudnessTarget: -23 });
    expect(safeParse(taskAddBody, task).output).not.toHaveProperty('loudnessTarget');
    expect(safeParse(taskAddBody, { ...task, loudnessTarget: -20 }).success).toBe(false);
  });
});
