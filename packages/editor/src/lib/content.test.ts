import { describe, expect, it } from 'vitest';
import { getContent, importSrtFile, insertPlainText, loadContent } from './content';
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

describe('paste', () => {
  it('inserts plain text, each newline a new line', () => {
    const editor = editorWith('你[好]世界');
    insertPlainText(editor, '一\r\n二\n\n三');
    expect(markup(editor)).toBe('你一\n二\n\n三|世界');
  });
});
