import { describe, expect, it } from 'vitest';
import {
  getContent,
  importSrtFile,
  importSubtitleCues,
  insertPlainText,
  loadContent,
  readTimedSubtitles,
} from './content';
import { createScriptEditor } from './editor';
import { editorMessages as m } from './messages';
import { editorWith, markup } from './test/fixture';

const file = (name: string, text: string) => ({ name, text: async () => text });
const flushed = () => new Promise((resolve) => setTimeout(resolve));

describe('loading a saved work', () => {
  it('reads content version 1: plain text with pause tags', () => {
    const editor = createScriptEditor();
    expect(loadContent(editor, '第一行<break time="500ms"/>a<b & c\n第二行', 1)).toBeNull();
    expect(markup(editor)).toBe('第一行<break time="500ms"/>a&lt;b &amp; c\n第二行');
  });

  it('reads content version 2 node for node', () => {
    const content =
      '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">银<phoneme alphabet="py" ph="hang2">行</phoneme><prosody pitch="-50" rate="0.8" volume="60">慢<break time="200ms"/>一点</prosody></speak>';
    const editor = createScriptEditor();
    expect(loadContent(editor, content, 2)).toBeNull();
    expect(getContent(editor)).toBe(content);
  });

  it('shows 无法匹配此标签 for content it cannot read, and keeps the text', () => {
    const editor = editorWith('原文');
    expect(loadContent(editor, '好<break time="x"/>', 1)).toBe(m.tagUnmatched);
    expect(loadContent(editor, '<speak>', 2)).toBe(m.tagUnmatched);
    expect(markup(editor)).toBe('原文');
  });
});

describe('SRT import', () => {
  const srt = '1\n00:00:01,000 --> 00:00:02,000\n你好 世界\n\n2\n00:00:02,500 --> 00:00:04,000\n第二句\n';

  it('replaces the text with the cues, gaps as pauses, in one undoable edit', async () => {
    const editor = editorWith('原来的|文字');
    expect(await importSrtFile(editor, file('字幕.SRT', srt))).toBeNull();
    expect(markup(editor)).toBe('<break time="1000ms"/>你好，世界\n<break time="500ms"/>第二句|');
    await flushed();
    editor.undo();
    expect(markup(editor)).toBe('原来的|文字');
  });

  it('takes .srt files only, and only subtitles', async () => {
    const editor = editorWith('原文');
    expect(await importSrtFile(editor, file('字幕.txt', srt))).toBe(m.srtOnly);
    expect(await importSrtFile(editor, file('字幕.srt', '不是字幕'))).toBe(m.srtInvalid);
    expect(markup(editor)).toBe('原文');
  });
});

describe('timed subtitle import (fit to timing)', () => {
  const vtt =
    'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\n<v 张三>大家好\n\n00:00:03.000 --> 00:00:04.000\n<v 李四>你好 世界\n';
  const voice = {
    anchorId: 7,
    anchorName: '晓晓',
    templateId: 1,
    templateName: '开心',
    pitch: 0,
    speed: 1,
    volume: 100,
  };

  it('keeps each cue as a cue node opening its line, a speaker spoken by their voice, in one undoable edit', async () => {
    const editor = editorWith('原来的|文字');
    expect(
      await importSrtFile(editor, file('片段.vtt', vtt), { fitToTiming: true, voices: { 李四: voice } }),
    ).toBeNull();
    expect(markup(editor)).toBe(
      '<dk:cue start="1000ms" end="2500ms"/>大家好\n<dk:cue start="3000ms" end="4000ms"/><voice name="晓晓" dk:anchor="7" dk:template="1" dk:template-name="开心" dk:pitch="0" dk:speed="1" dk:volume="100">你好，世界</voice>|',
    );
    await flushed();
    editor.undo();
    expect(markup(editor)).toBe('原来的|文字');
  });

  it('reads the cues and speakers first, changing nothing, then imports them', async () => {
    const editor = editorWith('原文');
    const read = await readTimedSubtitles(editor, file('片段.VTT', vtt));
    expect(read.ok && read.cues.map((cue) => cue.speaker)).toEqual(['张三', '李四']);
    expect(markup(editor)).toBe('原文');
    if (read.ok) importSubtitleCues(editor, read.cues);
    expect(markup(editor)).toBe(
      '<dk:cue start="1000ms" end="2500ms"/>大家好\n<dk:cue start="3000ms" end="4000ms"/>你好，世界|',
    );
  });

  it('takes .srt and .vtt files only, and only subtitles', async () => {
    const editor = editorWith('原文');
    expect(await importSrtFile(editor, file('字幕.txt', vtt), { fitToTiming: true })).toBe(m.subtitleFileOnly);
    expect(await importSrtFile(editor, file('字幕.vtt', '不是字幕'), { fitToTiming: true })).toBe(m.srtInvalid);
    expect(await importSrtFile(editor, file('字幕.vtt', vtt))).toBe(m.srtOnly);
    expect(markup(editor)).toBe('原文');
  });
});

describe('paste', () => {
  it('inserts plain text, each newline a new line', () => {
    const editor = editorWith('你[好]世界');
    insertPlainText(editor, '一\r\n二\n\n三');
    expect(markup(editor)).toBe('你一\n二\n\n三|世界');
  });
});
