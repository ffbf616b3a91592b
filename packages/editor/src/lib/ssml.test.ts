import { documentResolvers, fromSsml } from '@dubkit/sdk-core/ssml';
import { describe, expect, it } from 'vitest';
import { getDocument } from './content';
import { applySsml, scriptSsml } from './ssml';
import { editorWith, markup } from './test/fixture';
import type { HeadlessScriptEditor } from './types';

const readSsml = (editor: HeadlessScriptEditor, text: string) => fromSsml(text, documentResolvers(getDocument(editor)));

const SEGMENT =
  '<voice name="晓晓" dk:anchor="9" dk:template="2" dk:template-name="开心" dk:role="Girl" dk:role-name="女孩" dk:pitch="0" dk:speed="1" dk:volume="100">嗨</voice>';
/** The markup without its smart narration settings (an import turns narration off). */
const body = (editor: Parameters<typeof markup>[0]) => markup(editor).replace(/^<dk:narration.*?<\/dk:narration>/, '');
const SOUND = '<audio src="/sounds/a.mp3" dk:name="掌声" dk:duration="3.5"/>';

describe('SSML in the editor', () => {
  it.each(['w3c', 'azure'] as const)(
    'exports the script as %s SSML and reads it back with its anchors and sounds',
    (dialect) => {
      const editor = editorWith(`前${SEGMENT}后${SOUND}\n<dk:continuous>连读</dk:continuous>`);
      const { ssml, dropped } = scriptSsml(editor, dialect, { name: '云希' });
      expect(dropped.map(({ feature }) => feature)).toEqual(
        dialect === 'w3c' ? ['continuous', 'style', 'role'] : ['continuous', 'soundEffect'],
      );
      const read = readSsml(editor, ssml);
      if (!read.ok) throw new Error(read.errors[0]?.message);
      expect(read.notices).toEqual([]);
      applySsml(editor, read.document);
      expect(body(editor)).toBe(`前${SEGMENT}后${SOUND}\n连读|`);
      expect(editor.narration.enabled).toBe(false);
    },
  );

  it('changes nothing when the SSML is refused, and an import is one edit undo takes back', () => {
    const editor = editorWith('原文|');
    const refused = readSsml(editor, '<speak><emphasis>重要</emphasis></speak>');
    expect(refused.ok).toBe(false);
    expect(markup(editor)).toBe('原文|');
    const read = readSsml(editor, '<speak>新的<break time="1s"/>文稿</speak>');
    if (!read.ok) throw new Error(read.errors[0]?.message);
    applySsml(editor, read.document);
    expect(body(editor)).toBe('新的<break time="1000ms"/>文稿|');
    editor.undo();
    expect(markup(editor)).toBe('原文|');
    expect(editor.narration.enabled).toBe(true);
  });
});
