import { describe, expect, it } from 'vitest';
import { MarkupError } from './error';
import { createDocument, createPause } from './model';
import { importSrt } from './srt';

describe('importSrt', () => {
  it('makes a line per cue, with the gap before each cue as a pause', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,500',
      '大家好 欢迎收看',
      '',
      '2',
      '00:00:02,500 --> 00:00:04,000',
      '今天的节目',
      '',
      '3',
      '00:00:05,250 --> 00:01:00,000',
      '第一行',
      '第二行',
      '',
    ].join('\r\n');
    expect(importSrt(srt)).toEqual(
      createDocument([[createPause(1000), '大家好，欢迎收看'], ['今天的节目'], [createPause(1250), '第一行，第二行']]),
    );
  });

  it('replaces spaces with commas, but not after punctuation, and drops formatting tags', () => {
    const srt = '\uFEFF1\n00:00:00,000 --> 00:00:01,000\n<i>Hello  world</i>。 好的\u3000走吧\n';
    expect(importSrt(srt).lines).toEqual([['Hello，world。好的，走吧']]);
  });

  it('reads cues without index lines, with dot milliseconds and short fractions', () => {
    const srt = '00:00:00.5 --> 00:00:01.000\n一\n\n00:00:03.000 --> 00:00:04.000\n二';
    expect(importSrt(srt).lines).toEqual([
      [createPause(500), '一'],
      [createPause(2000), '二'],
    ]);
  });

  it('counts an empty cue as part of the gap', () => {
    const srt =
      '1\n00:00:00,000 --> 00:00:01,000\n一\n\n2\n00:00:01,000 --> 00:00:02,000\n\n3\n00:00:03,000 --> 00:00:04,000\n三\n';
    expect(importSrt(srt).lines).toEqual([['一'], [createPause(2000), '三']]);
  });

  it('keeps overlapping cues without a pause', () => {
    const srt = '00:00:00,000 --> 00:00:02,000\n一\n\n00:00:01,000 --> 00:00:03,000\n二\n';
    expect(importSrt(srt).lines).toEqual([['一'], ['二']]);
  });

  it.each([
    ['plain text', '这不是字幕'],
    ['an empty file', ''],
    ['a WebVTT file', 'WEBVTT\n\n00:00.000 --> 00:01.000\n一'],
    ['a block without timing', '1\n00:00:00,000 --> 00:00:01,000\n一\n\n2\n第二条没有时间\n'],
  ])('rejects %s with a clear error', (_, text) => {
    expect(() => importSrt(text)).toThrow(MarkupError);
    expect(() => importSrt(text)).toThrow(/^不是 SRT 字幕：/);
  });

  it('names the line at fault', () => {
    expect(() => importSrt('1\n00:00:00,000 --> 00:00:01,000\n一\n\n坏的')).toThrow('第 5 行第 1 列');
  });
});
