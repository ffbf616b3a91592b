import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import { describe, expect, it } from 'vitest';
import { replaceMultiVoice, sameVoiceSegments } from './multiVoice';
import { editorWith, markup } from './test/fixture';

const XIAOXIAO =
  '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:pitch="10" dk:speed="1.2" dk:volume="80">';
const WITH_ROLE =
  '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:role="Girl" dk:role-name="少女" dk:pitch="0" dk:speed="1" dk:volume="100">';
const YUNXI =
  '<voice name="云希" dk:anchor="25" dk:template="7" dk:template-name="平静" dk:pitch="0" dk:speed="1" dk:volume="100">';

const DAVIS: VoiceSelection = {
  anchorId: 40,
  anchorName: 'Davis',
  templateId: 9,
  templateName: '默认',
  pitch: -20,
  speed: 0.9,
  volume: 70,
};
const DAVIS_XML =
  '<voice name="Davis" dk:anchor="40" dk:template="9" dk:template-name="默认" dk:pitch="-20" dk:speed="0.9" dk:volume="70">';

describe('replacing a multi-voice segment’s voice', () => {
  const body = `${XIAOXIAO}甲</voice>，${YUNXI}乙</voice>，${XIAOXIAO}丙</voice>`;

  it('changes the chosen segment only', () => {
    const editor = editorWith(body);
    replaceMultiVoice(editor, [0, 1], DAVIS);
    expect(markup(editor)).toBe(`${DAVIS_XML}甲</voice>，${YUNXI}乙</voice>，${XIAOXIAO}丙</voice>`);
  });

  it('with 替换全部, changes every segment of the same anchor as one undoable edit', () => {
    const editor = editorWith(body);
    expect(sameVoiceSegments(editor, [0, 1])).toBe(2);
    replaceMultiVoice(editor, [0, 1], DAVIS, { all: true });
    expect(markup(editor)).toBe(`${DAVIS_XML}甲</voice>，${YUNXI}乙</voice>，${DAVIS_XML}丙</voice>`);
    editor.onChange();
    editor.undo();
    expect(markup(editor)).toBe(body);
  });

  it('takes the old role away when the new voice has none, and sets a new one', () => {
    const editor = editorWith(`${WITH_ROLE}甲</voice>`);
    replaceMultiVoice(editor, [0, 1], DAVIS);
    expect(markup(editor)).toBe(`${DAVIS_XML}甲</voice>`);
    replaceMultiVoice(editor, [0, 1], { ...DAVIS, role: { name: '少年', value: 'Boy' } });
    expect(markup(editor)).toContain('dk:role="Boy" dk:role-name="少年"');
  });

  it('refuses a path that is not a multi-voice segment', () => {
    const editor = editorWith(`你${XIAOXIAO}好</voice>`);
    expect(() => replaceMultiVoice(editor, [0, 0], DAVIS)).toThrow('No multiVoice node at [0,0]');
    expect(sameVoiceSegments(editor, [0, 0])).toBe(0);
  });
});
