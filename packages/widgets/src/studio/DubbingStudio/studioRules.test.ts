import type { AnchorDetail, CustomAnchor, Work } from '@dubkit/sdk-core';
import { createCue, createDocument } from '@dubkit/sdk-core/markup';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from './settings';
import {
  auditionBody,
  creationQuery,
  customAnchorBody,
  customVoice,
  defaultTaskSettings,
  fitReportBody,
  holdsCues,
  loudnessOptions,
  needsMembership,
  saveBody,
  settingsForAnchor,
  settingsForCustom,
  settingsForWork,
  submitFailure,
  systemVoice,
  takesVoice,
  taskBody,
  taskSettingsForWork,
  templateAuditionText,
  templateFormErrors,
  typedTitle,
  voiceEngineNotes,
  voiceTags,
  withCreationQuery,
} from './studioRules';

const template = (id: number, title: string) => ({
  id,
  title,
  subtitle: '',
  content: `${title}的示例文本`,
  imagePath: '',
  filepath: '',
  role: '',
  pitchRate: 0,
  speechRate: 1,
  volume: 70,
  sampleRate: 16000,
});

const detail: AnchorDetail = {
  id: 12,
  anchorType: 0,
  avatar: '/media/avatars/12.png',
  name: '晓晓',
  desc: '温柔知性',
  aiLevel: 3,
  roleCount: 2,
  templateList: [template(3, '开心'), template(4, '悲伤')],
  roleList: [
    { id: 1, name: '少女', avatar: '', value: 'Girl' },
    { id: 2, name: '老人', avatar: '', value: 'OlderAdultMale' },
  ],
};

const custom = {
  id: 501,
  name: '我的晓晓',
  comment: '温柔的旁白',
  anchorId: 12,
  anchorName: '晓晓',
  templateName: '悲伤',
  templateId: 4,
  intensity: 1.5,
  role: 'Girl',
  pitch: -20,
  speed: 1.2,
  volume: 80,
  text: '你好',
  anchorAvatar: '/media/avatars/12.png',
  templateImage: '',
  audio: '',
  avatar: '',
  description: '',
  level: 1,
} satisfies CustomAnchor;

describe('creationQuery', () => {
  it('reads the page query, a missing or bad id as 0 or null', () => {
    expect(creationQuery(new URLSearchParams('anchorType=1&anchorId=501&templateId=4&roleId=2&workId=9'))).toEqual({
      anchorType: 1,
      anchorId: 501,
      templateId: 4,
      roleId: 2,
      workId: 9,
      script: null,
    });
    expect(creationQuery(new URLSearchParams('anchorId=abc&templateId=-1&script=4f2a9c1e'))).toEqual({
      anchorType: 0,
      anchorId: 0,
      templateId: null,
      roleId: null,
      workId: 0,
      script: '4f2a9c1e',
    });
  });

  it('puts the new work id in the query and drops cleared entries, keeping the rest', () => {
    const next = withCreationQuery(new URLSearchParams('anchorId=12&templateId=3&from=home'), {
      workId: 77,
      templateId: null,
    });
    expect(next.toString()).toBe('anchorId=12&from=home&workId=77');
  });
});

describe('title rules', () => {
  it('keeps at most 25 typed characters', () => {
    expect(typedTitle('一'.repeat(30))).toHaveLength(25);
  });
});

describe('settings', () => {
  it('starts a new work with the query’s template and role, else the first template', () => {
    expect(settingsForAnchor(detail, { templateId: 4, roleId: 2 })).toMatchObject({
      templateId: 4,
      templateName: '悲伤',
      role: 'OlderAdultMale',
      roleName: '老人',
      intensity: 1,
    });
    expect(settingsForAnchor(detail, { templateId: 99 })).toMatchObject({ templateId: 3, role: '' });
  });

  it('takes a custom anchor’s saved template, strength, role and prosody', () => {
    expect(settingsForCustom(custom, detail)).toMatchObject({
      templateId: 4,
      intensity: 1.5,
      role: 'Girl',
      roleName: '少女',
      pitchRate: -20,
      speechRate: 1.2,
      volume: 80,
    });
  });

  it('restores a draft’s settings with its music', () => {
    const work = {
      workId: 9,
      title: '草稿',
      anchorId: 12,
      anchorType: 0,
      anchorName: '晓晓',
      templateId: 4,
      templateName: '悲伤',
      styleName: '悲伤',
      role: 'Girl',
      styleDegree: 0.5,
      pitchRate: 10,
      speechRate: 0.9,
      volume: 60,
      content: '',
      contentVersion: 2,
      bgmId: 3,
      bgmVolume: 40,
      bgmFadein: 1000,
      bgmFadeout: 2000,
      length: 0,
      updateTime: 0,
    } satisfies Work;
    expect(settingsForWork(work, detail, '轻快钢琴')).toEqual({
      templateId: 4,
      templateName: '悲伤',
      intensity: 0.5,
      role: 'Girl',
      roleName: '少女',
      pitchRate: 10,
      speechRate: 0.9,
      volume: 60,
      bgmId: 3,
      bgmName: '轻快钢琴',
      bgmVolume: 40,
      bgmFadein: 1000,
      bgmFadeout: 2000,
    });
  });
});

