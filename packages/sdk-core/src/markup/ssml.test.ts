import { describe, expect, it } from 'vitest';
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
import { exportSsml, type SsmlOptions, toSsml, volumeDecibels } from './ssml';

const HEAD =
  '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="zh-CN">';
const W3C_HEAD = '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN">';
const NEUTRAL = '<prosody pitch="+0%" rate="1" volume="100">';
const W3C_NEUTRAL = '<prosody pitch="+0%" rate="100%" volume="+0dB">';
const quiet = { ...defaultNarration(), enabled: false };
const doc = (...lines: Inline[][]): ScriptDocument => createDocument(lines, quiet);
const plainVoice: SsmlOptions = { voice: { name: 'zh-CN-YunxiNeural' } };
const w3cVoice: SsmlOptions = { ...plainVoice, dialect: 'w3c' };
const body = (inner: string) => `${HEAD}<voice name="zh-CN-YunxiNeural">${NEUTRAL}${inner}</prosody></voice></speak>`;
const w3cBody = (inner: string) =>
  `${W3C_HEAD}<voice name="zh-CN-YunxiNeural">${W3C_NEUTRAL}${inner}</prosody></voice></speak>`;
const segment = createMultiVoice(
  {
    anchorId: 9,
    anchorName: '晓晓',
    templateId: 2,
    templateName: '开心',
    role: { name: '女孩', value: 'Girl' },
    pitch: 0,
    speed: 1,
    volume: 100,
  },
  ['嗨', createPause(100)],
);

describe('toSsml (Azure, the default)', () => {
  it.each<[string, Inline, string]>([
    ['pause', createPause(500), '<break time="500ms"/>'],
    ['cue as a bookmark', createCue(1000, 2500), '<bookmark mark="cue:1000-2500"/>'],
    [
      'phoneme in Azure’s zh-CN phone set',
      createPhoneme('行', 'hang', 2),
      '<phoneme alphabet="sapi" ph="hang 2">行</phoneme>',
    ],
    ['continuous reading as plain text', createContinuous('不知道'), '不知道'],
    ['alias', createAlias('WHO', '世界卫生组织'), '<sub alias="世界卫生组织">WHO</sub>'],
    [
      'number alias',
      createNumberAlias('2026', { name: '年份', value: '二零二六' }),
      '<sub alias="二零二六">2026</sub>',
    ],
    ['say-as characters', createSayAs('NBA', 'characters'), '<say-as interpret-as="characters">NBA</say-as>'],
    ['say-as word as plain text', createSayAs('hello', 'word'), 'hello'],
    [
      'sound effect',
      createSoundEffect({ name: '掌声', filepath: 'https://cdn/a.mp3', duration: 2 }),
      '<audio src="https://cdn/a.mp3"/>',
    ],
    [
      'local prosody',
      createLocalProsody({ pitch: -55, speed: 0.8, volume: 60 }, ['慢']),
      '<prosody pitch="-5.5%" rate="0.8" volume="60">慢</prosody>',
    ],
  ])('%s', (_, node, ssml) => {
    expect(toSsml(doc([node]), plainVoice)).toBe(body(ssml));
  });

  it('wraps the main voice in its style, degree, role and prosody, with the background music first', () => {
    const ssml = toSsml(doc(['你好 & <再见>']), {
      voice: {
        name: 'zh-CN-XiaoxiaoNeural',
        style: 'cheerful',
        styleDegree: 1.5,
        role: 'Girl',
        pitch: 50,
        speed: 1.2,
        volume: 80,
      },
      backgroundAudio: { src: 'https://cdn/bgm.mp3?a=1&b=2', volume: 50, fadein: 1000, fadeout: 2000 },
    });
    expect(ssml).toBe(
      `${HEAD}<mstts:backgroundaudio src="https://cdn/bgm.mp3?a=1&amp;b=2" volume="50" fadein="1000" fadeout="2000"/>` +
        '<voice name="zh-CN-XiaoxiaoNeural"><mstts:express-as style="cheerful" styledegree="1.5" role="Girl">' +
        '<prosody pitch="+5%" rate="1.2" volume="80">你好 &amp; &lt;再见&gt;</prosody></mstts:express-as></voice></speak>',
    );
  });

  it('gives a multi-voice segment its own voice between runs of the main voice', () => {
    expect(toSsml(doc(['前', segment, '后'], ['下一行']), plainVoice)).toBe(
      `${HEAD}<voice name="zh-CN-YunxiNeural">${NEUTRAL}前</prosody></voice>` +
        `<voice name="晓晓"><mstts:express-as style="开心" role="Girl">${NEUTRAL}嗨<break time="100ms"/></prosody></mstts:express-as></voice>` +
        `<voice name="zh-CN-YunxiNeural">${NEUTRAL}后\n下一行</prosody></voice></speak>`,
    );
  });

  it('opens with the main voice, and keeps line breaks out of a voice’s edges', () => {
    const main = `<voice name="zh-CN-YunxiNeural">${NEUTRAL}`;
    expect(toSsml(doc([], [segment], ['后 '], []), plainVoice)).toBe(
      `${HEAD}${main}</prosody></voice>\n` +
        `<voice name="晓晓"><mstts:express-as style="开心" role="Girl">${NEUTRAL}嗨<break time="100ms"/></prosody></mstts:express-as></voice>\n` +
        `${main}后&#32;</prosody></voice>\n${main}</prosody></voice></speak>`,
    );
  });

  it('maps a segment to an engine voice through segmentVoice', () => {
    const other = createMultiVoice(
      { anchorId: 9, anchorName: '晓晓', templateId: 2, templateName: '开心', pitch: 10, speed: 1, volume: 100 },
      ['嗨'],
    );
    const ssml = toSsml(doc([other]), {
      ...plainVoice,
      segmentVoice: () => ({ name: 'zh-CN-XiaoxiaoNeural', style: 'cheerful' }),
    });
    expect(ssml).toBe(
      `${HEAD}<voice name="zh-CN-YunxiNeural">${NEUTRAL}</prosody></voice><voice name="zh-CN-XiaoxiaoNeural"><mstts:express-as style="cheerful"><prosody pitch="+1%" rate="1" volume="100">嗨</prosody></mstts:express-as></voice></speak>`,
    );
  });

  it('applies smart narration as breaks', () => {
    expect(toSsml(createDocument([['好，的。']]), plainVoice)).toBe(
      body('好，<break time="200ms"/>的。<break time="400ms"/>'),
    );
  });

  it('still has a voice for an empty script', () => {
    expect(toSsml(doc([]), { ...plainVoice, lang: 'zh-HK' })).toBe(body('').replace('zh-CN', 'zh-HK'));
  });

  it('says what Azure cannot express', () => {
    const sound = createSoundEffect({ name: '掌声', filepath: '/s/a.mp3', duration: 2 });
    const { dropped } = exportSsml(
      doc([createContinuous('不知道'), sound, createSayAs('hi', 'word'), sound, segment]),
      plainVoice,
    );
    expect(dropped).toEqual([
      { feature: 'continuous', count: 1 },
      { feature: 'sayAsWord', count: 1 },
      { feature: 'soundEffect', count: 2 },
    ]);
  });
});

