import { describe, expect, it } from 'vitest';
import { formatCueBadgeTime, formatCueTime, parseCueTime } from './cueTime';
import { formatDuration, formatPause, formatSpeed, nodeLabel, popoverTitle } from './describe';
import { editorMessages } from './messages';
import type { InlineElement } from './types';

const empty: [{ text: '' }] = [{ text: '' }];

describe('node labels', () => {
  it('formats pauses, durations and speeds as the menus show them', () => {
    expect([formatPause(200), formatPause(500), formatPause(1000), formatPause(1250)]).toEqual([
      '0.2s',
      '0.5s',
      '1s',
      '1.25s',
    ]);
    expect([formatDuration(3.5), formatDuration(75), formatDuration(0)]).toEqual(['00:04', '01:15', '00:00']);
    expect([formatSpeed(1), formatSpeed(0.8), formatSpeed(1.25)]).toEqual(['1.0x', '0.8x', '1.25x']);
  });

  it.each<[InlineElement, string]>([
    [{ type: 'pause', ms: 500, children: empty }, '停顿 0.5s'],
    [{ type: 'cue', startMs: 62_500, endMs: 64_000, children: empty }, '字幕时间 01:02.5–01:04.0'],
    [{ type: 'phoneme', original: '行', pinyin: 'hang', tone: 2, children: empty }, '发音 行 háng'],
    [{ type: 'continuous', original: '不知道', children: empty }, '连读 不知道'],
    [{ type: 'alias', original: 'WHO', alias: '世界卫生组织', children: empty }, '别名 WHO 世界卫生组织'],
    [
      { type: 'numberAlias', original: '2026', name: '年份', value: '二零二六', children: empty },
      '读法 2026 年份 二零二六',
    ],
    [{ type: 'sayAs', original: 'NBA', interpretAs: 'characters', children: empty }, '单词读法 NBA 逐个字母读'],
    [{ type: 'soundEffect', name: '掌声', filepath: '/a.mp3', duration: 3.5, children: empty }, '音效 掌声 00:04'],
    [
      {
        type: 'multiVoice',
        anchorId: 1,
        anchorName: '晓晓',
        templateId: 1,
        templateName: '开心',
        pitch: 0,
        speed: 1,
        volume: 100,
        children: [{ text: '你好' }],
      },
      '多主播 晓晓',
    ],
    [
      { type: 'localProsody', pitch: -50, speed: 0.8, volume: 60, children: [{ text: '慢' }] },
      '局部调节 语调 -50 语速 0.8x 音量 60',
    ],
  ])('names %j', (element, label) => {
    expect(nodeLabel(element, editorMessages)).toBe(label);
  });
});

describe('cue times', () => {
  it('shows a slot to a tenth on the badge and to the millisecond in the fields', () => {
    expect([formatCueBadgeTime(0), formatCueBadgeTime(62_500), formatCueBadgeTime(3_725_049)]).toEqual([
      '00:00.0',
      '01:02.5',
      '62:05.0',
    ]);
    expect([formatCueTime(62_500), formatCueTime(3_725_049)]).toEqual(['00:01:02.500', '01:02:05.049']);
    expect(popoverTitle({ type: 'cue', startMs: 0, endMs: 1, children: empty }, editorMessages)).toBe('字幕时间');
  });

  it.each<[string, number | null]>([
    ['00:01:02.500', 62_500],
    ['01:02.5', 62_500],
    [' 1:02:03,04 ', 3_723_040],
    ['62', 62_000],
    ['00:61:00.000', null],
    ['01:75', null],
    ['abc', null],
    ['', null],
  ])('reads %j as %j ms', (text, ms) => {
    expect(parseCueTime(text)).toBe(ms);
  });

  it('reads back every time it writes', () => {
    for (const ms of [0, 1, 999, 59_999, 60_000, 3_599_999, 36_000_000])
      expect(parseCueTime(formatCueTime(ms))).toBe(ms);
  });
});
