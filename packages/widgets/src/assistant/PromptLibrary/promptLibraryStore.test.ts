import { DubKitError, type Prompt, type PromptListBody } from '@dubkit/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { otherLanguage, promptKey, promptPageCount, promptText } from './promptLibraryRules';
import { createPromptLibraryStore } from './promptLibraryStore';

const prompt = (title: string, patch: Partial<Prompt> = {}): Prompt => ({
  title,
  subtitle: '口播文案',
  promptZh: `${title}的中文提示词`,
  promptEn: `The English prompt of ${title}`,
  ...patch,
});

const library = Array.from({ length: 30 }, (_, index) => prompt(`提示词${index + 1}`));

function fakeCalls({ fails = false, totalIsItems = false } = {}) {
  const promptList = vi.fn(async (input: PromptListBody) => {
    const page = Number(input.page);
    const pageSize = Number(input.pageSize ?? 12);
    if (fails) throw new DubKitError(500, '服务繁忙');
    return {
      total: totalIsItems ? library.length : Math.ceil(library.length / pageSize),
      list: library.slice((page - 1) * pageSize, page * pageSize),
    };
  });
  return { promptList };
}

describe('prompt library rules', () => {
  it('reads total as the page count by default, or counts pages from a prompt count', () => {
    expect(promptPageCount(3, 12)).toBe(3);
    expect(promptPageCount(30, 12, 'items')).toBe(3);
    expect(promptPageCount(48, 12, 'items')).toBe(4);
    expect(promptPageCount(0, 12)).toBe(0);
    expect(promptPageCount(0, 12, 'items')).toBe(0);
    expect(promptPageCount(Number.NaN, 12)).toBe(0);
    expect(promptPageCount(-2, 12)).toBe(0);
  });

  it('shows the chosen language, falling back to the other when it is blank', () => {
    const both = prompt('A');
    expect(promptText(both, 'zh')).toBe('A的中文提示词');
    expect(promptText(both, 'en')).toBe('The English prompt of A');
    expect(promptText(prompt('B', { promptEn: ' ' }), 'en')).toBe('B的中文提示词');
    expect(promptText(prompt('C', { promptZh: '' }), 'zh')).toBe('The English prompt of C');
    expect(otherLanguage('zh')).toBe('en');
    expect(otherLanguage('en')).toBe('zh');
    expect(promptKey(both)).not.toBe(promptKey(prompt('A', { subtitle: '标题' })));
  });
});

describe('createPromptLibraryStore', () => {
  it('loads twelve a page with the spec page size, quietly (handled), and moves between pages', async () => {
    const calls = fakeCalls();
    const store = createPromptLibraryStore({ calls });
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', page: 1, pageCount: 0, prompts: [] });
    await store.load();
    expect(calls.promptList).toHaveBeenCalledWith(
      { page: 1, pageSize: 12 },
      expect.objectContaining({ handled: true }),
    );
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', page: 1, pageCount: 3 });
    expect(store.getSnapshot().prompts.map((p) => p.title)[0]).toBe('提示词1');
    await store.load(3);
    expect(store.getSnapshot().page).toBe(3);
    expect(store.getSnapshot().prompts).toHaveLength(6);
  });

  it('counts pages from a prompt count when told the total counts prompts', async () => {
    const store = createPromptLibraryStore({ calls: fakeCalls({ totalIsItems: true }), totalIs: 'items' });
    await store.load();
    expect(store.getSnapshot().pageCount).toBe(3);
  });

  it('keeps the page shown (and its number) when the next one fails, and marks the failure', async () => {
    let fails = false;
    const calls = fakeCalls();
    const store = createPromptLibraryStore({
      calls: {
        promptList: vi.fn(async (input: PromptListBody) => {
          if (fails) throw new DubKitError(500, '服务繁忙');
          return calls.promptList(input);
        }),
      },
    });
    await store.load();
    fails = true;
    await store.load(2);
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', page: 1, pageCount: 3 });
    expect(store.getSnapshot().prompts[0]?.title).toBe('提示词1');
  });

  it('drops an answer overtaken by a later page', async () => {
    let release: (() => void) | undefined;
    const promptList = vi.fn(async ({ page }: PromptListBody) => {
      if (page === 2) await new Promise<void>((resolve) => (release = resolve));
      return { total: 3, list: [prompt(`第${page}页`)] };
    });
    const store = createPromptLibraryStore({ calls: { promptList } });
    const slow = store.load(2);
    await store.load(3);
    release?.();
    await slow;
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', page: 3 });
    expect(store.getSnapshot().prompts[0]?.title).toBe('第3页');
  });

  it('keeps each card’s language by prompt, across pages, and ignores a repeat choice', async () => {
    const store = createPromptLibraryStore({ calls: fakeCalls() });
    await store.load();
    const first = store.getSnapshot().prompts[0] as Prompt;
    const listener = vi.fn();
    store.subscribe(listener);
    store.setLanguage(first, 'en');
    expect(store.getSnapshot().languages[promptKey(first)]).toBe('en');
    store.setLanguage(first, 'en');
    expect(listener).toHaveBeenCalledTimes(1);
    store.setLanguage(first, 'zh');
    expect(listener).toHaveBeenCalledTimes(2);
    store.setLanguage(first, 'en');
    await store.load(2);
    await store.load(1);
    expect(store.getSnapshot().languages[promptKey(first)]).toBe('en');
  });

  it('aborts the load in flight when disposed', async () => {
    let signal: AbortSignal | undefined;
    const store = createPromptLibraryStore({
      calls: {
        promptList: vi.fn(async (_input, options) => {
          signal = options?.signal;
          return new Promise<never>(() => {});
        }),
      },
    });
    void store.load();
    store.dispose();
    expect(signal?.aborted).toBe(true);
  });
});
