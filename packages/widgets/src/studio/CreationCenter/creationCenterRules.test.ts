import { describe, expect, it } from 'vitest';
import {
  canPlay,
  displayTitle,
  downloadUrl,
  draftPath,
  type StatusLabels,
  statusLabel,
  subtitleDownloads,
  tabFromParam,
} from './creationCenterRules';

const labels: StatusLabels = {
  queued: '排队中',
  running: '合成中',
  done: '合成成功',
  failed: '合成失败',
  unknown: '状态{status}',
};

describe('creation center rules', () => {
  it('reads the tab parameter: 1 is drafts, anything else tasks', () => {
    expect(tabFromParam('1')).toBe(1);
    expect(tabFromParam('0')).toBe(0);
    expect(tabFromParam(null)).toBe(0);
    expect(tabFromParam('2')).toBe(0);
    expect(tabFromParam('drafts')).toBe(0);
  });

  it('plays and downloads only done tasks with a file', () => {
    expect(canPlay({ status: 1, filepath: '/api/tts/task/download?code=T1' })).toBe(true);
    expect(canPlay({ status: 1, filepath: '' })).toBe(false);
    for (const status of [0, 2, -1]) expect(canPlay({ status, filepath: '/a.mp3' })).toBe(false);
  });

  it('labels a status with the server’s name, else by its number', () => {
    expect(statusLabel({ status: -1, statusName: '合成失败：主播暂不可用' }, labels)).toBe('合成失败：主播暂不可用');
    expect(statusLabel({ status: 0, statusName: '' }, labels)).toBe('排队中');
    expect(statusLabel({ status: 2, statusName: '' }, labels)).toBe('合成中');
    expect(statusLabel({ status: 1, statusName: '' }, labels)).toBe('合成成功');
    expect(statusLabel({ status: -1, statusName: '' }, labels)).toBe('合成失败');
    expect(statusLabel({ status: 7, statusName: '' }, labels)).toBe('状态7');
  });

  it('resolves the API’s own file paths against its origin and asks them for an attachment', () => {
    const path = '/api/tts/task/download?code=T1&expires=1&signature=s';
    expect(downloadUrl(path, 'https://dub.example.com/')).toBe(`https://dub.example.com${path}&download=1`);
    expect(downloadUrl(path, '')).toBe(`${path}&download=1`);
    expect(downloadUrl('/files/a.mp3', '')).toBe('/files/a.mp3?download=1');
    expect(downloadUrl('https://oss.example.com/a.mp3?sig=1', '')).toBe('https://oss.example.com/a.mp3?sig=1');
  });

  it('opens a draft in the creation page with its voice', () => {
    expect(draftPath({ workId: 900, anchorType: 0, anchorId: 11, templateId: 110 })).toBe(
      '/creation?workId=900&anchorType=0&anchorId=11&templateId=110',
    );
  });

  it('shows a blank title as the default task title', () => {
    expect(displayTitle('  ')).toBe('默认任务标题');
    expect(displayTitle('新闻早报')).toBe('新闻早报');
  });

  it('offers a done task’s subtitles as SRT then VTT downloads, and nothing for a task without them', () => {
    const link = '/api/tts/task/download?code=T1&expires=1&signature=s';
    expect(
      subtitleDownloads({ subtitles: { srt: `${link}&format=srt`, vtt: `${link}&format=vtt` } }, 'https://dub.example'),
    ).toEqual([
      { format: 'SRT', href: `https://dub.example${link}&format=srt&download=1` },
      { format: 'VTT', href: `https://dub.example${link}&format=vtt&download=1` },
    ]);
    expect(subtitleDownloads({}, 'https://dub.example')).toEqual([]);
  });
});
