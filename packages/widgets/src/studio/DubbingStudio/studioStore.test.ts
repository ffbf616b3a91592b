import { createScriptEditor, getDocument } from '@dubkit/editor';
import {
  type CueFitReport,
  createMemoryAuth,
  createSessionStore,
  type DubKitClient,
  type FitReportBody,
  type LoginUser,
  type RewriteBody,
  type StreamCallOptions,
  type TaskAddBody,
  type Work,
  type WorkSaveBody,
} from '@dubkit/sdk-core';
import {
  createCue,
  createDocument,
  documentFromText,
  importSrt,
  parse,
  plainText,
  scriptCues,
  serialize,
} from '@dubkit/sdk-core/markup';
import { describe, expect, it, vi } from 'vitest';
import { createMessages } from '../../provider/messages';
import { anchorDetailOf, anchors, works } from '../../testing/studio/fixtures';
import { stashStudioScript } from '../handoff';
import { type CreationQuery, systemVoice } from './studioRules';
import { createStudioStore, type StudioStoreOptions } from './studioStore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The tab's session storage, where a handed-over script waits (Node has none).
const tabStorage = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => tabStorage.get(key) ?? null,
  setItem: (key: string, value: string) => void tabStorage.set(key, value),
  removeItem: (key: string) => void tabStorage.delete(key),
});

const user: LoginUser = {
  token: 'token',
  expire: Date.UTC(2099, 0, 1),
  username: '13800000000',
  nickname: '配音小王',
  avatar: '',
  vipLevel: 0,
};

const anchor = anchors[0] as (typeof anchors)[number];
const query: CreationQuery = { anchorType: 0, anchorId: anchor.id, templateId: null, roleId: null, workId: 0 };

function setup({
  signedIn = true,
  text = '',
  work = { ...(works[0] as Work), anchorId: anchor.id, anchorType: 0 },
  ...overrides
}: { signedIn?: boolean; text?: string; work?: Work } & Partial<StudioStoreOptions> = {}) {
  const calls = {
    detail: vi.fn(async () => anchorDetailOf(anchor)),
    favorites: vi.fn(async () => [{ ...anchor, favorite: true }]),
    add: vi.fn(async (_body: TaskAddBody) => ({ status: 200, statusText: 'success' })),
    fitReport: vi.fn(async (_body: FitReportBody): Promise<CueFitReport[]> => []),
    work: vi.fn(async () => work),
    save: vi.fn(async (_body: WorkSaveBody) => ({ workId: 1001, title: '', updateTime: 0 })),
    rewrite: vi.fn(async (_body: RewriteBody, _options: StreamCallOptions<{ content: string }>): Promise<void> => {}),
  };
  const client = {
    anchors: { detail: calls.detail, favorites: calls.favorites },
    tasks: { add: calls.add, fitReport: calls.fitReport },
    works: { save: calls.save, detail: calls.work },
  } as unknown as DubKitClient;
  const toaster = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
  const navigate = vi.fn();
  const store = createStudioStore({
    client,
    streams: { gpt: { rewrite: calls.rewrite } } as unknown as StudioStoreOptions['streams'],
    session: createSessionStore(createMemoryAuth(signedIn ? user : null)),
    editor: createScriptEditor({ document: documentFromText(text) }),
    messages: createMessages(),
    toaster,
    navigate,
    query,
    ...overrides,
  });
  const stop = store.start();
  return { store, stop, calls, toaster, navigate };
}

