import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import { Editor } from 'slate';
import { describe, expect, it } from 'vitest';
import {
  insertAlias,
  insertNumberReading,
  insertPause,
  insertPhoneme,
  insertSayAs,
  insertSoundEffect,
  markContinuous,
  refusalForAlias,
  refusalForContinuous,
  refusalForLocalProsody,
  refusalForMultiVoice,
  refusalForNumberReading,
  refusalForPause,
  refusalForPhoneme,
  refusalForSayAs,
  refusalForSoundEffect,
  removeNode,
  selectedNumberReadings,
  updateAlias,
  updateCue,
  updateNode,
  wrapLocalProsody,
  wrapMultiVoice,
} from './commands';
import { editorMessages as m } from './messages';
import { editorWith, markup } from './test/fixture';
import type { HeadlessScriptEditor } from './types';

const VOICE: VoiceSelection = {
  anchorId: 12,
  anchorName: '晓晓',
  templateId: 3,
  templateName: '开心',
  pitch: 10,
  speed: 1.2,
  volume: 80,
};
const VOICE_XML =
  '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:pitch="10" dk:speed="1.2" dk:volume="80">';
const PROSODY_XML = '<prosody pitch="-50" rate="0.8" volume="60">';
const PHONEME = '<phoneme alphabet="py" ph="hang2">行</phoneme>';
const EFFECT = { name: '掌声', filepath: '/sounds/applause.mp3', duration: 3.5 };
const EFFECT_XML = '<audio src="/sounds/applause.mp3" dk:name="掌声" dk:duration="3.5"/>';

type Command = (editor: HeadlessScriptEditor) => string | null;

/** Runs a command on a fixture: the refusal it returned and the markup after it. */
function run(body: string, command: Command) {
  const editor = editorWith(body);
  const refusal = command(editor);
  return { refusal, after: markup(editor) };
}

/** A refused command returns the rule's text and changes nothing. */
function refused(body: string, command: Command, rule: Command, text: string) {
  const editor = editorWith(body);
  expect(rule(editor)).toBe(text);
  expect(command(editor)).toBe(text);
  expect(markup(editor)).toBe(body);
}

describe('pause', () => {
  it.each([
    ['你好|世界', '你好<break time="500ms"/>|世界'],
    ['|你好', '<break time="500ms"/>|你好'],
    ['你好|', '你好<break time="500ms"/>|'],
    [`${PROSODY_XML}你|好</prosody>`, `${PROSODY_XML}你<break time="500ms"/>|好</prosody>`],
  ])('goes in at the cursor: %s', (body, after) => {
    expect(run(body, (e) => insertPause(e, 500))).toEqual({ refusal: null, after });
  });

  it('needs a cursor, and a collapsed one', () => {
    refused('你好世界', (e) => insertPause(e, 500), refusalForPause, m.pauseNoCursor);
    refused('你[好世]界', (e) => insertPause(e, 500), refusalForPause, m.pauseRange);
  });

  it('goes after a leaf node the cursor rests on', () => {
    const editor = editorWith(`银${PHONEME}|`);
    editor.selection = { anchor: { path: [0, 1, 0], offset: 0 }, focus: { path: [0, 1, 0], offset: 0 } };
    insertPause(editor, 200);
    expect(markup(editor)).toBe(`银${PHONEME}<break time="200ms"/>|`);
  });
});

describe('sound effect', () => {
  it('goes in at the cursor', () => {
    expect(run('鼓掌|吧', (e) => insertSoundEffect(e, EFFECT))).toEqual({
      refusal: null,
      after: `鼓掌${EFFECT_XML}|吧`,
    });
  });

  it('needs a cursor and a chosen effect', () => {
    refused('[鼓掌]吧', (e) => insertSoundEffect(e, EFFECT), refusalForSoundEffect, m.soundEffectNoCursor);
    refused('鼓掌吧', (e) => insertSoundEffect(e, EFFECT), refusalForSoundEffect, m.soundEffectNoCursor);
    expect(run('鼓掌|吧', (e) => insertSoundEffect(e, null))).toEqual({ refusal: m.soundEffectNone, after: '鼓掌|吧' });
  });
});

describe('continuous reading', () => {
  it.each([
    ['我[不知道]吧', '我<dk:continuous>不知道</dk:continuous>|吧'],
    ['[不知]', '<dk:continuous>不知</dk:continuous>|'],
    [`[${'字'.repeat(19)}]`, `<dk:continuous>${'字'.repeat(19)}</dk:continuous>|`],
    [`${VOICE_XML}[你好]</voice>`, `${VOICE_XML}<dk:continuous>你好</dk:continuous>|</voice>`],
  ])('marks 2 to 19 characters: %s', (body, after) => {
    expect(run(body, markContinuous)).toEqual({ refusal: null, after });
  });

  it.each([
    ['one character', '[我]不知道'],
    ['20 characters', `[${'字'.repeat(20)}]`],
    ['blank', '我[   ]吧'],
    ['a cursor', '我|不知道'],
    ['a selection holding a node', `[银${PHONEME}的]`],
    ['a selection across lines', '我[不\n知]道'],
  ])('refuses %s', (_, body) => {
    refused(body, markContinuous, refusalForContinuous, m.continuousRefused);
  });
});

