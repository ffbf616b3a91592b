import { Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { nodeAtCursor, replaceCueText, selectCue } from './selection';
import { editorWith, markup } from './test/fixture';

const PROSODY = '<prosody pitch="0" rate="1" volume="100">';

describe('the node at the cursor', () => {
  it.each([
    ['just after a leaf node', '你<break time="500ms"/>|好', 'pause', [0, 1]],
    ['just after a wrapper', `你${PROSODY}慢</prosody>|好`, 'localProsody', [0, 1]],
    ['inside a wrapper', `你${PROSODY}慢|一点</prosody>`, 'localProsody', [0, 1]],
    [
      'just after a leaf inside a wrapper',
      `${PROSODY}<dk:continuous>不知道</dk:continuous>|</prosody>`,
      'continuous',
      [0, 1, 1],
    ],
  ])('%s', (_, body, type, path) => {
    const [node, at] = nodeAtCursor(editorWith(body)) ?? [];
    expect(node).toMatchObject({ type });
    expect(at).toEqual(path);
  });

  it.each([
    ['in plain text', '你|好'],
    ['before a node', '你|<break time="500ms"/>好'],
    ['on a range', '[你好]'],
  ])('is none %s', (_, body) => {
    expect(nodeAtCursor(editorWith(body))).toBeUndefined();
  });

  it('is the leaf node a cursor put on it went just after', () => {
    const editor = editorWith('你<break time="500ms"/>好');
    Transforms.select(editor, { path: [0, 1, 0], offset: 0 });
    expect(editor.selection?.anchor).toEqual({ path: [0, 2], offset: 0 });
    expect(nodeAtCursor(editor)?.[1]).toEqual([0, 1]);
  });
});

describe('going to a subtitle cue', () => {
  it("puts the cursor at the start of the n-th cue's text, or reports there is none", () => {
    const cue = (start: number) => `<dk:cue start="${start}ms" end="${start + 500}ms"/>`;
    const editor = editorWith(`${cue(0)}一|\n${cue(1000)}二\n${cue(2000)}三`);
    expect(selectCue(editor, 1)).toBe(true);
    expect(markup(editor)).toBe(`${cue(0)}一\n${cue(1000)}|二\n${cue(2000)}三`);
    expect(selectCue(editor, 3)).toBe(false);
  });
});

describe('replacing a subtitle cue’s text', () => {
  const cue = (start: number) => `<dk:cue start="${start}ms" end="${start + 500}ms"/>`;
  const VOICE =
    '<voice name="晓晓" dk:anchor="7" dk:template="1" dk:template-name="开心" dk:pitch="0" dk:speed="1" dk:volume="100">';

  it('replaces everything up to the next cue or the line’s end, pauses included, as one undo step', () => {
    const body = `${cue(0)}一|\n${cue(1000)}太长的<break time="500ms"/>一句话${cue(1500)}三`;
    const editor = editorWith(body);
    expect(replaceCueText(editor, 1, '短句')).toBe(true);
    expect(markup(editor)).toBe(`${cue(0)}一|\n${cue(1000)}短句${cue(1500)}三`);
    editor.onChange();
    editor.undo();
    expect(markup(editor)).toBe(body);
  });

  it('keeps a speaker’s voice: the text inside their line’s wrapper is replaced', () => {
    const body = `${cue(0)}旁白\n${cue(1000)}${VOICE}今天的<break time="200ms"/>节目很长</voice>`;
    const editor = editorWith(body);
    expect(replaceCueText(editor, 1, '今天的节目')).toBe(true);
    expect(markup(editor)).toBe(`${cue(0)}旁白\n${cue(1000)}${VOICE}今天的节目</voice>`);
    editor.onChange();
    editor.undo();
    expect(markup(editor)).toBe(body);
  });

  it('replaces a wrapper with the text beside it as a whole', () => {
    const editor = editorWith(`${cue(0)}${VOICE}甲</voice>乙`);
    replaceCueText(editor, 0, '丙');
    expect(markup(editor)).toBe(`${cue(0)}丙`);
  });

  it('reports a cue that is not there', () => {
    const editor = editorWith(`${cue(0)}一`);
    expect(replaceCueText(editor, 1, '二')).toBe(false);
    expect(markup(editor)).toBe(`${cue(0)}一`);
  });
});