describe('createStudioStore', () => {
  it('warns a visitor and sends them to the site home', () => {
    const { calls, toaster, navigate } = setup({ signedIn: false });
    expect(toaster.warning).toHaveBeenCalledWith('请先登录您的账号！');
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(calls.detail).not.toHaveBeenCalled();
  });

  it('opens the anchor of the query with its first template, and whether it is a favourite', async () => {
    const { store, calls } = setup();
    expect(store.getSnapshot().status).toBe('loading');
    await settle();
    const snapshot = store.getSnapshot();
    expect(snapshot).toMatchObject({ status: 'ready', favorite: true, voice: systemVoice(anchorDetailOf(anchor)) });
    expect(snapshot.settings.templateId).toBe(anchorDetailOf(anchor).templateList[0]?.id);
    expect(calls.detail).toHaveBeenCalledWith({ anchorId: anchor.id, anchorType: 0 }, { handled: true });
  });

  it('fails without an anchor id', async () => {
    const { store } = setup({ query: { ...query, anchorId: 0 } });
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', failure: '无法识别主播ID' });
  });

  it('does not open again what is on screen, but follows a new anchor', async () => {
    const { store, calls } = setup();
    await settle();
    store.setQuery({ ...query });
    expect(calls.detail).toHaveBeenCalledTimes(1);
    store.setQuery({ ...query, anchorId: 99 });
    expect(calls.detail).toHaveBeenCalledTimes(2);
  });

  it('opens a handed-over transcript as a new draft: its cues as lines, the gaps as pauses, its title, once', async () => {
    const onQueryChange = vi.fn();
    const srt = '1\n00:00:00,000 --> 00:00:01,500\n大家好\n\n2\n00:00:02,300 --> 00:00:04,000\n欢迎收听\n';
    const script = stashStudioScript({ kind: 'srt', srt, title: '会议录音' });
    const editor = createScriptEditor({ document: documentFromText('') });
    const { store, toaster } = setup({ query: { ...query, script }, onQueryChange, editor });
    await settle();
    expect(serialize(getDocument(editor))).toBe(serialize(importSrt(srt)));
    expect(plainText(getDocument(editor))).toBe('大家好\n欢迎收听');
    expect(store.getSnapshot()).toMatchObject({ title: '会议录音', draft: { dirty: true } });
    expect(onQueryChange).toHaveBeenCalledWith({ script: null });
    expect(toaster.warning).not.toHaveBeenCalled();
    // Read once: the same id opens nothing the second time (a reload keeps what the creator did since).
    const again = setup({ query: { ...query, script } });
    await settle();
    expect(again.store.getSnapshot().title).toBe('');
  });

  it('warns when handed-over subtitles are not SRT, and opens the voice anyway', async () => {
    const script = stashStudioScript({ kind: 'srt', srt: '这不是字幕' });
    const { store, toaster } = setup({ query: { ...query, script } });
    await settle();
    expect(toaster.warning).toHaveBeenCalledWith('无法识别字幕文件的内容');
    expect(store.getSnapshot().status).toBe('ready');
  });

  it('refuses to submit an empty script', async () => {
    const { store, calls, toaster } = setup();
    await settle();
    await store.submit();
    expect(toaster.warning).toHaveBeenCalledWith('配音内容不能为空');
    expect(calls.add).not.toHaveBeenCalled();
  });

  it('shows the submitted dialog, and 查看任务 goes to the task list', async () => {
    const { store, navigate } = setup({ text: '早上好' });
    await settle();
    await store.submit();
    expect(store.getSnapshot()).toMatchObject({ dialog: { kind: 'submitted' }, submitting: false });
    store.viewTasks();
    expect(store.getSnapshot().dialog).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/creationCenter?tab=0');
  });

  it('offers 立即购买 when a submit is refused for payment', async () => {
    const { store, calls } = setup({ text: '早上好' });
    calls.add.mockResolvedValueOnce({ status: 402, statusText: '余额不足' });
    await settle();
    await store.submit();
    expect(store.getSnapshot().dialog).toMatchObject({ kind: 'submitFailed', message: '余额不足', canBuy: true });
  });

  it('shows the audition selection rule as a hint and other refusals as toasts', () => {
    const { store, toaster } = setup();
    const rule = '请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符。';
    store.warn(rule);
    expect(store.getSnapshot().dialog).toEqual({ kind: 'auditionHint', message: rule });
    store.dismissDialog();
    store.warn('最多只能选择3个角色');
    expect(toaster.warning).toHaveBeenCalledWith('最多只能选择3个角色');
    expect(store.getSnapshot().dialog).toBeNull();
  });

  it('goes where the host says', () => {
    const { store, navigate } = setup({ paths: { visitor: '/', creationCenter: '/works', tasks: '/works/tasks' } });
    store.openCreationCenter();
    expect(navigate).toHaveBeenCalledWith('/works');
  });

  it('clears a title outside the rule on blur, with its message', () => {
    const { store } = setup();
    store.setTitle('一二三四五六七八九十一二三四五六七八九十一二');
    store.checkTitle();
    expect(store.getSnapshot()).toMatchObject({ title: '' });
    expect(store.getSnapshot().titleError).not.toBeNull();
  });
});

