import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { INSPIRATION_INPUT_MAX_LENGTH } from '../constants';
import { templateApplyBody } from '../contract/gpt.schema';
import { INSPIRATION_INPUT_EMPTY, INSPIRATION_INPUT_TOO_LONG, inspirationInputRefusal } from './inspiration';

describe('inspirationInputRefusal', () => {
  it('refuses empty and blank input with 输入内容不能为空', () => {
    for (const content of ['', '   ', '\n\t　']) expect(inspirationInputRefusal(content)).toBe(INSPIRATION_INPUT_EMPTY);
    expect(INSPIRATION_INPUT_EMPTY).toBe('输入内容不能为空');
  });

  it('takes up to 500 characters, counting an emoji as one, and refuses the 501st', () => {
    expect(INSPIRATION_INPUT_MAX_LENGTH).toBe(500);
    expect(inspirationInputRefusal('写一段开箱视频的口播稿')).toBeNull();
    expect(inspirationInputRefusal('字'.repeat(500))).toBeNull();
    expect(inspirationInputRefusal('😀'.repeat(500))).toBeNull();
    expect(inspirationInputRefusal(` ${'字'.repeat(500)} `)).toBeNull();
    expect(inspirationInputRefusal('字'.repeat(501))).toBe(INSPIRATION_INPUT_TOO_LONG);
  });

  it('agrees with the request schema the server checks', () => {
    for (const content of ['', '  ', '一句话', '字'.repeat(500), '😀'.repeat(500), '字'.repeat(501)]) {
      const result = safeParse(templateApplyBody, { code: 'video-script', content });
      const refusal = inspirationInputRefusal(content);
      expect(result.success, content.slice(0, 10)).toBe(refusal === null);
      if (!result.success) expect(result.issues[0]?.message).toBe(refusal);
    }
  });
});
