import { describe, expect, it } from 'vitest';
import { dubbingMessages } from '../../provider/messages/dubbing';
import type { StudioCopy } from '../copy';
import { defaultSettings } from '../DubbingStudio/settings';
import { exportedMessage, isSsmlFile, ssmlFileName, studioSsmlVoice } from './ssmlRules';

const messages = dubbingMessages as unknown as StudioCopy;

describe('the studio’s SSML rules', () => {
  it('names the file after the work', () => {
    expect(ssmlFileName('早间/新闻', 'w3c', '未命名作品')).toBe('早间_新闻.ssml');
    expect(ssmlFileName('  ', 'azure', '未命名作品')).toBe('未命名作品（Azure）.ssml');
  });

  it('speaks with the work’s anchor, template, role and sliders', () => {
    expect(
      studioSsmlVoice('云健', { ...defaultSettings, templateName: '开心', intensity: 1.5, role: 'Boy', pitchRate: 50 }),
    ).toEqual({ name: '云健', style: '开心', styleDegree: 1.5, role: 'Boy', pitch: 50, speed: 1, volume: 100 });
    expect(studioSsmlVoice('云健', defaultSettings)).toEqual({ name: '云健', pitch: 0, speed: 1, volume: 100 });
  });

  it('says what the format could not express', () => {
    expect(exportedMessage([], messages)).toBe('SSML 已导出');
    expect(
      exportedMessage(
        [
          { feature: 'continuous', count: 2 },
          { feature: 'backgroundAudio', count: 1 },
        ],
        messages,
      ),
    ).toBe('SSML 已导出，该格式无法表达：连读 2 处（按普通文字导出）、背景音乐');
  });

  it('reads .ssml and .xml files only', () => {
    expect([isSsmlFile('a.SSML'), isSsmlFile('a.xml'), isSsmlFile('a.txt')]).toEqual([true, true, false]);
  });
});