describe('响度标准', () => {
  it('masters for online video by default and sends the chosen loudness with every task', async () => {
    const { store, calls } = setup({ text: '早上好' });
    await settle();
    expect(store.getSnapshot().loudnessTarget).toBe(-16);
    await store.submit();
    expect(calls.add).toHaveBeenLastCalledWith(expect.objectContaining({ loudnessTarget: -16 }));
    store.setLoudnessTarget(-23);
    await store.submit();
    expect(calls.add).toHaveBeenLastCalledWith(expect.objectContaining({ loudnessTarget: -23 }));
  });

  it('saves it and 对齐字幕时间 with the draft, and a change to either is saved by itself', async () => {
    const { store, calls } = setup({ text: '早上好', autoSaveDelayMs: 0 });
    await settle();
    store.setLoudnessTarget(-23);
    store.setFitToTiming(true);
    await vi.waitFor(() => expect(calls.save).toHaveBeenCalled());
    expect(calls.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ loudnessTarget: -23, fitToTiming: true }),
      expect.anything(),
    );
    await store.save();
    expect(calls.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ workId: 1001, loudnessTarget: -23, fitToTiming: true }),
      expect.anything(),
    );
  });

  it('reopens a draft with the settings it was saved with, even off for a script of cues', async () => {
    const content = serialize(createDocument([[createCue(0, 1000), '你好']]));
    const saved = { ...(works[0] as Work), anchorId: anchor.id, anchorType: 0 as const, content };
    const { store } = setup({
      query: { ...query, workId: 7 },
      work: { ...saved, fitToTiming: false, loudnessTarget: -23 },
    });
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', fitToTiming: false, loudnessTarget: -23 });
  });
});