describe('phoneme', () => {
  it('sets the reading of one Chinese character', () => {
    expect(run('银[行]的', (e) => insertPhoneme(e, 'hang', 2))).toEqual({ refusal: null, after: `银${PHONEME}|的` });
  });

  it.each([
    ['two characters', '[银行]'],
    ['a letter', '[a]'],
    ['a mark', '[，]'],
    ['a cursor', '银|行'],
  ])('refuses %s', (_, body) => {
    refused(body, (e) => insertPhoneme(e, 'hang', 2), refusalForPhoneme, m.phonemeRefused);
  });

  it('takes only a valid syllable', () => {
    expect(() => insertPhoneme(editorWith('[行]'), 'Hang', 2)).toThrow(RangeError);
    expect(() => insertPhoneme(editorWith('[行]'), 'hang', 6)).toThrow(RangeError);
    expect(() => insertPhoneme(editorWith('[行]'), 'zhuangzh', 1)).toThrow(RangeError);
  });
});

describe('alias', () => {
  it('reads more than one character as another text', () => {
    expect(run('[WHO]发布', (e) => insertAlias(e, '世界卫生组织'))).toEqual({
      refusal: null,
      after: '<sub alias="世界卫生组织">WHO</sub>|发布',
    });
  });

  it.each([
    ['one character', '[W]HO'],
    ['a blank selection', 'W[  ]HO'],
    ['a cursor', 'W|HO'],
    ['no cursor', 'WHO'],
  ])('refuses %s', (_, body) => {
    refused(body, (e) => insertAlias(e, '世界卫生组织'), refusalForAlias, m.aliasSelection);
  });

  it('refuses a blank alias', () => {
    expect(run('[WHO]', (e) => insertAlias(e, '  '))).toEqual({ refusal: m.aliasBlank, after: '[WHO]' });
  });
});

describe('number reading', () => {
  it('offers the readings of a recognised number and applies one', () => {
    const editor = editorWith('[2026]年');
    expect(selectedNumberReadings(editor)).toContainEqual({ name: '年份', value: '二零二六' });
    expect(insertNumberReading(editor, { name: '年份', value: '二零二六' })).toBeNull();
    expect(markup(editor)).toBe('<sub alias="二零二六" dk:reading="年份">2026</sub>|年');
  });

  it('reads a phone number with 幺', () => {
    expect(selectedNumberReadings(editorWith('[13800138000]'))[0]).toEqual({
      name: '号码',
      value: '幺三八零零幺三八零零零',
    });
  });

  it('needs a selection', () => {
    refused(
      '2026|年',
      (e) => insertNumberReading(e, { name: '年份', value: '二零二六' }),
      refusalForNumberReading,
      m.numberSelection,
    );
  });

  it.each([
    ['letters', '[abc]'],
    ['one digit', '[5]'],
    ['a number split by a node', `[20${PHONEME}26]`],
    ['an unrecognised pattern', '[1.2.3.4]'],
  ])('does not recognise %s', (_, body) => {
    const editor = editorWith(body);
    expect(refusalForNumberReading(editor)).toBe('无法识别当前选中的数字！');
    expect(selectedNumberReadings(editor)).toEqual([]);
  });
});

describe('word reading', () => {
  it.each([
    ['characters', '<say-as interpret-as="characters">NBA</say-as>|'],
    ['word', '<say-as interpret-as="word">NBA</say-as>|'],
  ] as const)('reads English letters as %s', (interpretAs, after) => {
    expect(run('[NBA]', (e) => insertSayAs(e, interpretAs))).toEqual({ refusal: null, after });
  });

  it.each([['[NBA2]'], ['[N B]'], ['[篮球]'], ['NBA|']])('refuses %s', (body) => {
    refused(body, (e) => insertSayAs(e, 'word'), refusalForSayAs, m.wordRefused);
  });
});

