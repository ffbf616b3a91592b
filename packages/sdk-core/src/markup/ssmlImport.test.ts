import { describe, expect, it } from 'vitest';
import {
  createAlias,
  createCue,
  createDocument,
  createLocalProsody,
  createMultiVoice,
  createPause,
  createPhoneme,
  createSayAs,
  createSoundEffect,
  defaultNarration,
  type Inline,
  type ScriptDocument,
  type VoiceSelection,
} from './model';
import { type SsmlDialect, toSsml } from './ssml';
import {
  fromSsml,
  pinyinSyllables,
  type SsmlImportOptions,
  ssmlPitchPercent,
  ssmlRate,
  ssmlVolume,
} from './ssmlImport';

const quiet = { ...defaultNarration(), enabled: false };
const doc = (...lines: Inline[][]): ScriptDocument => createDocument(lines, quiet);
const AZURE =
  '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="zh-CN">';
const W3C = '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN">';

const imported = (ssml: string, options?: SsmlImportOptions) => {
  const result = fromSsml(ssml, options);
  if (!result.ok) throw new Error(result.errors.map((error) => error.message).join('\n'));
  return result;
};
const lines = (ssml: string, options?: SsmlImportOptions) => imported(ssml, options).document.lines;
const errors = (ssml: string) => {
  const result = fromSsml(ssml);
  if (result.ok) throw new Error('imported');
  return result.errors.map((error) => error.message);
};

const xiaoxiao: VoiceSelection = {
  anchorId: 9,
  anchorName: '晓晓',
  templateId: 2,
  templateName: '开心',
  role: { name: '女孩', value: 'Girl' },
  pitch: 20,
  speed: 1.1,
  volume: 90,
};
const { pitch: _p, speed: _s, volume: _v, ...xiaoxiaoAnchor } = xiaoxiao;
const applause = createSoundEffect({ name: '掌声', filepath: '/sounds/applause.mp3', duration: 3.5 });
const resolvers: SsmlImportOptions = {
  resolveVoice: ({ name }) => (name === '晓晓' ? xiaoxiaoAnchor : null),
  resolveSound: (src) => (src === applause.filepath ? { name: applause.name, duration: applause.duration } : null),
};

describe('round trips through SSML', () => {
  const script = doc(
    [],
    ['银', createPhoneme('行', 'hang', 2), '的 ', createPause(500), createAlias('WHO', '世界卫生组织')],
    [createCue(1000, 2500), createSayAs('NBA', 'characters'), applause, '  两边有空格  '],
    ['前', createMultiVoice(xiaoxiao, ['嗨', createPause(100)]), '后'],
    [createLocalProsody({ pitch: -55, speed: 0.8, volume: 60 }, ['慢', createPhoneme('长', 'chang', 2)])],
    [createMultiVoice(xiaoxiao, [])],
    ['换行\n在文字里', createLocalProsody({ pitch: 0, speed: 1, volume: 100 }, [])],
    [],
  );

  it.each<SsmlDialect>(['w3c', 'azure'])('model → %s → model is the same script', (dialect) => {
    const result = imported(toSsml(script, { dialect, voice: { name: 'zh-CN-YunxiNeural' } }), resolvers);
    expect(result.document).toEqual(script);
    expect(result.mainVoice).toEqual({ name: 'zh-CN-YunxiNeural', pitch: 0, speed: 1, volume: 100 });
    expect(result.notices).toEqual([]);
  });

  it('W3C carries a sound effect’s name and duration without a resolver', () => {
    const ssml = toSsml(doc([applause]), { dialect: 'w3c', voice: { name: 'a' } });
    expect(lines(ssml)).toEqual([[applause]]);
  });

  it('Azure needs the resolver for a sound effect', () => {
    const ssml = toSsml(doc([applause]), { voice: { name: 'a' } });
    expect(errors(ssml)).toEqual([
      '音效 <audio src="/sounds/applause.mp3"> 不是音效库中的音效，无法导入：请删除后用工具栏的“音效”插入（第 1 行第 186 列）',
    ]);
  });

  it('keeps an unknown voice by name, with a notice', () => {
    const result = imported(
      toSsml(doc([createMultiVoice({ ...xiaoxiao, anchorName: '云希' }, ['嗨'])]), { voice: { name: 'a' } }),
    );
    expect(result.document.lines).toEqual([
      [
        createMultiVoice(
          {
            anchorId: 0,
            anchorName: '云希',
            templateId: 0,
            templateName: '开心',
            role: { name: 'Girl', value: 'Girl' },
            pitch: 20,
            speed: 1.1,
            volume: 90,
          },
          ['嗨'],
        ),
      ],
    ]);
    expect(result.notices.map((notice) => notice.message)).toEqual([
      '主播“云希”不在主播库中：保留名称导入，合成前请在多人配音中重新选择（第 1 行第 204 列）',
    ]);
  });
});

