import { createScriptEditor, getDocument } from '@dubkit/editor';
import { createMemoryAuth, createSessionStore, type DubKitClient, type LoginUser } from '@dubkit/sdk-core';
import { documentFromText, importSrt, plainText, serialize } from '@dubkit/sdk-core/markup';
import { describe, expect, it, vi } from 'vitest';
import { createMessages } from '../../provider/messages';
import { anchorDetailOf, anchors } from '../../testing/studio/fixtures';
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
  ...overrides
}: { signedIn?: boolean; text?: string } & Partial<StudioStoreOptions> = {}) {
  const calls = {
    detail: vi.fn(async () => anchorDetailOf(anchor)),
    favorites: vi.fn(async () => [{ ...anchor, favorite: true }]),
    add: vi.fn(async () => ({ status: 200, statusText: 'success' })),
  };
  const client = {
    anchors: { detail: calls.detail, favorites: calls.favorites },
    tasks: { add: calls.add },
    works: { save: vi.fn() },
  } as unknown as DubKitClient;
  const toaster = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
  const navigate = vi.fn();
  const store = createStudioStore({
    client,
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
