import { describe, expect, it } from 'vitest';
import { asrFileRefusal, asrMediaKind } from './asrFiles';

const MB = 1024 * 1024;

describe('asrMediaKind', () => {
  it('tells audio from video by the extension, in any case', () => {
    expect(asrMediaKind('采访.MP3')).toBe('audio');
    expect(asrMediaKind('a.wav')).toBe('audio');
    expect(asrMediaKind('clip.mp4')).toBe('video');
    expect(asrMediaKind('clip.M4A')).toBe('video');
    expect(asrMediaKind('clip.mov')).toBe('video');
    expect(asrMediaKind('clip.flac')).toBeNull();
    expect(asrMediaKind('mp3')).toBeNull();
  });
});

describe('asrFileRefusal', () => {
  it('takes the spec’s formats under 100 MB and at most 20 minutes', () => {
    expect(asrFileRefusal({ name: 'a.mp3', size: 5 * MB }, 1200)).toBeNull();
    expect(asrFileRefusal({ name: 'a.mov', size: 100 * MB - 1 })).toBeNull();
  });
  it('refuses with the spec’s messages: the format first, then the size, then the duration', () => {
    expect(asrFileRefusal({ name: 'a.flac', size: 200 * MB }, 2000)).toBe('文件格式仅支持 mp3/wav/mp4/m4a/mov');
    expect(asrFileRefusal({ name: 'a.mp4', size: 100 * MB }, 2000)).toBe('文件大小不超过100M');
    expect(asrFileRefusal({ name: 'a.wav', size: MB }, 1200.5)).toBe('音频时长不超过20分钟');
    expect(asrFileRefusal({ name: 'a.wav', size: 44 }, 0)).toBe('音频时长为0，请上传有声音的文件');
  });
});