describe('real-world SSML', () => {
  it('reads Azure’s role-play example: each style and role a segment, the layout not text', () => {
    const ssml = `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis"
       xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="zh-CN">
    <voice name="zh-CN-XiaomoNeural">
        女儿看见父亲走了进来，问道：
        <mstts:express-as role="YoungAdultFemale" style="calm">
            “您来的挺快的，怎么过来的？”
        </mstts:express-as>
        父亲放下手提包，说：
        <mstts:express-as role="OlderAdultMale" style="calm">
            “刚打车过来的，路上还挺顺畅。”
        </mstts:express-as>
    </voice>
</speak>`;
    const result = imported(ssml);
    const segment = (role: string, text: string) =>
      createMultiVoice(
        {
          anchorId: 0,
          anchorName: 'zh-CN-XiaomoNeural',
          templateId: 0,
          templateName: 'calm',
          role: { name: role, value: role },
          pitch: 0,
          speed: 1,
          volume: 100,
        },
        [text],
      );
    expect(result.document.lines).toEqual([
      ['女儿看见父亲走了进来，问道：'],
      [segment('YoungAdultFemale', '“您来的挺快的，怎么过来的？”')],
      ['父亲放下手提包，说：'],
      [segment('OlderAdultMale', '“刚打车过来的，路上还挺顺畅。”')],
    ]);
    expect(result.document.narration.enabled).toBe(false);
    expect(result.mainVoice).toEqual({ name: 'zh-CN-XiaomoNeural' });
  });

  it('reads Azure’s background audio, silence and prosody forms', () => {
    const result = imported(`${AZURE}
  <mstts:backgroundaudio src="https://contoso.com/sample.wav" volume="0.7" fadein="3000" fadeout="4000"/>
  <voice name="zh-CN-XiaoxiaoNeural">
    <mstts:silence type="Leading" value="200ms"/>欢迎<prosody rate="+30.00%" pitch="high" volume="+20.00%">使用</prosody>
    <break strength="weak"/>语音合成<break/><prosody rate="x-slow" pitch="-2st" volume="soft">服务</prosody>
  </voice>
</speak>`);
    expect(result.backgroundAudio).toEqual({
      src: 'https://contoso.com/sample.wav',
      volume: 0.7,
      fadein: 3000,
      fadeout: 4000,
    });
    expect(result.document.lines).toEqual([
      [createPause(200), '欢迎', createLocalProsody({ pitch: 100, speed: 1.3, volume: 100 }, ['使用'])],
      [
        createPause(500),
        '语音合成',
        createPause(750),
        createLocalProsody({ pitch: -109, speed: 0.5, volume: 40 }, ['服务']),
      ],
    ]);
    expect(result.notices.map((notice) => notice.message)).toEqual([
      '背景音乐 https://contoso.com/sample.wav 未放入文稿：可在“背景音乐”中设置（第 2 行第 3 列）',
      '音量 120 超出 0 到 100，按 100 导入（第 4 行第 52 列）',
    ]);
  });

  it('reads the W3C spec’s paragraphs and sentences as lines, and a voice change as a segment', () => {
    const ssml = `<?xml version="1.0"?>
<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis"
       xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
       xsi:schemaLocation="http://www.w3.org/2001/10/synthesis http://www.w3.org/TR/speech-synthesis11/synthesis.xsd"
       xml:lang="zh-CN">
  <!-- 两段 -->
  <p>
    <s>第一句。</s>
    <s>第二句<mark name="here"/>。</s>
  </p>
  <p><voice name="李雷">你好<break time="1.5s"/>，</voice><sub alias="世界卫生组织">WHO</sub><say-as interpret-as="spell-out">NBA</say-as></p>
</speak>`;
    const result = imported(ssml);
    expect(result.document.lines).toEqual([
      ['第一句。'],
      ['第二句。'],
      [
        createMultiVoice(
          { anchorId: 0, anchorName: '李雷', templateId: 0, templateName: '', pitch: 0, speed: 1, volume: 100 },
          ['你好', createPause(1500), '，'],
        ),
        createAlias('WHO', '世界卫生组织'),
        createSayAs('NBA', 'characters'),
      ],
    ]);
    expect(result.notices.map((notice) => notice.message)).toEqual([
      '书签 <mark name="here"> 未导入（配音工坊不使用书签）（第 9 行第 11 列）',
      '主播“李雷”不在主播库中：保留名称导入，合成前请在多人配音中重新选择（第 11 行第 6 列）',
    ]);
  });

  it('splits a phrase’s syllables over its characters, in any pinyin form', () => {
    expect(
      lines(
        `${AZURE}<voice name="a"><phoneme alphabet="sapi" ph="zu 3 - zhi 1">组织</phoneme><phoneme alphabet="x-pinyin" ph="háng">行</phoneme><phoneme alphabet="sapi" ph="lv 4">绿</phoneme></voice></speak>`,
      ),
    ).toEqual([
      [
        createPhoneme('组', 'zu', 3),
        createPhoneme('织', 'zhi', 1),
        createPhoneme('行', 'hang', 2),
        createPhoneme('绿', 'lv', 4),
      ],
    ]);
  });
});