describe('request bodies', () => {
  const settings = {
    ...defaultSettings,
    templateId: 3,
    templateName: '开心',
    bgmId: 2,
    bgmName: '钢琴',
    bgmFadein: 500,
  };

  it('saves and submits with the anchor type and id, music included', () => {
    const voice = customVoice(custom, detail);
    expect(saveBody(voice, settings, ' 标题 ', '<speak/>')).toMatchObject({
      title: '标题',
      anchorType: 1,
      anchorId: 501,
      templateId: 3,
      bgmId: 2,
      bgmFadein: 500,
      version: 2,
    });
    expect(taskBody(voice, settings, '', { text: '<speak>春天</speak>', plainText: '春天来了' }, 2)).toMatchObject({
      title: '春天来了',
      sampleRate: 48000,
      anchorType: 1,
      anchorId: 501,
    });
  });

  it('asks for fitToTiming only when fitted; the fit report carries the task but its title and version', () => {
    const voice = customVoice(custom, detail);
    const content = { text: '<speak>春天</speak>', plainText: '春天来了' };
    expect(taskBody(voice, settings, '', content, 0)).not.toHaveProperty('fitToTiming');
    const fitted = taskBody(voice, settings, '', content, 0, { fitToTiming: true });
    expect(fitted.fitToTiming).toBe(true);
    const { title, version, fitToTiming, ...synthesis } = fitted;
    expect(fitReportBody(fitted)).toEqual(synthesis);
  });

  it('saves the task settings with the draft; a task asks for the loudness it names, its fit report does not', () => {
    const voice = customVoice(custom, detail);
    expect(saveBody(voice, settings, '', '<speak/>')).toMatchObject({ fitToTiming: false, loudnessTarget: -16 });
    const broadcast = { fitToTiming: true, loudnessTarget: -23 } as const;
    expect(saveBody(voice, settings, '', '<speak/>', broadcast)).toMatchObject({
      fitToTiming: true,
      loudnessTarget: -23,
    });
    const content = { text: '<speak>春天</speak>', plainText: '春天来了' };
    expect(taskBody(voice, settings, '', content, 0)).not.toHaveProperty('loudnessTarget');
    const mastered = taskBody(voice, settings, '', content, 0, { loudnessTarget: -23 });
    expect(mastered.loudnessTarget).toBe(-23);
    expect(fitReportBody(mastered)).not.toHaveProperty('loudnessTarget');
  });

  it('restores a draft’s task settings, else fits a script of cues at the default loudness', () => {
    const plain = createDocument([['你好']]);
    const cued = createDocument([[createCue(0, 900), '你好']]);
    expect(taskSettingsForWork({ fitToTiming: false, loudnessTarget: -23 }, cued)).toEqual({
      fitToTiming: false,
      loudnessTarget: -23,
    });
    expect(taskSettingsForWork({ fitToTiming: true }, plain)).toEqual({ fitToTiming: true, loudnessTarget: -16 });
    expect(taskSettingsForWork({}, cued)).toEqual({ fitToTiming: true, loudnessTarget: -16 });
    expect(taskSettingsForWork({}, plain)).toEqual(defaultTaskSettings);
    expect(defaultTaskSettings).toEqual({ fitToTiming: false, loudnessTarget: -16 });
  });

  it('offers 响度标准 as online video (the default, first) and broadcast, with a true minus sign', () => {
    const copy = { online: '网络视频 {target}', broadcast: '广播电视 {target}' };
    expect(loudnessOptions(copy)).toEqual([
      { value: -16, label: '网络视频 −16 LUFS' },
      { value: -23, label: '广播电视 −23 LUFS' },
    ]);
  });

  it('starts fitted for a script holding subtitle cues', () => {
    expect(holdsCues(createDocument([['你好']]))).toBe(false);
    expect(holdsCues(createDocument([['开场'], [createCue(0, 900), '你好']]))).toBe(true);
  });

  it('makes takes in the voice a task would speak with: the anchor (not its speaker), no music, no sentence', () => {
    const voice = customVoice(custom, detail);
    const prosody = { ...settings, intensity: 1.5, role: 'girl', pitchRate: 20, speechRate: 0.8, volume: 80 };
    const task = taskBody(voice, prosody, '', { text: '<speak/>', plainText: 'x' }, 0);
    expect(takesVoice(voice, prosody)).toEqual({
      anchorType: 1,
      anchorId: 501,
      templateId: 3,
      intensity: 1.5,
      role: 'girl',
      pitchRate: 20,
      speechRate: 0.8,
      volume: 80,
    });
    for (const [key, value] of Object.entries(takesVoice(voice, prosody)))
      expect(task[key as keyof typeof task]).toBe(value);
  });

  it('sends no music fields for a script without music', () => {
    const body = saveBody(systemVoice(detail), { ...settings, bgmId: 0, bgmFadein: 800 }, '', 'x');
    expect(body).toMatchObject({ bgmId: 0, bgmVolume: 50, bgmFadein: 0, bgmFadeout: 0 });
  });

  it('auditions with the speaking system anchor, without music', () => {
    const body = auditionBody(customVoice(custom, detail), settings, 'cipher');
    expect(body).toEqual({
      anchorId: 12,
      templateId: 3,
      intensity: 1,
      role: '',
      pitchRate: 0,
      speechRate: 1,
      volume: 100,
      text: 'cipher',
    });
  });

  it('keeps the voice settings as a custom anchor, its audition text at most 100 characters', () => {
    const text = templateAuditionText('字'.repeat(150), '示例');
    expect(text).toHaveLength(100);
    expect(templateAuditionText('  ', '开心的示例文本')).toBe('开心的示例文本');
    expect(customAnchorBody(settings, { name: ' 我的 ', description: '描述' }, text)).toMatchObject({
      templateId: 3,
      name: '我的',
      comment: '描述',
      pitch: 0,
      speed: 1,
      volume: 100,
    });
  });
});

