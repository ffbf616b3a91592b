import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkSaveBody } from '../contract/works.schema';
import { deferred } from '../testing';
import { createDraftStore, type Draft } from './draft';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const draft = (text: string): Draft => ({ anchorType: 0, anchorId: 12, title: '', text });

function saver() {
  let next = 100;
  return vi.fn(async (body: WorkSaveBody) => ({
    workId: body.workId || next++,
    title: body.title ?? '',
    updateTime: Date.now(),
  }));
}

describe('createDraftStore', () => {
  it('saves by itself after a quiet time, adopting the new work’s id for later saves', async () => {
    const save = saver();
    const onSaved = vi.fn();
    const drafts = createDraftStore({ save, delayMs: 10_000, onSaved });

    drafts.change(draft('第一'));
    await vi.advanceTimersByTimeAsync(5000);
    drafts.change(draft('第一版'));
    await vi.advanceTimersByTimeAsync(9999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(save).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ workId: 0, text: '第一版' }));
    expect(drafts.getSnapshot()).toMatchObject({ workId: 100, dirty: false, saving: false, savedAt: Date.now() });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ workId: 100 }));

    drafts.change(draft('第二版'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ workId: 100, text: '第二版' }));
  });

  it('reads a draft given as a function only when saving, and stays dirty for a change made during the save', async () => {
    const pending = deferred<{ workId: number; title: string; updateTime: number }>();
    const save = vi.fn((_body: WorkSaveBody) => pending.promise);
    const read = vi.fn(() => draft('懒读'));
    const drafts = createDraftStore({ save });

    drafts.change(read);
    drafts.change(read);
    expect(read).not.toHaveBeenCalled();
    const saving = drafts.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledOnce();
    drafts.change(read);
    pending.resolve({ workId: 5, title: '', updateTime: 1 });
    await saving;
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ text: '懒读' }));
    expect(drafts.getSnapshot()).toMatchObject({ workId: 5, dirty: true });
  });

  it('continues an existing work', async () => {
    const save = saver();
    const drafts = createDraftStore({ save, workId: 7 });
    drafts.change(draft('内容'));
    await drafts.save();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ workId: 7 }));
  });

  it('stays silent when an auto-save fails, keeping the changes unsaved', async () => {
    const save = vi.fn().mockRejectedValue(new Error('网络请求超时'));
    const drafts = createDraftStore({ save, delayMs: 1000 });
    drafts.change(draft('内容'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledOnce();
    expect(drafts.getSnapshot()).toMatchObject({ dirty: true, saving: false, savedAt: null });
  });

  it('skips blank drafts silently when auto-saving, but the save button says 文案内容不能为空', async () => {
    const save = saver();
    const drafts = createDraftStore({ save, delayMs: 1000 });
    drafts.change(draft('   '));
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();

    await expect(drafts.save()).rejects.toThrow('文案内容不能为空');
  });

  it('lets the save button report a failure', async () => {
    const drafts = createDraftStore({ save: () => Promise.reject(new Error('保存失败')) });
    drafts.change(draft('内容'));
    await expect(drafts.save()).rejects.toThrow('保存失败');
  });

  it('saves one after another, so a new work is created only once', async () => {
    const first = deferred<{ workId: number; title: string; updateTime: number }>();
    const save = vi
      .fn<(body: WorkSaveBody) => Promise<{ workId: number; title: string; updateTime: number }>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue({ workId: 55, title: '', updateTime: 2 });
    const drafts = createDraftStore({ save });
    drafts.change(draft('一'));
    const a = drafts.save();
    drafts.change(draft('一二'));
    const b = drafts.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledOnce();

    first.resolve({ workId: 55, title: '', updateTime: 1 });
    await Promise.all([a, b]);

    expect(save.mock.calls.map(([body]) => body.workId)).toEqual([0, 55]);
    expect(drafts.getSnapshot()).toMatchObject({ workId: 55, dirty: false, savedAt: 2 });
  });

  it('stops auto-saving once disposed', async () => {
    const save = saver();
    const drafts = createDraftStore({ save, delayMs: 1000 });
    drafts.change(draft('内容'));
    drafts.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
