import { describe, expect, it } from 'vitest';
import { DRAW_REF_STRENGTH_DEFAULT } from '../constants';
import { drawPromptRefusal, drawStrengthFraction } from './drawForm';

describe('drawPromptRefusal', () => {
  it('takes a description of up to 500 characters, counted as the server counts them', () => {
    expect(drawPromptRefusal('一只在月光下弹琴的猫')).toBeNull();
    expect(drawPromptRefusal('画'.repeat(500))).toBeNull();
    expect(drawPromptRefusal('😀'.repeat(500))).toBeNull();
  });
  it('asks for a description first and refuses a longer one with the spec’s messages', () => {
    expect(drawPromptRefusal('  \n ')).toBe('请输入画面描述词');
    expect(drawPromptRefusal('画'.repeat(501))).toBe('画面描述词不能超过500个字符');
  });
});

describe('drawStrengthFraction', () => {
  it('sends the slider’s percent as a fraction, the default 50 as 0.5', () => {
    expect(drawStrengthFraction(50)).toBe(DRAW_REF_STRENGTH_DEFAULT);
    expect(drawStrengthFraction(0)).toBe(0);
    expect(drawStrengthFraction(100)).toBe(1);
    expect(drawStrengthFraction(33.4)).toBe(0.33);
    expect(drawStrengthFraction(140)).toBe(1);
  });
});
