import { describe, expect, it } from 'vitest';
import type { AsrSentence } from '../contract/tools';
import { importSrt } from '../markup/srt';
import {
  editSentence,
  mergeSentences,
  speakerLabels,
  splitSentence,
  subtitleTime,
  toPlainText,
  toSrt,
  toVtt,
} from './subtitles';

const s = (beginTime: number, endTime: number, text: string, channelId = 0): AsrSentence => ({
  channelId,
  beginTime,
  endTime,
  text,
});

const SENTENCES = [s(0, 1500, '大家好，欢迎收听。'), s(2300, 4100, '今天我们聊聊配音。'), s(62_345, 65_000, '再见。')];

describe('subtitleTime', () => {
  it('writes hours, minutes, seconds and milliseconds with the format’s separator', () => {
    expect(subtitleTime(62_345)).toBe('00:01:02,345');
    expect(subtitleTime(62_345, '.')).toBe('00:01:02.345');
    expect(subtitleTime(3_600_000 + 5)).toBe('01:00:00,005');
  });
  it('keeps counting hours past 99, rounds to whole ms and clamps below zero', () => {
    expect(subtitleTime(100 * 3_600_000 + 59 * 60_000 + 59_999)).toBe('100:59:59,999');
    expect(subtitleTime(1234.6)).toBe('00:00:01,235');
    expect(subtitleTime(-20)).toBe('00:00:00,000');
  });
});

describe('editing the sentences', () => {
  it('fixes a word in one sentence, keeping its times and the others', () => {
    const edited = editSentence(SENTENCES, 1, '今天我们聊聊AI配音。');
    expect(edited[1]).toEqual(s(2300, 4100, '今天我们聊聊AI配音。'));
    expect(edited[0]).toBe(SENTENCES[0]);
    expect(SENTENCES[1]?.text).toBe('今天我们聊聊配音。');
  });
  it('merges a sentence with the next: first begin to second end, Chinese joined, Latin words spaced', () => {
    expect(mergeSentences(SENTENCES, 0)).toEqual([s(0, 4100, '大家好，欢迎收听。今天我们聊聊配音。'), SENTENCES[2]]);
    expect(mergeSentences([s(0, 1000, 'Hello'), s(1000, 2000, ' world')], 0)).toEqual([s(0, 2000, 'Hello world')]);
    expect(mergeSentences(SENTENCES, 2)).toEqual(SENTENCES);
  });
  it('splits at the caret with the time shared by characters on each side', () => {
    // 大家好， | 欢迎收听。: 4 of 9 characters → 1500 × 4/9 ≈ 667 ms.
    expect(splitSentence(SENTENCES, 0, 4)).toEqual([
      s(0, 667, '大家好，'),
      s(667, 1500, '欢迎收听。'),
      SENTENCES[1],
      SENTENCES[2],
    ]);
  });
  it('counts characters, not UTF-16 units, and trims the space at the cut', () => {
    const [left, right] = splitSentence([s(1000, 2000, '😀😀 ab')], 0, 5);
    expect(left).toEqual(s(1000, 1500, '😀😀'));
    expect(right).toEqual(s(1500, 2000, 'ab'));
  });
  it('leaves the list alone for a caret at either end', () => {
    expect(splitSentence(SENTENCES, 0, 0)).toEqual(SENTENCES);
    expect(splitSentence(SENTENCES, 0, 9)).toEqual(SENTENCES);
  });
});

describe('export', () => {
  it('writes plain text one sentence a line, skipping emptied sentences', () => {
    expect(toPlainText(editSentence(SENTENCES, 1, '  '))).toBe('大家好，欢迎收听。\n再见。');
  });
  it('writes numbered SRT cues with comma milliseconds', () => {
    expect(toSrt(SENTENCES)).toBe(
      [
        '1\n00:00:00,000 --> 00:00:01,500\n大家好，欢迎收听。\n',
        '2\n00:00:02,300 --> 00:00:04,100\n今天我们聊聊配音。\n',
        '3\n00:01:02,345 --> 00:01:05,000\n再见。\n',
      ].join('\n'),
    );
  });
  it('writes WebVTT with its header, dot milliseconds and escaped markup', () => {
    expect(toVtt([s(62_345, 65_000, 'A<B & C')])).toBe('WEBVTT\n\n00:01:02.345 --> 00:01:05.000\nA&lt;B &amp; C\n');
  });
  it('labels speakers by first appearance when there are several', () => {
    const talk = [s(0, 1000, '你好。', 7), s(1000, 2000, '你好呀。', 3), s(2000, 3000, '开始吧。', 7)];
    expect(speakerLabels(talk)).toEqual(['说话人1', '说话人2', '说话人1']);
    expect(speakerLabels(SENTENCES)).toBeNull();
    expect(toPlainText(talk)).toBe('说话人1：你好。\n说话人2：你好呀。\n说话人1：开始吧。');
    expect(toSrt(talk)).toContain('2\n00:00:01,000 --> 00:00:02,000\n说话人2：你好呀。\n');
    expect(toVtt(talk)).toContain('00:00:01.000 --> 00:00:02.000\n<v 说话人2>你好呀。\n');
    expect(toPlainText(SENTENCES)).not.toContain('说话人');
  });
  it('uses the provider’s speaker labels when it gives them, and keeps them through merge and split', () => {
    const talk = [
      { ...s(0, 1000, '你好。'), speaker: '主持人' },
      { ...s(1000, 3000, '大家好我是嘉宾。'), speaker: '嘉宾' },
    ];
    expect(toSrt(talk)).toBe(
      '1\n00:00:00,000 --> 00:00:01,000\n主持人：你好。\n\n2\n00:00:01,000 --> 00:00:03,000\n嘉宾：大家好我是嘉宾。\n',
    );
    expect(splitSentence(talk, 1, 3).map((sentence) => sentence.speaker)).toEqual(['主持人', '嘉宾', '嘉宾']);
    expect(mergeSentences(talk, 0)[0]).toEqual({ ...s(0, 3000, '你好。大家好我是嘉宾。'), speaker: '主持人' });
  });
});

describe('SRT round trip', () => {
  it('imports in the studio as one line per sentence with the gaps as pauses', () => {
    const document = importSrt(toSrt(SENTENCES));
    expect(document.lines).toEqual([
      ['大家好，欢迎收听。'],
      [{ type: 'pause', ms: 800 }, '今天我们聊聊配音。'],
      [{ type: 'pause', ms: 58_245 }, '再见。'],
    ]);
  });
  it('keeps times past 100 hours through the import', () => {
    const far = [s(0, 1000, '开始。'), s(100 * 3_600_000, 100 * 3_600_000 + 1000, '结束。')];
    expect(importSrt(toSrt(far)).lines[1]).toEqual([{ type: 'pause', ms: 100 * 3_600_000 - 1000 }, '结束。']);
  });
});
