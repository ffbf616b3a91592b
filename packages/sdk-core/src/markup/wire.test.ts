import { describe, expect, it } from 'vitest';
import { MarkupError } from './error';
import {
  createAlias,
  createContinuous,
  createCue,
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
    ['subtitle cue', line(createCue(61_500, 63_250), '开始'), '<dk:cue start="61500ms" end="63250ms"/>开始'],
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
        ['', '内容版本 2 必须以 <speak> 开头', undefined],
        ['hello', '内容版本 2 必须以 <speak> 开头', undefined],
        ['<voice>', '内容版本 2 必须以 <speak> 开头，而不是 <voice>', undefined],
        [wire('<foo/>'), '不支持的标签 <foo>', 'foo'],
        [wire('<break time="5ms" foo="1"/>'), '<break> 不支持属性 foo', 'break'],
        [wire('<break time="5ms" time="6ms"/>'), '<break> 的属性 time 重复', 'break'],
        [wire('<break time=5ms/>'), '<break> 的属性格式错误', 'break'],
        [wire('<break time="soon"/>'), '<break> 的 time="soon" 应为时长，如 500ms 或 0.5s', 'break'],
        [wire('<break time="5ms">'), '<break> 应为自闭合标签', 'break'],
        [wire('<break/>'), '<break> 缺少属性 time', 'break'],
        [`${SPEAK}<sub alias="a">b`, '缺少 </sub>', 'sub'],
        [wire('<sub alias="a">b</say-as>'), '应为 </sub>，实际为 </say-as>', 'say-as'],
        [wire('<sub alias="a"><break time="1ms"/></sub>'), '<sub> 内不允许 <break>', 'break'],
        [wire('<phoneme alphabet="ipa" ph="a1">a</phoneme>'), '<phoneme> 需要 alphabet="py"', 'phoneme'],
        [wire('<phoneme alphabet="py" ph="Hang2">行</phoneme>'), '<phoneme> 的 ph="Hang2" 应为拼音', 'phoneme'],
        [wire('<phoneme alphabet="py" ph="hang6">行</phoneme>'), 'ph="hang6"', 'phoneme'],
        [wire('<say-as interpret-as="date">1</say-as>'), '<say-as> 需要 interpret-as="characters" 或 "word"', 'say-as'],
        [
          wire('<prosody pitch="600" rate="1" volume="1">a</prosody>'),
          '<prosody> 的 pitch="600" 应为 -500 到 500 之间的整数',
          'prosody',
        ],
        [
          wire('<prosody pitch="0" rate="3" volume="1">a</prosody>'),
          '<prosody> 的 rate="3" 应为 0.5 到 2 之间的数字',
          'prosody',
        ],
        [wire('<prosody pitch="0" rate="1" volume="">a</prosody>'), '<prosody> 的 volume=""', 'prosody'],
        [
          wire('<prosody pitch="0" rate="1" volume="1"><prosody pitch="0" rate="1" volume="1">a</prosody></prosody>'),
          '<prosody> 内不允许 <prosody>',
          'prosody',
        ],
        [
          wire(
            '<voice name="a" dk:anchor="1" dk:template="1" dk:template-name="t" dk:pitch="300" dk:speed="1" dk:volume="1">a</voice>',
          ),
          '<voice> 的 dk:pitch="300" 应为 -100 到 100 之间的整数',
          'voice',
        ],
        [
          wire(
            '<voice name="a" dk:anchor="1" dk:template="1" dk:template-name="t" dk:role="r" dk:pitch="0" dk:speed="1" dk:volume="1">a</voice>',
          ),
          '<voice> 的 dk:role 与 dk:role-name 须同时提供或同时省略',
          'voice',
        ],
        [wire('a<dk:narration enabled="true"/>'), '<dk:narration> 必须位于 <speak> 的开头', 'dk:narration'],
        [
          wire('<dk:narration enabled="true"><dk:pause mark="，" time="150ms" enabled="true"/></dk:narration>'),
          '200 到 5000 毫秒，步长 100',
          'dk:pause',
        ],
        [wire('<dk:narration enabled="yes"/>'), '<dk:narration> 的 enabled 应为 true 或 false', 'dk:narration'],
        [wire('a & b'), '未转义的 &（请写作 &amp;）', undefined],
        [wire('&nbsp;'), '不支持的实体 &nbsp;', undefined],
        [wire('&#x110000;'), '不支持的实体 &#x110000;', undefined],
        [wire('<!-- note -->'), '不允许注释、CDATA、文档类型声明和处理指令', undefined],
        [wire('a < b'), '标签格式错误（字面的 < 请写作 &lt;）', undefined],
        [SPEAK, '缺少 </speak>', 'speak'],
        [`${wire('')}tail`, '</speak> 之后只能有空白', undefined],
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

  it('says in Chinese where the fault is, by line and column', () => {
    const text = `${SPEAK}一\n二<foo/></speak>`;
    expect(() => parse(text)).toThrow('不支持的标签 <foo>（第 2 行第 2 列）');
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
