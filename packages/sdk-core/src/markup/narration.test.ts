import { describe, expect, it } from 'vitest';
import {
  createAlias,
  createDocument,
  createMultiVoice,
  createPause,
  defaultNarration,
  documentFromText,
  type SmartNarration,
} from './model';
import { applyNarration, clampNarrationPause } from './narration';

const pause = createPause;

describe('applyNarration', () => {
  it('puts the default pauses after ，、；。？！ and ……', () => {
    expect(applyNarration(documentFromText('一，二、三；四。五？六！七……八')).lines).toEqual([
      [
        '一，',
        pause(200),
        '二、',
        pause(200),
        '三；',
        pause(200),
        '四。',
        pause(400),
        '五？',
        pause(400),
        '六！',
        pause(400),
        '七……',
        pause(800),
        '八',
      ],
    ]);
  });

  it('makes one pause, the longest, for a run of marks', () => {
    expect(applyNarration(documentFromText('真的？！……好')).lines).toEqual([['真的？！……', pause(800), '好']]);
  });

  it('switches narration off in the result, so applying it twice changes nothing', () => {
    const once = applyNarration(documentFromText('好，的。'));
    expect(once.narration.enabled).toBe(false);
    expect(applyNarration(once)).toBe(once);
  });

  it('leaves the document alone when narration is off', () => {
    const doc = createDocument([['好，的。']], { ...defaultNarration(), enabled: false });
    expect(applyNarration(doc)).toBe(doc);
  });

  it('uses each mark’s own setting and skips marks switched off', () => {
    const narration: SmartNarration = {
      enabled: true,
      pauses: [
        { mark: '，', ms: 1500, enabled: true },
        { mark: '。', ms: 400, enabled: false },
      ],
    };
    expect(applyNarration(createDocument([['一，二。三']], narration)).lines).toEqual([
      ['一，', pause(1500), '二。三'],
    ]);
  });

  it('lets a pause the creator placed after the punctuation win', () => {
    expect(applyNarration(createDocument([['好，', pause(1000), '的']])).lines).toEqual([['好，', pause(1000), '的']]);
  });

  it('works inside segments but not inside nodes', () => {
    const voice = { anchorId: 1, anchorName: 'a', templateId: 1, templateName: 't', pitch: 0, speed: 1, volume: 100 };
    const doc = createDocument([[createMultiVoice(voice, ['你好。', createAlias('A，B', '甲，乙')]), pause(300)]]);
    expect(applyNarration(doc).lines).toEqual([
      [createMultiVoice(voice, ['你好。', pause(400), createAlias('A，B', '甲，乙')]), pause(300)],
    ]);
  });
});

describe('clampNarrationPause', () => {
  it.each([
    [0, 200],
    [199, 200],
    [250, 300],
    [1234, 1200],
    [5000, 5000],
    [9000, 5000],
  ])('%d ms → %d ms', (ms, clamped) => {
    expect(clampNarrationPause(ms)).toBe(clamped);
  });
});