describe('messages of the page', () => {
  it('names the tags of a multi-emotion, multi-role anchor, and of a neural voice', () => {
    const labels = { emotions: '多情绪', roles: '多角色', neural: '神经音色' };
    expect(voiceTags(detail, labels)).toEqual(['多情绪', '多角色']);
    expect(voiceTags({ ...detail, templateList: [template(1, '默认')], roleList: [] }, labels)).toEqual([]);
    const neural = { ...detail, voiceEngine: { kind: 'neural' as const, ignores: [], approximates: [] } };
    expect(voiceTags(neural, labels)).toEqual(['神经音色', '多情绪', '多角色']);
  });

  it('tells what the engine behind the anchor cannot honour', () => {
    const copy = {
      offline: '该主播暂由离线引擎朗读，声音会与样音不同。',
      ignores: '该音色不区分{features}，选择不同的{features}听起来一样。',
      style: '情感风格',
      role: '角色',
      approximates: '多音字标注以同音字近似朗读。',
    };
    expect(voiceEngineNotes(detail, copy)).toEqual([]);
    const engine = (ignores: Array<'style' | 'role'>) => ({
      kind: 'neural' as const,
      ignores,
      approximates: ['phoneme' as const],
    });
    expect(voiceEngineNotes({ ...detail, voiceEngine: engine(['style', 'role']) }, copy)).toEqual([
      '该音色不区分情感风格、角色，选择不同的情感风格、角色听起来一样。',
      '多音字标注以同音字近似朗读。',
    ]);
    // Nothing to choose, nothing to say: one template and no roles.
    const plain = {
      ...detail,
      templateList: [template(1, '默认')],
      roleList: [],
      voiceEngine: engine(['style', 'role']),
    };
    expect(voiceEngineNotes(plain, copy)).toEqual(['多音字标注以同音字近似朗读。']);
    expect(
      voiceEngineNotes({ ...detail, voiceEngine: { kind: 'offline', ignores: [], approximates: [] } }, copy),
    ).toEqual([copy.offline]);
  });

  it('requires the template name and description', () => {
    const labels = { nameRequired: '模版名称不能为空', descriptionRequired: '模版描述不能为空' };
    expect(templateFormErrors({ name: ' ', description: '' }, labels)).toEqual({
      name: '模版名称不能为空',
      description: '模版描述不能为空',
    });
    expect(templateFormErrors({ name: '名', description: '述' }, labels)).toEqual({});
  });

  it('offers 立即购买 only for 402, and never shows the status code', () => {
    const copy = { title: '任务提交失败', generic: '提交失败，请稍后再试' };
    expect(submitFailure(402, '该主播仅限会员使用', copy)).toEqual({
      title: '任务提交失败',
      message: '该主播仅限会员使用',
      canBuy: true,
    });
    expect(submitFailure(429, '今日合成次数已用完', copy).canBuy).toBe(false);
    expect(submitFailure(429, '本月已用 500 分钟', copy).message).toBe('本月已用 500 分钟');
    for (const statusText of ['', 'Internal Server Error 500', '请求失败(503)', 'HTTP 502']) {
      const failure = submitFailure(500, statusText, copy);
      expect(failure.message).toBe('提交失败，请稍后再试');
      expect(`${failure.title}${failure.message}`).not.toMatch(/\d{3}/);
    }
  });

  it('refuses a members-only voice for a free user before submitting', () => {
    const voice = (membersOnly?: boolean) => ({ detail: { membersOnly } as AnchorDetail });
    expect(needsMembership(voice(true), false)).toBe(true);
    expect(needsMembership(voice(true), true)).toBe(false);
    expect(needsMembership(voice(false), false)).toBe(false);
    expect(needsMembership(voice(undefined), false)).toBe(false);
  });
});
