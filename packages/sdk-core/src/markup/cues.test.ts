import { describe, expect, it } from 'vitest';
import { parseSubtitleCues } from './cues';
import { MarkupError } from './error';

describe('parseSubtitleCues', () => {
  it('reads SRT cues with their times, lines and bracketed or repeated colon speakers', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,500',
      '张三：大家好',
      '',
      '2',
      '00:00:02,500 --> 00:00:04,000',
      '李四：你好',
      '',
      '3',
      '00:00:05,250 --> 01:00:00,000',
      '张三:第一行',
      '第二行',
      '',
      '4',
      '00:59:59,000 --> 01:00:01,5',
      '[SPEAKER_01] <i>注意：</i>最后',
    ].join('\r\n');
    expect(parseSubtitleCues(srt)).toEqual([
      { startMs: 1000, endMs: 2500, text: '大家好', speaker: '张三' },
      { startMs: 2500, endMs: 4000, text: '李四：你好', speaker: null },
      { startMs: 5250, endMs: 3_600_000, text: '第一行\n第二行', speaker: '张三' },
      { startMs: 3_599_000, endMs: 3_601_500, text: '注意：最后', speaker: 'SPEAKER_01' },
    ]);
  });

  it('reads WebVTT: header, notes, styles, identifiers, settings, voices, tags and entities', () => {
    const vtt = [
      'WEBVTT - 节目',
      'Kind: captions',
      '',
      'NOTE 这是注释',
      '也是注释',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      'intro',
      '00:01.000 --> 00:02.000 align:start line:0',
      '<v.loud 王五>你好 &amp; <c.yellow>再见</c></v>',
      '',
      '00:00:03.000 --> 00:00:04.500',
      '<i>没有</i>说话人&lt;1&gt;',
    ].join('\n');
    expect(parseSubtitleCues(vtt)).toEqual([
      { startMs: 1000, endMs: 2000, text: '你好 & 再见', speaker: '王五' },
      { startMs: 3000, endMs: 4500, text: '没有说话人<1>', speaker: null },
    ]);
  });

  it.each([
    ['plain text', '这不是字幕', /^不是 SRT 字幕：/],
    ['an empty file', '', /^不是 SRT 字幕：没有找到字幕条目/],
    ['a WebVTT file without cues', 'WEBVTT\n\nNOTE 只有注释\n', /^不是 WebVTT 字幕：没有找到字幕条目/],
    ['a WebVTT cue without timing', 'WEBVTT\n\n00:00.000 --> 00:01.000\n一\n\n坏的\n', /^不是 WebVTT 字幕：应为时间轴/],
  ])('rejects %s naming the format', (_, text, message) => {
    expect(() => parseSubtitleCues(text)).toThrow(MarkupError);
    expect(() => parseSubtitleCues(text)).toThrow(message);
  });
});