describe('multi-voice and local pitch', () => {
  it('wraps a selection, leaf nodes included', () => {
    expect(run(`[银${PHONEME}的]钱`, (e) => wrapMultiVoice(e, VOICE))).toEqual({
      refusal: null,
      after: `${VOICE_XML}银${PHONEME}的</voice>|钱`,
    });
    expect(run('慢[一点]', (e) => wrapLocalProsody(e, { pitch: -50, speed: 0.8, volume: 60 }))).toEqual({
      refusal: null,
      after: `慢${PROSODY_XML}一点</prosody>|`,
    });
  });

  it('wraps each line of a selection across lines', () => {
    expect(run('你[好\n世]界', (e) => wrapMultiVoice(e, VOICE)).after).toBe(
      `你${VOICE_XML}好</voice>\n${VOICE_XML}世</voice>|界`,
    );
  });

  it.each([
    ['a selection holding one', `[你${PROSODY_XML}好</prosody>]`],
    ['a selection inside one', `${VOICE_XML}[你好]</voice>`],
    ['a selection overlapping one', `[你${VOICE_XML}好]世界</voice>`],
  ])('refuses %s', (_, body) => {
    refused(body, (e) => wrapMultiVoice(e, VOICE), refusalForMultiVoice, m.multiVoiceRefused);
    refused(body, (e) => wrapLocalProsody(e, VOICE), refusalForLocalProsody, m.localProsodyRefused);
  });

  it.each([
    ['a cursor', '你|好'],
    ['a blank selection', '你[  ]好'],
    ['a selection of a pause only', '你[<break time="500ms"/>]好'],
  ])('asks for a selection on %s', (_, body) => {
    const editor = editorWith(body);
    expect(refusalForMultiVoice(editor)).toBe(m.multiVoiceSelect);
    expect(wrapMultiVoice(editor, VOICE)).toBe(m.multiVoiceHint);
    refused(body, (e) => wrapLocalProsody(e, VOICE), refusalForLocalProsody, m.localProsodySelect);
  });
});

describe('removing a node gives its original text back', () => {
  it.each([
    [`银${PHONEME}的`, '银[行]的'],
    ['<dk:continuous>不知道</dk:continuous>', '[不知道]'],
    ['<sub alias="世界卫生组织">WHO</sub>发布', '[WHO]发布'],
    ['<sub alias="二零二六" dk:reading="年份">2026</sub>', '[2026]'],
    ['<say-as interpret-as="word">NBA</say-as>', '[NBA]'],
    ['你<break time="500ms"/>好', '你|好'],
    [`你${EFFECT_XML}好`, '你|好'],
  ])('%s', (body, after) => {
    const editor = editorWith(body);
    removeNode(editor, [0, 1]);
    expect(markup(editor)).toBe(after);
    expect(editor.children).toEqual(editorWith(after).children);
  });

  it('a wrapper gives its content back', () => {
    const editor = editorWith(`你${VOICE_XML}好<break time="200ms"/>世</voice>界`);
    removeNode(editor, [0, 1]);
    expect(markup(editor)).toBe('你好<break time="200ms"/>世界');
  });
});

describe('editing a node', () => {
  it('changes its properties', () => {
    const editor = editorWith(`银${PHONEME}`);
    updateNode(editor, [0, 1], 'phoneme', { pinyin: 'xing', tone: 2 });
    expect(markup(editor)).toBe('银<phoneme alphabet="py" ph="xing2">行</phoneme>');
    expect(() => updateNode(editor, [0, 1], 'alias', { alias: 'x' })).toThrow('No alias node at [0,1]');
  });

  it('refuses a blank alias', () => {
    const editor = editorWith('<sub alias="世界卫生组织">WHO</sub>');
    expect(updateAlias(editor, [0, 1], ' ')).toBe(m.aliasBlank);
    expect(updateAlias(editor, [0, 1], '世卫组织')).toBeNull();
    expect(markup(editor)).toBe('<sub alias="世卫组织">WHO</sub>');
  });

  it("moves a cue's slot, refusing an end before its start; removing it leaves the text", () => {
    const editor = editorWith('<dk:cue start="1000ms" end="2500ms"/>大家好');
    expect(updateCue(editor, [0, 1], 3000, 2999)).toBe(m.cueEndBeforeStart);
    expect(updateCue(editor, [0, 1], 1200, 1200)).toBeNull();
    expect(markup(editor)).toBe('<dk:cue start="1200ms" end="1200ms"/>大家好');
    removeNode(editor, [0, 1]);
    expect(markup(editor)).toBe('|大家好');
  });
});

describe('Enter', () => {
  it.each([
    ['你|好', '你\n|好'],
    ['你[好世]界', '你\n|界'],
    [`${VOICE_XML}你|好</voice>`, `${VOICE_XML}你</voice>\n${VOICE_XML}|好</voice>`],
    [`${VOICE_XML}你好|</voice>世界`, `${VOICE_XML}你好</voice>\n|世界`],
    [`世界${VOICE_XML}|你好</voice>`, `世界\n|${VOICE_XML}你好</voice>`],
  ])('starts a new line: %s', (body, after) => {
    const editor = editorWith(body);
    Editor.insertBreak(editor);
    expect(markup(editor)).toBe(after);
  });

  it('Shift+Enter does the same', () => {
    const editor = editorWith('你|好');
    Editor.insertSoftBreak(editor);
    expect(markup(editor)).toBe('你\n|好');
  });
});
