import { describe, expect, it } from 'vitest';
import { parseSubtitleCues } from './cues';
import { MarkupError } from './error';
import { createCue, createDocument, createMultiVoice, createPause, type VoiceSelection } from './model';
import { importSrt, importTimedSubtitles, scriptCues, subtitleSpeakers } from './srt';

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

describe('importTimedSubtitles', () => {
  const vtt = [
    'WEBVTT',
    '',
    '00:00:01.000 --> 00:00:02.500',
    '<v 张三>大家好 欢迎收看',
    '',
    '00:00:03.000 --> 00:00:04.000',
    '',
    '00:00:04.000 --> 00:00:06.000',
    '<v 李四>今天的节目',
    '',
    '00:00:06.500 --> 00:00:08.000',
    '旁白在此',
  ].join('\n');
  const voice: VoiceSelection = {
    anchorId: 7,
    anchorName: '云希',
    templateId: 1,
    templateName: '默认',
    pitch: 0,
    speed: 1,
    volume: 50,
  };

  it('opens a line per cue with its cue node; speakers get their chosen voice, names are not read', () => {
    const cues = parseSubtitleCues(vtt);
    expect(subtitleSpeakers(cues)).toEqual(['张三', '李四']);
    expect(importTimedSubtitles(cues, { 李四: voice }).lines).toEqual([
      [createCue(1000, 2500), '大家好，欢迎收看'],
      [createCue(4000, 6000), createMultiVoice(voice, ['今天的节目'])],
      [createCue(6500, 8000), '旁白在此'],
    ]);
  });

  it('lists each cue of a script with the text its slot holds', () => {
    const doc = importTimedSubtitles(parseSubtitleCues(vtt), { 李四: voice });
    expect(scriptCues(doc)).toEqual([
      { startMs: 1000, endMs: 2500, text: '大家好，欢迎收看' },
      { startMs: 4000, endMs: 6000, text: '今天的节目' },
      { startMs: 6500, endMs: 8000, text: '旁白在此' },
    ]);
    expect(scriptCues(createDocument([['开场白'], [createCue(0, 500), '一', createPause(100)], ['续行']]))).toEqual([
      { startMs: 0, endMs: 500, text: '一\n续行' },
    ]);
  });
});
