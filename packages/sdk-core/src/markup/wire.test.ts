import { describe, expect, it } from 'vitest';
import { MarkupError } from './error';
import {
  createAlias,
  createContinuous,
  createDocument,
  createLocalProsody,
  createMultiVoice,
  createNumberAlias,
  createPause,
  createPhoneme,
  createSayAs,
  createSoundEffect,
  defaultNarration,
  type Inline,
  type ScriptDocument,
} from './model';
import { escapeAttribute, escapeText, parse, serialize } from './wire';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';
const wire = (body: string) => `${SPEAK}${body}</speak>`;
const line = (...items: Inline[]) => createDocument([items]);

const voice = {
  anchorId: 12,
  anchorName: '晓晓',
  templateId: 3,
  templateName: '开心',
  pitch: 10,
  speed: 1.2,
  volume: 80,
};

describe('every node kind round-trips through its element', () => {
  it.each<[string, ScriptDocument, string]>([
    ['text', line('你好，世界'), '你好，世界'],
    ['pause', line('等', createPause(500), '一下'), '等<break time="500ms"/>一下'],
    ['phoneme', line('银', createPhoneme('行', 'hang', 2)), '银<phoneme alphabet="py" ph="hang2">行</phoneme>'],
    ['continuous reading', line(createContinuous('不知道')), '<dk:continuous>不知道</dk:continuous>'],
    ['alias', line(createAlias('WHO', '世界卫生组织')), '<sub alias="世界卫生组织">WHO</sub>'],
    [
      'number alias',
      line(createNumberAlias('2026', { name: '年份', value: '二零二六' })),
      '<sub alias="二零二六" dk:reading="年份">2026</sub>',
    ],
    ['say-as characters', line(createSayAs('NBA', 'characters')), '<say-as interpret-as="characters">NBA</say-as>'],
    ['say-as word', line(createSayAs('hello', 'word')), '<say-as interpret-as="word">hello</say-as>'],
    [
      'sound effect',
      line(createSoundEffect({ name: '掌声', filepath: '/sounds/a.mp3', duration: 3.5 })),
      '<audio src="/sounds/a.mp3" dk:name="掌声" dk:duration="3.5"/>',
    ],
    [
      'multi-voice segment without role',
      line(createMultiVoice(voice, ['你好', createPause(200), createPhoneme('行', 'xing', 2)])),
      '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:pitch="10" dk:speed="1.2" dk:volume="80">你好<break time="200ms"/><phoneme alphabet="py" ph="xing2">行</phoneme></voice>',
    ],
    [
      'multi-voice segment with role',
      line(createMultiVoice({ ...voice, role: { name: '女孩', value: 'Girl' } }, ['嗨'])),
      '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:role="Girl" dk:role-name="女孩" dk:pitch="10" dk:speed="1.2" dk:volume="80">嗨</voice>',
    ],
    [
      'local prosody',
      line(createLocalProsody({ pitch: -50, speed: 0.8, volume: 60 }, ['慢', createAlias('AI', '人工智能')])),
      '<prosody pitch="-50" rate="0.8" volume="60">慢<sub alias="人工智能">AI</sub></prosody>',
    ],
    ['lines', createDocument([['第一行'], [], [createPause(200), '第三行']]), '第一行\n\n<break time="200ms"/>第三行'],
    ['empty document', createDocument(), ''],
  ])('%s', (_, doc, body) => {
    expect(serialize(doc)).toBe(wire(body));
    expect(parse(wire(body))).toEqual(doc);
  });

  it('writes smart narration only when it differs from the defaults', () => {
    const narration = defaultNarration();
    narration.enabled = false;
    (narration.pauses[0] as { ms: number }).ms = 300;
    const doc = createDocument([['好']], narration);
    const text = serialize(doc);
    expect(text).toContain(
      '<dk:narration enabled="false"><dk:pause mark="，" time="300ms" enabled="true"/><dk:pause mark="、" time="200ms" enabled="true"/>',
    );
    expect(parse(text)).toEqual(doc);
    expect(serialize(createDocument([['好']]))).not.toContain('dk:narration');
  });
});

describe('escaping', () => {
  it('escapes < & > " \' in text and attributes and reads them back', () => {
    const doc = line('a<b & c>d "e" \'f\'', createAlias('x<y', '"&\'<>'));
    const text = serialize(doc);
    expect(text).toBe(
      wire('a&lt;b &amp; c&gt;d &quot;e&quot; &apos;f&apos;<sub alias="&quot;&amp;&apos;&lt;&gt;">x&lt;y</sub>'),
    );
    expect(parse(text)).toEqual(doc);
  });

  it('keeps a newline inside text apart from a line break', () => {
    const doc = line('a\nb\r', createAlias('c\nd', 'e\tf'));
    expect(serialize(doc)).toBe(wire('a&#10;b&#13;<sub alias="e&#9;f">c&#10;d</sub>'));
    expect(parse(serialize(doc))).toEqual(doc);
  });

  it('reads numeric character references and a literal >', () => {
    expect(parse(wire('&#20320;&#x597D;&gt;>'))).toEqual(line('你好>>'));
  });

  it.each([
    ['plain', 'plain'],
    ['<&>', '&lt;&amp;&gt;'],
  ])('escapeText(%j)', (input, output) => {
    expect(escapeText(input)).toBe(output);
    expect(escapeAttribute(input)).toBe(output);
  });
});