describe('refusals: every problem listed with where it is, nothing imported', () => {
  it('lists unknown tags and attributes, and values it cannot convert', () => {
    expect(
      errors(`${W3C}
<voice name="a" gender="female">很<emphasis level="strong">重要</emphasis>
<prosody pitch="200Hz" contour="(0%,+20Hz)">高</prosody><say-as interpret-as="date">2026-01-01</say-as>
<phoneme alphabet="ipa" ph="xɑŋ">行</phoneme></voice></speak>`),
    ).toEqual([
      '<voice> 不支持属性 gender（第 2 行第 17 列）',
      '不支持的标签 <emphasis>（配音工坊没有重读标记，请删除后用局部调节）（第 2 行第 34 列）',
      '<prosody> 不支持属性 contour（第 3 行第 24 列）',
      '<prosody> 的 pitch="200Hz" 无法换算（以 Hz 表示的音高取决于主播，请改用百分比，如 +5%）（第 3 行第 1 列）',
      '<say-as interpret-as="date"> 不支持：只支持逐个字母读（characters、spell-out）；数字读法请用工具栏的“数字”（第 3 行第 56 列）',
      '<phoneme alphabet="ipa"> 无法换算为拼音：请改用 alphabet="sapi" ph="hang 2" 或 alphabet="x-pinyin" ph="hang2"（第 4 行第 1 列）',
    ]);
  });

  it.each([
    [
      'malformed XML',
      `${W3C}<voice name="a">你好</prosody></speak>`,
      '应为 </voice>，实际为 </prosody>（第 1 行第 101 列）',
    ],
    ['not SSML', '<html><body>你好</body></html>', 'SSML 应以 <speak> 开头，而不是 <html>（第 1 行第 1 列）'],
    ['plain text', '你好', 'SSML 应以 <speak> 开头（第 1 行第 1 列）'],
    ['an unknown entity', `${W3C}&nbsp;</speak>`, '不支持的实体 &nbsp;（第 1 行第 83 列）'],
    [
      'nested adjustments',
      `${W3C}<voice name="a">x<prosody rate="1.2"><prosody rate="2">y</prosody></prosody>z</voice></speak>`,
      '<prosody> 内不能再有 <prosody>（局部调节不能嵌套）（第 1 行第 120 列）',
    ],
    [
      'a sentence-wide silence',
      `${AZURE}<voice name="a"><mstts:silence type="Sentenceboundary" value="200ms"/>好</voice></speak>`,
      '<mstts:silence type="Sentenceboundary"> 作用于每个句子或标点，请删除后在智能旁白中设置标点停顿（第 1 行第 143 列）',
    ],
  ])('%s', (_, ssml, message) => {
    expect(errors(ssml)).toEqual([message]);
  });
});

describe('values', () => {
  it.each([
    ['x-slow', 0.5],
    ['120%', 1.2],
    ['+20%', 1.2],
    ['-50%', 0.5],
    ['1.5', 1.5],
    ['fast', 1.55],
    ['quick', null],
  ])('rate %s', (raw, value) => expect(ssmlRate(raw)).toBe(value));

  it.each([
    ['+5%', 5],
    ['-5.5%', -5.5],
    ['x-high', 20],
    ['+12st', 100],
    ['120Hz', null],
  ])('pitch %s', (raw, value) => expect(ssmlPitchPercent(raw)).toBe(value));

  it.each([
    ['80', 80],
    ['-20', 80],
    ['-50%', 50],
    ['+0dB', 100],
    ['silent', 0],
    ['loud', 80],
  ])('volume %s', (raw, value) => expect(ssmlVolume(raw)).toBeCloseTo(value as number, 6));

  it.each([
    ['hang2', [{ pinyin: 'hang', tone: 2 }]],
    ['hang 2', [{ pinyin: 'hang', tone: 2 }]],
    ['nǚ', [{ pinyin: 'nv', tone: 3 }]],
    ['hui r 4', null],
    ['hang', null],
  ])('pinyin %s', (ph, syllables) => expect(pinyinSyllables(ph)).toEqual(syllables));
});
