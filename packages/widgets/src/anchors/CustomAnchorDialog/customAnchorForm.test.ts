import { describe, expect, it } from 'vitest';
import { customAnchor } from '../../testing/anchors/fixtures';
import { formOf, updateBody, validateCustomAnchor } from './customAnchorForm';

const messages = { name: '主播名称不能为空', comment: '主播简介不能为空', text: '试听内容不能为空' };

describe('custom anchor form', () => {
  it('starts from the saved anchor', () => {
    expect(formOf(customAnchor)).toEqual({
      name: '我的旁白',
      comment: '温柔旁白，语速稍慢',
      pitch: 20,
      speed: 0.9,
      volume: 80,
      text: '今天的故事，从一场雨开始。',
    });
  });

  it('requires name, intro and audition text, blank counting as empty', () => {
    const form = formOf(customAnchor);
    expect(validateCustomAnchor(form, messages)).toEqual({});
    expect(validateCustomAnchor({ ...form, name: ' ', comment: '', text: '\n' }, messages)).toEqual({
      name: '主播名称不能为空',
      comment: '主播简介不能为空',
      text: '试听内容不能为空',
    });
    expect(validateCustomAnchor({ ...form, comment: '' }, messages)).toEqual({ comment: '主播简介不能为空' });
  });

  it('sends the edited fields trimmed, keeping the voice, style and intensity as saved', () => {
    const form = { ...formOf(customAnchor), name: ' 新旁白 ', pitch: -500, speed: 2, volume: 0 };
    expect(updateBody(customAnchor, form)).toEqual({
      id: 501,
      name: '新旁白',
      comment: '温柔旁白，语速稍慢',
      intensity: 1,
      role: '',
      pitch: -500,
      speed: 2,
      volume: 0,
      text: '今天的故事，从一场雨开始。',
    });
  });
});