describe('parse', () => {
  it('accepts an XML declaration, a byte-order mark, single quotes and attributes in any order', () => {
    const text = `\uFEFF<?xml version="1.0"?>\n<speak><sub dk:reading='年份' alias='二零二六'>2026</sub><break time="0.5s"/></speak>\n`;
    expect(parse(text)).toEqual(line(createNumberAlias('2026', { name: '年份', value: '二零二六' }), createPause(500)));
  });

  it('reads a self-closing <speak/> as an empty document', () => {
    expect(parse('<speak/>')).toEqual(createDocument());
  });

  it.each(
    (
      [
        ['', 'Content version 2 must start with <speak>', undefined],
        ['hello', 'Content version 2 must start with <speak>', undefined],
        ['<voice>', 'Content version 2 must start with <speak>, not <voice>', undefined],
        [wire('<foo/>'), 'Unknown tag <foo>', 'foo'],
        [wire('<break time="5ms" foo="1"/>'), 'Unknown attribute foo on <break>', 'break'],
        [wire('<break time="5ms" time="6ms"/>'), 'Duplicate attribute time on <break>', 'break'],
        [wire('<break time=5ms/>'), 'Malformed attribute in <break>', 'break'],
        [wire('<break time="soon"/>'), 'time="soon" on <break> must be a time such as 500ms or 0.5s', 'break'],
        [wire('<break time="5ms">'), '<break> must be self-closing', 'break'],
        [wire('<break/>'), '<break> needs time', 'break'],
        [`${SPEAK}<sub alias="a">b`, 'Missing </sub>', 'sub'],
        [wire('<sub alias="a">b</say-as>'), 'Expected </sub> but found </say-as>', 'say-as'],
        [wire('<sub alias="a"><break time="1ms"/></sub>'), '<break> is not allowed inside <sub>', 'break'],
        [wire('<phoneme alphabet="ipa" ph="a1">a</phoneme>'), '<phoneme> needs alphabet="py"', 'phoneme'],
        [wire('<phoneme alphabet="py" ph="Hang2">行</phoneme>'), 'ph="Hang2" on <phoneme> must be pinyin', 'phoneme'],
        [wire('<phoneme alphabet="py" ph="hang6">行</phoneme>'), 'ph="hang6"', 'phoneme'],
        [
          wire('<say-as interpret-as="date">1</say-as>'),
          '<say-as> needs interpret-as="characters" or "word"',
          'say-as',
        ],
        [
          wire('<prosody pitch="600" rate="1" volume="1">a</prosody>'),
          'pitch="600" on <prosody> must be an integer from -500 to 500',
          'prosody',
        ],
        [
          wire('<prosody pitch="0" rate="3" volume="1">a</prosody>'),
          'rate="3" on <prosody> must be a number from 0.5 to 2',
          'prosody',
        ],
        [wire('<prosody pitch="0" rate="1" volume="">a</prosody>'), 'volume="" on <prosody>', 'prosody'],
        [
          wire('<prosody pitch="0" rate="1" volume="1"><prosody pitch="0" rate="1" volume="1">a</prosody></prosody>'),
          '<prosody> is not allowed inside <prosody>',
          'prosody',
        ],
        [
          wire(
            '<voice name="a" dk:anchor="1" dk:template="1" dk:template-name="t" dk:role="r" dk:pitch="0" dk:speed="1" dk:volume="1">a</voice>',
          ),
          '<voice> needs both dk:role and dk:role-name, or neither',
          'voice',
        ],
        [wire('a<dk:narration enabled="true"/>'), '<dk:narration> must come first in <speak>', 'dk:narration'],
        [
          wire('<dk:narration enabled="true"><dk:pause mark="，" time="150ms" enabled="true"/></dk:narration>'),
          '200 to 5000 ms in steps of 100',
          'dk:pause',
        ],
        [wire('<dk:narration enabled="yes"/>'), 'enabled on <dk:narration> must be true or false', 'dk:narration'],
        [wire('a & b'), 'Unescaped & (write &amp;)', undefined],
        [wire('&nbsp;'), 'Unknown entity &nbsp;', undefined],
        [wire('&#x110000;'), 'Unknown entity &#x110000;', undefined],
        [wire('<!-- note -->'), 'Comments, CDATA, doctypes and processing instructions are not allowed', undefined],
        [wire('a < b'), 'Malformed tag (write &lt; for a literal <)', undefined],
        [SPEAK, 'Missing </speak>', 'speak'],
        [`${wire('')}tail`, 'Only whitespace may follow </speak>', undefined],
      ] as const
    ).map(([text, message, tag]) => ({ label: text.replace(SPEAK, '<speak …>'), text, message, tag })),
  )('$label → MarkupError $message', ({ text, message, tag }) => {
    let error: unknown;
    try {
      parse(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MarkupError);
    expect((error as MarkupError).message).toContain(message);
    expect((error as MarkupError).tag).toBe(tag);
  });

  it('says where the fault is, by line and column', () => {
    const text = `${SPEAK}一\n二<foo/></speak>`;
    expect(() => parse(text)).toThrow(/Unknown tag <foo> \(line 2, column 2\)/);
    try {
      parse(text);
    } catch (error) {
      expect((error as MarkupError).position).toBe(text.indexOf('<foo'));
    }
  });
});

describe('content version 1', () => {
  it('reads plain text with pause tags, unescaped', () => {
    expect(parse('第一行<break time="500ms"/>a<b & c\r\n第二行<break time="1.5s" />', 1)).toEqual(
      createDocument([
        ['第一行', createPause(500), 'a<b & c'],
        ['第二行', createPause(1500)],
      ]),
    );
  });

  it('keeps text that only looks like a pause tag', () => {
    expect(parse('<breakfast> at 8', 1)).toEqual(createDocument([['<breakfast> at 8']]));
  });

  it('refuses a pause tag it cannot match', () => {
    expect(() => parse('好<break time="x"/>', 1)).toThrow(MarkupError);
    expect(() => parse('好<break time="x"/>', 1)).toThrow(/无法匹配此标签/);
  });
});