describe('toSsml (W3C SSML 1.1)', () => {
  it.each<[string, Inline, string]>([
    ['cue as a mark', createCue(1000, 2500), '<mark name="cue:1000-2500"/>'],
    ['phoneme in x-pinyin', createPhoneme('行', 'hang', 2), '<phoneme alphabet="x-pinyin" ph="hang2">行</phoneme>'],
    [
      'sound effect with its name and duration',
      createSoundEffect({ name: '掌声', filepath: '/sounds/a.mp3', duration: 3.5 }),
      '<audio src="/sounds/a.mp3" clipEnd="3500ms"><desc>掌声</desc></audio>',
    ],
    [
      'local prosody: rate in percent, volume in decibels',
      createLocalProsody({ pitch: 50, speed: 1.2, volume: 50 }, ['快']),
      '<prosody pitch="+5%" rate="120%" volume="-6.02dB">快</prosody>',
    ],
  ])('%s', (_, node, ssml) => {
    expect(toSsml(doc([node]), w3cVoice)).toBe(w3cBody(ssml));
  });

  it('has no vendor namespace, and says it dropped the styles, roles and background music', () => {
    const { ssml, dropped } = exportSsml(doc(['前', segment]), {
      dialect: 'w3c',
      voice: { name: 'zh-CN-YunxiNeural', style: 'calm' },
      backgroundAudio: { src: '/bgm.mp3', volume: 50, fadein: 0, fadeout: 0 },
    });
    expect(ssml).not.toMatch(/mstts|express-as|backgroundaudio/);
    expect(ssml).toContain(`<voice name="晓晓">${W3C_NEUTRAL}嗨<break time="100ms"/></prosody></voice>`);
    expect(dropped).toEqual([
      { feature: 'style', count: 2 },
      { feature: 'role', count: 1 },
      { feature: 'backgroundAudio', count: 1 },
    ]);
  });

  it.each([
    [100, '+0dB'],
    [50, '-6.02dB'],
    [1, '-40dB'],
    [0, 'silent'],
  ])('volume %i is %s', (volume, db) => {
    expect(volumeDecibels(volume)).toBe(db);
  });
});
