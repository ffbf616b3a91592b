import { describe, expect, it } from 'vitest';
import { createMessages } from '../../provider/messages';
import { shortenBody, shortenOutcome, shortenView } from './fitShorten';

const FALLBACK = '缩短失败，请稍后再试';

describe('AI缩短 in the fit report', () => {
  it('asks for the cue’s text at most as long as fits its slot', () => {
    expect(shortenBody({ text: '今天我们来聊一聊如何给视频配上自然的旁白', naturalMs: 4000, slotMs: 1000 })).toEqual({
      content: '今天我们来聊一聊如何给视频配上自然的旁白',
      maxLength: 6,
    });
  });

  it('takes a finished answer as the suggestion, and words any failure as product copy', () => {
    expect(shortenOutcome('done', ' 聊聊配旁白\n', FALLBACK)).toEqual({ state: 'suggested', text: '聊聊配旁白' });
    expect(shortenOutcome('done', '  ', FALLBACK)).toEqual({ state: 'failed', message: FALLBACK });
    expect(shortenOutcome('failed', '写作助手暂未开放，敬请期待', FALLBACK)).toEqual({
      state: 'failed',
      message: '写作助手暂未开放，敬请期待',
    });
    expect(shortenOutcome('failed', 'HTTP 500', FALLBACK)).toEqual({ state: 'failed', message: FALLBACK });
  });

  it('shows AI缩短 until there is a suggestion, then 替换 and 重新生成, each named by its cue', () => {
    const copy = createMessages();
    expect(shortenView(1, undefined, copy)).toMatchObject({
      state: 'idle',
      suggestion: null,
      status: '',
      action: { text: 'AI缩短', label: 'AI缩短第2条字幕' },
    });
    expect(shortenView(1, { state: 'loading' }, copy).status).toBe('正在生成第2条字幕的缩短文案…');
    expect(shortenView(1, { state: 'suggested', text: '短句' }, copy)).toMatchObject({
      suggestion: '短句',
      action: { text: '重新生成', label: '重新生成第2条字幕的缩短文案' },
      replaceLabel: '替换第2条字幕的文案',
    });
    expect(shortenView(1, { state: 'failed', message: FALLBACK }, copy)).toMatchObject({
      status: FALLBACK,
      action: { text: 'AI缩短' },
    });
  });
});