describe('fit to timing', () => {
  const cued = () =>
    createScriptEditor({
      document: createDocument([
        [createCue(0, 1500), '大家好'],
        [createCue(2000, 3000), '欢迎收听今天的节目'],
      ]),
    });
  const report = (status: CueFitReport['status'], overrunMs = 0): CueFitReport => ({
    startMs: 2000,
    endMs: 3000,
    text: '欢迎收听今天的节目',
    slotMs: 1000,
    borrowMs: 0,
    naturalMs: 2000,
    rate: 1.15,
    stretch: 1.13,
    overrunMs,
    status,
  });
  const fits: CueFitReport = { ...report('fits'), startMs: 0, endMs: 1500, text: '大家好' };
  const timed = (name: string, text: string) => new File([text], name);
  const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v 张三>你好\n\n00:00:03.000 --> 00:00:04.000\n<v 李四>再见\n';
  const voice = {
    anchorId: 11,
    anchorName: '晓萱',
    templateId: 111,
    templateName: '温柔',
    pitch: 0,
    speed: 1,
    volume: 100,
  };

  it('is off by default: a task without fitToTiming and no fit report', async () => {
    const { store, calls } = setup({ editor: cued() });
    await settle();
    expect(store.getSnapshot().fitToTiming).toBe(false);
    await store.submit();
    expect(calls.fitReport).not.toHaveBeenCalled();
    expect(calls.add.mock.calls[0]?.[0]).not.toHaveProperty('fitToTiming');
  });

  it('checks the fit first and submits straight away when every cue fits or stretches', async () => {
    const { store, calls } = setup({ editor: cued() });
    calls.fitReport.mockResolvedValueOnce([fits, report('stretched')]);
    await settle();
    store.setFitToTiming(true);
    await store.submit();
    const body = calls.fitReport.mock.calls[0]?.[0] as FitReportBody;
    expect(body).toMatchObject({ anchorType: 0, anchorId: anchor.id, text: expect.stringContaining('<dk:cue') });
    expect(body).not.toHaveProperty('title');
    expect(body).not.toHaveProperty('fitToTiming');
    expect(calls.add).toHaveBeenCalledWith(expect.objectContaining({ fitToTiming: true, text: body.text }));
    expect(store.getSnapshot()).toMatchObject({ dialog: { kind: 'submitted' }, fitReport: null, submitting: false });
  });

  it('without cues in the script, submits as usual', async () => {
    const { store, calls } = setup({ text: '早上好' });
    await settle();
    store.setFitToTiming(true);
    await store.submit();
    expect(calls.fitReport).not.toHaveBeenCalled();
    expect(calls.add.mock.calls[0]?.[0]).not.toHaveProperty('fitToTiming');
  });

  it('shows the report when a cue overruns; 仍然提交 sends the same task', async () => {
    const { store, calls } = setup({ editor: cued() });
    calls.fitReport.mockResolvedValueOnce([fits, report('overruns', 600)]);
    await settle();
    store.setFitToTiming(true);
    await store.submit();
    expect(calls.add).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ fitReport: [fits, report('overruns', 600)], submitting: false });
    await store.submitAnyway();
    expect(calls.add).toHaveBeenCalledOnce();
    expect(calls.add).toHaveBeenCalledWith(expect.objectContaining({ fitToTiming: true }));
    expect(store.getSnapshot()).toMatchObject({ fitReport: null, dialog: { kind: 'submitted' } });
  });

  it('返回修改 closes the report, sends nothing, and puts the cursor at the cue that overruns', async () => {
    const editor = cued();
    const { store, calls } = setup({ editor });
    calls.fitReport.mockResolvedValueOnce([fits, report('overruns', 600)]);
    await settle();
    store.setFitToTiming(true);
    await store.submit();
    store.reviseFit();
    expect(store.getSnapshot().fitReport).toBeNull();
    expect(editor.selection?.anchor).toEqual({ path: [1, 2], offset: 0 });
    await store.submitAnyway();
    expect(calls.add).not.toHaveBeenCalled();
  });

  describe('AI缩短', () => {
    const overrunning = async (answer: (options: StreamCallOptions<{ content: string }>) => Promise<void>) => {
      const editor = cued();
      const opened = setup({ editor });
      opened.calls.fitReport.mockResolvedValueOnce([fits, report('overruns', 600)]);
      opened.calls.rewrite.mockImplementation(async (_body, options) => answer(options));
      await settle();
      opened.store.setFitToTiming(true);
      await opened.store.submit();
      return { ...opened, editor };
    };
    const answering =
      (...pieces: string[]) =>
      async (options: StreamCallOptions<{ content: string }>) => {
        for (const content of pieces) options.onDelta({ content });
      };

    it('asks the assistant for a line short enough to fit, and shows its answer as the cue’s suggestion', async () => {
      const { store, calls } = await overrunning(answering('欢迎收听', '节目 '));
      const asking = store.shortenFitCue(1);
      expect(store.getSnapshot().fitShortens).toEqual({ 1: { state: 'loading' } });
      await asking;
      // 9 characters in 2 s into a 1 s slot, at ×1.3 at most: 5.
      expect(calls.rewrite).toHaveBeenCalledWith({ content: '欢迎收听今天的节目', maxLength: 5 }, expect.anything());
      expect(store.getSnapshot().fitShortens).toEqual({ 1: { state: 'suggested', text: '欢迎收听节目' } });
    });

    it('shows a failure as product copy, never an HTTP status', async () => {
      const quota = '本月写作额度已用完，下月1日恢复';
      const { store } = await overrunning(async () => {
        throw new Error(quota);
      });
      await store.shortenFitCue(1);
      expect(store.getSnapshot().fitShortens[1]).toEqual({ state: 'failed', message: quota });
      const { store: other } = await overrunning(async () => {
        throw new Error('HTTP 503');
      });
      await other.shortenFitCue(1);
      expect(other.getSnapshot().fitShortens[1]).toEqual({ state: 'failed', message: '缩短失败，请稍后再试' });
    });

    it('替换 puts the suggestion in the cue’s slot, closes the report, goes to the cue and sends nothing', async () => {
      const { store, calls, editor, toaster } = await overrunning(answering('欢迎收听节目'));
      await store.shortenFitCue(1);
      store.replaceFitCue(1);
      expect(scriptCues(getDocument(editor)).map((cue) => cue.text)).toEqual(['大家好', '欢迎收听节目']);
      expect(editor.selection?.anchor).toEqual({ path: [1, 2], offset: 0 });
      expect(store.getSnapshot()).toMatchObject({ fitReport: null, fitShortens: {} });
      expect(toaster.success).toHaveBeenCalledWith('已替换第2条字幕的文案，可再次提交');
      await store.submitAnyway();
      expect(calls.add).not.toHaveBeenCalled();
    });

    it('drops an answer that comes after the report closed', async () => {
      let finish = () => {};
      const { store } = await overrunning(
        (options) =>
          new Promise<void>((resolve) => {
            finish = () => {
              options.onDelta({ content: '太迟了' });
              resolve();
            };
          }),
      );
      const asking = store.shortenFitCue(1);
      store.reviseFit();
      finish();
      await asking;
      expect(store.getSnapshot().fitShortens).toEqual({});
    });
  });

  it('submits nothing when the fit report fails (the provider has shown why)', async () => {
    const { store, calls } = setup({ editor: cued() });
    calls.fitReport.mockRejectedValueOnce(new Error('服务繁忙'));
    await settle();
    store.setFitToTiming(true);
    await store.submit();
    expect(calls.add).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ submitting: false, fitReport: null, dialog: null });
  });

  it('starts on for a saved work whose script holds cues', async () => {
    const content = serialize(createDocument([[createCue(0, 1000), '你好']]));
    const work: Work = { ...(works[0] as Work), anchorId: anchor.id, anchorType: 0, content, contentVersion: 2 };
    const { store } = setup({ query: { ...query, workId: 7 }, work });
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', fitToTiming: true });
  });

  it("imports timed subtitles after asking for the speakers' voices; cancel imports nothing", async () => {
    const editor = createScriptEditor({ document: documentFromText('原文') });
    const { store } = setup({ editor });
    await settle();
    store.setFitToTiming(true);
    await store.importSrt(timed('片段.vtt', VTT));
    expect(store.getSnapshot().speakerImport?.speakers).toEqual(['张三', '李四']);
    store.cancelSpeakers();
    expect(store.getSnapshot().speakerImport).toBeNull();
    expect(plainText(getDocument(editor))).toBe('原文');

    await store.importSrt(timed('片段.vtt', VTT));
    store.confirmSpeakers({ 李四: voice });
    const doc = getDocument(editor);
    expect(plainText(doc)).toBe('你好\n再见');
    expect(parse(serialize(doc)).lines[1]).toEqual([
      createCue(3000, 4000),
      { type: 'multiVoice', ...voice, children: ['再见'] },
    ]);
  });

  it('imports timed subtitles without speakers at once, and refuses other files', async () => {
    const editor = createScriptEditor({ document: documentFromText('原文') });
    const { store, toaster } = setup({ editor });
    await settle();
    store.setFitToTiming(true);
    await store.importSrt(timed('notes.txt', VTT));
    expect(toaster.warning).toHaveBeenCalledWith('仅支持导入 .srt 或 .vtt 格式的字幕文件');
    await store.importSrt(timed('a.srt', '1\n00:00:01,000 --> 00:00:02,000\n你好\n'));
    expect(store.getSnapshot().speakerImport).toBeNull();
    expect(getDocument(editor).lines).toEqual([[createCue(1000, 2000), '你好']]);
  });
});
