import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkRequest } from '../contract/issues';
import { taskAddBody } from '../contract/tasks.schema';
import { workSaveBody } from '../contract/works.schema';
import {
  DEFAULT_LOUDNESS_TARGET,
  LOUDNESS_TARGET_MESSAGE,
  LOUDNESS_TARGETS,
  loudnessTargetOf,
  loudnessText,
  TRUE_PEAK_CEILING_DBTP,
} from './loudness';

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

  it('is written with a true minus sign, and another value is refused in Chinese naming the two', () => {
    expect(loudnessText(-16)).toBe('−16 LUFS');
    expect(loudnessText(-23)).toBe('−23 LUFS');
    expect(LOUDNESS_TARGET_MESSAGE).toBe('响度标准仅支持 −16 LUFS 或 −23 LUFS');
    const task = { title: '', anchorType: 1, anchorId: 1, text: '<speak>你好</speak>' };
    const refused = checkRequest(taskAddBody, { ...task, loudnessTarget: -20 });
    expect(refused.success ? null : refused.refusal.message).toBe('响度标准仅支持 −16 LUFS 或 −23 LUFS');
  });

  it('a draft keeps one of them and its 对齐字幕时间, or neither', () => {
    const draft = { anchorType: 0, anchorId: 12, text: '<speak>你好</speak>' };
    const kept = safeParse(workSaveBody, { ...draft, loudnessTarget: -23, fitToTiming: true });
    expect(kept.output).toMatchObject({ loudnessTarget: -23, fitToTiming: true });
    const none = safeParse(workSaveBody, draft).output;
    expect(none).not.toHaveProperty('loudnessTarget');
    expect(none).not.toHaveProperty('fitToTiming');
    const refused = checkRequest(workSaveBody, { ...draft, loudnessTarget: -20 });
    expect(refused.success ? null : refused.refusal.message).toBe('响度标准仅支持 −16 LUFS 或 −23 LUFS');
  });
});
