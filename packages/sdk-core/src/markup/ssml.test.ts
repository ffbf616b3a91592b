import { describe, expect, it } from 'vitest';
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
import { type SsmlOptions, toSsml } from './ssml';

const HEAD =
  '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="zh-CN">';
const quiet = { ...defaultNarration(), enabled: false };
const doc = (...lines: Inline[][]): ScriptDocument => createDocument(lines, quiet);
const plainVoice: SsmlOptions = { voice: { name: 'zh-CN-YunxiNeural' } };
const body = (inner: string) => `${HEAD}<voice name="zh-CN-YunxiNeural">${inner}</voice></speak>`;

describe('toSsml', () => {
  it.each<[string, Inline, string]>([
    ['pause', createPause(500), '<break time="500ms"/>'],
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
    expect(toSsml(doc(['前', segment, '后'], ['下一行']), plainVoice)).toBe(
      `${HEAD}<voice name="zh-CN-YunxiNeural">前</voice>` +
        '<voice name="晓晓"><mstts:express-as style="开心" role="Girl"><prosody pitch="+0%" rate="1" volume="100">嗨<break time="100ms"/></prosody></mstts:express-as></voice>' +
        '<voice name="zh-CN-YunxiNeural">后\n下一行</voice></speak>',
    );
  });

  it('maps a segment to an engine voice through segmentVoice', () => {
    const segment = createMultiVoice(
      { anchorId: 9, anchorName: '晓晓', templateId: 2, templateName: '开心', pitch: 10, speed: 1, volume: 100 },
      ['嗨'],
    );
    const ssml = toSsml(doc([segment]), {
      ...plainVoice,
      segmentVoice: () => ({ name: 'zh-CN-XiaoxiaoNeural', style: 'cheerful' }),
    });
    expect(ssml).toBe(
      `${HEAD}<voice name="zh-CN-XiaoxiaoNeural"><mstts:express-as style="cheerful"><prosody pitch="+1%" rate="1" volume="100">嗨</prosody></mstts:express-as></voice></speak>`,
    );
  });

  it('applies smart narration as breaks', () => {
    expect(toSsml(createDocument([['好，的。']]), plainVoice)).toBe(
      body('好，<break time="200ms"/>的。<break time="400ms"/>'),
    );
  });

  it('still has a voice for an empty script', () => {
    expect(toSsml(doc([]), { ...plainVoice, lang: 'zh-HK' })).toBe(
      `${HEAD.replace('zh-CN', 'zh-HK')}<voice name="zh-CN-YunxiNeural"></voice></speak>`,
    );
  });
});
