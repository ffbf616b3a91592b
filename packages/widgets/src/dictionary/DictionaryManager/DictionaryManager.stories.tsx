import type { DictionarySaveBody } from '@dubkit/sdk-core';
import { DICTIONARY_ENTRIES_MAX } from '@dubkit/sdk-core/markup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dictionaryEntries, dictionaryEntry, dictionaryServer } from '../../testing/dictionary/dictionaryServer';
import { findToast } from '../../testing/reply';
import { storyUser, withDubKit } from '../../testing/withDubKit';
import { DictionaryManager } from './DictionaryManager';
import { draftOf } from './dictionaryRules';
import { EntryDialog } from './EntryDialog';

/** A story's own dictionary server: its handlers and, reset as the story mounts, its entries. */
function withServer(server: ReturnType<typeof dictionaryServer>) {
  return {
    dubkit: { user: storyUser(), unhandled: 'notFound' as const, setup: server.reset },
    msw: { handlers: server.handlers },
  };
}

const saves = fn<(body: DictionarySaveBody) => void>().mockName('save');
const deletes = fn<(body: { ids: number[] }) => void>().mockName('delete');
const full = dictionaryServer({ initial: dictionaryEntries, onSave: saves, onDelete: deletes });

const meta = {
  title: 'Account/DictionaryManager',
  component: DictionaryManager,
  decorators: [withDubKit],
  args: { save: fn().mockName('save file') },
  parameters: withServer(full),
  beforeEach: () => {
    saves.mockClear();
    deletes.mockClear();
  },
} satisfies Meta<typeof DictionaryManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '读音词典' });
const table = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '词条列表' }, { timeout: 5000 });
const rowOf = async (canvasElement: HTMLElement, word: string) =>
  (await within(await table(canvasElement)).findByRole('rowheader', { name: word })).closest('tr') as HTMLElement;
const dialog = (name: string) => screen.findByRole('dialog', { name });

/** The first page: 20 entries newest first, each with its kind, its reading (tones marked), its voice and switch. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
    const bank = await rowOf(canvasElement, '银行');
    await expect(within(bank).getByRole('cell', { name: '多音字' })).toBeVisible();
    await expect(within(bank).getByRole('cell', { name: '银 háng' })).toBeVisible();
    await expect(within(bank).getByRole('cell', { name: '全部主播' })).toBeVisible();
    await expect(within(bank).getByRole('switch', { name: '启用银行' })).toBeChecked();
    const grow = await rowOf(canvasElement, '长大');
    await expect(within(grow).getByRole('cell', { name: 'zhǎng 大' })).toBeVisible();
    await expect(within(grow).getByRole('cell', { name: '晓萱' })).toBeVisible();
    await expect(within(await rowOf(canvasElement, 'NBA')).getByRole('cell', { name: '逐个字母' })).toBeVisible();
    await expect(within(await rowOf(canvasElement, '不知道')).getByRole('cell', { name: '连起来读' })).toBeVisible();
    const off = await rowOf(canvasElement, 'WHO');
    await expect(off).toHaveAttribute('data-enabled', 'false');
    await expect(within(off).getByRole('switch', { name: '启用WHO' })).not.toBeChecked();
    await expect(within(root).getByText('共 23 条')).toBeVisible();
    await userEvent.click(within(root).getByRole('button', { name: '第 2 页' }));
    await expect(await rowOf(canvasElement, 'App')).toBeVisible();
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(4);
  },
};

/** Nothing yet: what the dictionary does, and the way to add the first entry. */
export const Empty: Story = {
  parameters: withServer(dictionaryServer()),
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await expect(await within(root).findByText('还没有词条')).toBeVisible();
    await expect(root).toHaveAttribute('data-state', 'empty');
    await expect(within(root).getByText(/每次试听和合成都会按词典朗读，文稿里你亲自标注的读音优先/)).toBeVisible();
    await expect(within(root).queryByRole('table')).toBeNull();
    await userEvent.click(within(root).getAllByRole('button', { name: '添加词条' }).at(-1) as HTMLElement);
    await expect(await dialog('添加词条')).toBeVisible();
  },
};

/** The search asks once typing pauses, by word or reading; a keyword nothing has says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    const search = within(root).getByRole('searchbox', { name: '搜索词语或读法' });
    await userEvent.type(search, '重');
    await waitFor(() => expect(within(root).getByText('共 2 条')).toBeVisible());
    const words = within(await table(canvasElement))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(words.sort()).toEqual(['重庆', '重新']);
    await userEvent.clear(search);
    await userEvent.type(search, 'hang2');
    await waitFor(() => expect(within(root).getByText('共 2 条')).toBeVisible());
    await expect(await rowOf(canvasElement, '行业')).toBeVisible();
    await userEvent.type(search, '不存在');
    await expect(await within(root).findByText('没有找到包含「hang2不存在」的词条')).toBeVisible();
    await expect(root).toHaveAttribute('data-state', 'no-match');
  },
};

/** A polyphone reading for every voice: the help explains `_`, the preview reads it, the new entry comes first. */
export const AddPolyphone: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    await userEvent.click(within(root).getByRole('button', { name: '添加词条' }));
    const form = await dialog('添加词条');
    await expect(within(form).getByRole('radio', { name: '多音字' })).toBeChecked();
    await expect(within(form).getByRole('radio', { name: '全部主播' })).toBeChecked();
    await userEvent.type(within(form).getByRole('textbox', { name: '词语' }), '行长');
    const reading = within(form).getByRole('textbox', { name: '读音' });
    await expect(reading).toHaveAccessibleDescription(/读法不变的字写 _。例：银行 → _ hang2/);
    await userEvent.type(reading, 'hang2 zhang3');
    await expect(within(form).getByText('读作：háng zhǎng')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await findToast('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加词条' })).toBeNull());
    await expect(saves).toHaveBeenLastCalledWith({
      kind: 'phoneme',
      word: '行长',
      value: 'hang2 zhang3',
      anchorId: 0,
      enabled: true,
    });
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getAllByRole('rowheader')[0]).toHaveTextContent('行长'),
    );
  },
};

/** An alias for one voice: the voice found by name and chosen from the results. */
export const AddForOneVoice: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    await userEvent.click(within(root).getByRole('button', { name: '添加词条' }));
    const form = await dialog('添加词条');
    await userEvent.click(within(form).getByRole('radio', { name: '别名' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '词语' }), 'GPU');
    await userEvent.type(within(form).getByRole('textbox', { name: '读作' }), '显卡');
    await userEvent.click(within(form).getByRole('radio', { name: '指定主播' }));
    // Saving before a voice is chosen asks for one.
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    const voiceSearch = within(form).getByRole('searchbox', { name: '搜索主播' });
    await expect(voiceSearch).toHaveAccessibleDescription('请选择主播');
    await expect(voiceSearch).toHaveFocus();
    await userEvent.type(voiceSearch, '云健');
    const choices = await within(form).findByRole('radiogroup', { name: '主播' });
    await userEvent.click(within(choices).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await findToast('保存成功');
    await expect(saves).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'alias', word: 'GPU', anchorId: 12 }));
    const row = await rowOf(canvasElement, 'GPU');
    await expect(within(row).getByRole('cell', { name: '云健' })).toBeVisible();
    await expect(within(row).getByRole('cell', { name: '显卡' })).toBeVisible();
  },
};

/** A malformed entry is refused before it is sent, with the server's own message, on the field at fault. */
export const AddRefusedOnClient: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    await userEvent.click(within(root).getByRole('button', { name: '添加词条' }));
    const form = await dialog('添加词条');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    const word = within(form).getByRole('textbox', { name: '词语' });
    await expect(word).toHaveAccessibleDescription('词语不能为空');
    await expect(word).toHaveFocus();
    await userEvent.type(word, '长城');
    const reading = within(form).getByRole('textbox', { name: '读音' });
    await userEvent.type(reading, 'chang2');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(reading).toHaveAccessibleDescription(/「长城」有2个字，读音要写2个（不改的字写 _）/);
    await expect(reading).toHaveFocus();
    await expect(within(form).queryByText(/^读作：/)).toBeNull();
    await userEvent.clear(reading);
    await userEvent.type(reading, 'chang2 cheng');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(reading).toHaveAccessibleDescription(/读音「cheng」应为拼音加声调数字，如 hang2（ü 写作 v）/);
    await expect(saves).not.toHaveBeenCalled();
    await expect(form.querySelector('form')).toHaveAttribute('data-invalid', 'value');
  },
};

/** The server's refusal (the dictionary is full) shows in the dialog, which stays open with what was typed. */
export const AddRefusedByServer: Story = {
  parameters: withServer(
    dictionaryServer({
      initial: Array.from({ length: DICTIONARY_ENTRIES_MAX }, (_, index) =>
        dictionaryEntry(index + 1, ['alias', `词${index + 1}`, '读']),
      ),
    }),
  ),
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    await userEvent.click(within(root).getByRole('button', { name: '添加词条' }));
    const form = await dialog('添加词条');
    await userEvent.click(within(form).getByRole('radio', { name: '连读' }));
    await expect(within(form).queryByRole('textbox', { name: '读音' })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: '词语' }), '不知道');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      `词典最多${DICTIONARY_ENTRIES_MAX}个词条，请先删除不用的词条`,
    );
    await expect(within(form).getByRole('textbox', { name: '词语' })).toHaveValue('不知道');
  },
};

/** 编辑 opens the entry as it is; a new kind and reading replace it in its row. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '银行');
    await userEvent.click(within(row).getByRole('button', { name: '编辑银行' }));
    const form = await dialog('编辑词条');
    await expect(within(form).getByRole('textbox', { name: '词语' })).toHaveValue('银行');
    await expect(within(form).getByRole('textbox', { name: '读音' })).toHaveValue('_ hang2');
    await expect(within(form).getByText('读作：银 háng')).toBeVisible();
    await userEvent.click(within(form).getByRole('radio', { name: '别名' }));
    const alias = within(form).getByRole('textbox', { name: '读作' });
    await userEvent.clear(alias);
    await userEvent.type(alias, '银航');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await findToast('保存成功');
    await expect(saves).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 1, kind: 'alias', word: '银行', value: '银航' }),
    );
    const edited = await rowOf(canvasElement, '银行');
    await waitFor(() => expect(within(edited).getByRole('cell', { name: '银航' })).toBeVisible());
    await expect(within(edited).getByRole('cell', { name: '别名' })).toBeVisible();
  },
};

/** The switch turns an entry off in place (dimmed, kept) and on again. */
export const ToggleOff: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '银行');
    const on = within(row).getByRole('switch', { name: '启用银行' });
    await userEvent.click(on);
    await expect(on).not.toBeChecked();
    await expect(row).toHaveAttribute('data-enabled', 'false');
    await findToast('已停用「银行」');
    await expect(saves).toHaveBeenLastCalledWith({
      id: 1,
      kind: 'phoneme',
      word: '银行',
      value: '_ hang2',
      anchorId: 0,
      enabled: false,
    });
    on.focus();
    await userEvent.keyboard(' ');
    await expect(on).toBeChecked();
    await findToast('已启用「银行」');
  },
};

/** 删除 asks first; 取消 keeps the entry, 确定 deletes it. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '银行');
    await userEvent.click(within(row).getByRole('button', { name: '删除银行' }));
    let ask = await screen.findByRole('alertdialog', { name: '删除词条' });
    await expect(ask).toHaveTextContent('确定删除「银行」吗？');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await expect(deletes).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: '删除银行' }));
    ask = await screen.findByRole('alertdialog', { name: '删除词条' });
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await findToast('删除成功');
    await expect(deletes).toHaveBeenLastCalledWith({ ids: [1] });
    await waitFor(async () =>
      expect(within(await table(canvasElement)).queryByRole('rowheader', { name: '银行' })).toBeNull(),
    );
  },
};

/** Several entries ticked are deleted together; the page's checkbox ticks and clears them all. */
export const DeleteSelected: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    const list = await table(canvasElement);
    await userEvent.click(within(await rowOf(canvasElement, 'AI')).getByRole('checkbox', { name: '选择AI' }));
    await userEvent.click(within(await rowOf(canvasElement, 'NBA')).getByRole('checkbox', { name: '选择NBA' }));
    await expect(within(root).getByText('已选 2 项')).toBeVisible();
    const all = within(list).getByRole('checkbox', { name: '全选本页' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(within(root).getByText('已选 20 项')).toBeVisible();
    await userEvent.click(all);
    await expect(within(root).queryByText(/已选/)).toBeNull();
    await userEvent.click(within(await rowOf(canvasElement, 'AI')).getByRole('checkbox', { name: '选择AI' }));
    await userEvent.click(within(await rowOf(canvasElement, 'NBA')).getByRole('checkbox', { name: '选择NBA' }));
    await userEvent.click(within(root).getByRole('button', { name: '删除所选' }));
    const ask = await screen.findByRole('alertdialog', { name: '删除词条' });
    await expect(ask).toHaveTextContent('确定删除所选的 2 个词条吗？');
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await findToast('删除成功');
    await expect(deletes).toHaveBeenLastCalledWith({ ids: [2, 3] });
    await waitFor(() => expect(within(root).getByText('共 21 条')).toBeVisible());
    await expect(within(root).queryByText(/已选/)).toBeNull();
  },
};

const CSV = [
  '类型,词语,读法,主播ID,启用',
  '多音字,银行,yin2 hang2,0,1',
  '多音字,单于,chan2 yu2,0,1',
  '别名,,空词,0,1',
  '未知,词,x,0,1',
  '多音字,长城,chang2,0,1',
  '连读,差不多,,0,1',
].join('\n');

/** A CSV import: how many were added and updated, and every line refused with why — nothing silently dropped. */
export const ImportWithRefusedLines: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    const input = root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.csv,.pls,.xml');
    await userEvent.upload(input, new File([CSV], '我的词典.csv', { type: 'text/csv' }));
    const result = await within(root).findByRole('status', { name: '导入结果' });
    await waitFor(() => expect(result).toHaveAttribute('data-import', 'done'));
    await expect(result).toHaveTextContent('我的词典.csv：新增 2 条，更新 1 条');
    await expect(result).toHaveTextContent('未导入 3 行：');
    const lines = within(result)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(lines).toEqual([
      '第 4 行：词语不能为空',
      '第 5 行：第一列应为 多音字、别名、连读、读法 之一',
      '第 6 行：「长城」有2个字，读音要写2个（不改的字写 _）',
    ]);
    await expect(await rowOf(canvasElement, '单于')).toBeVisible();
    await userEvent.click(within(result).getByRole('button', { name: '关闭导入结果' }));
    await expect(result).not.toBeVisible();
  },
};

/** A PLS lexicon (as Azure saves it, `.xml`) is read as PLS; a file of another kind is refused by name. */
export const ImportPlsAndWrongFile: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    const input = root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const pls =
      '<?xml version="1.0" encoding="UTF-8"?>\n<lexicon version="1.0" alphabet="x-pinyin" xml:lang="zh-CN">\n' +
      '  <lexeme><grapheme>乐队</grapheme><phoneme>yue 4 dui 4</phoneme></lexeme>\n' +
      '  <lexeme><grapheme>空</grapheme></lexeme>\n</lexicon>\n';
    await userEvent.upload(input, new File([pls], 'azure-lexicon.xml', { type: 'text/xml' }), { applyAccept: false });
    const result = await within(root).findByRole('status', { name: '导入结果' });
    await waitFor(() => expect(result).toHaveTextContent('azure-lexicon.xml：新增 1 条，更新 0 条'));
    await expect(result).toHaveTextContent('第 4 行：「空」没有读音或别名');
    await expect(within(await rowOf(canvasElement, '乐队')).getByRole('cell', { name: 'yuè duì' })).toBeVisible();
    await userEvent.upload(input, new File(['hello'], '词典.txt', { type: 'text/plain' }), { applyAccept: false });
    await waitFor(() => expect(result).toHaveAttribute('data-import', 'failed'));
    await expect(result).toHaveTextContent('词典.txt 导入失败：请选择 .csv、.pls 或 .xml 文件');
  },
};

/** 导出 CSV and 导出 PLS hand over the files the server wrote, named after the page. */
export const Export: Story = {
  play: async ({ args, canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    await userEvent.click(within(root).getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
    const [csv, csvName] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(csvName).toBe('读音词典.csv');
    await expect(csv.type).toBe('text/csv;charset=utf-8');
    await expect(await csv.text()).toContain('多音字,银行,_ hang2,0,1');
    await userEvent.click(within(root).getByRole('button', { name: '导出 PLS' }));
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(2));
    const [pls, plsName] = (args.save as ReturnType<typeof fn>).mock.calls[1] as [Blob, string];
    await expect(plsName).toBe('读音词典.pls');
    await expect(await pls.text()).toContain('<grapheme>银行</grapheme>');
  },
};

/** The keyboard reaches everything: search, add, the dialog's choices by arrows, Escape back to where it was. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    await table(canvasElement);
    const search = within(root).getByRole('searchbox', { name: '搜索词语或读法' });
    search.focus();
    await userEvent.tab();
    const add = within(root).getByRole('button', { name: '添加词条' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const form = await dialog('添加词条');
    await waitFor(() => expect(within(form).getByRole('radio', { name: '多音字' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(form).getByRole('radio', { name: '别名' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('AI');
    await expect(within(form).getByRole('textbox', { name: '词语' })).toHaveValue('AI');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加词条' })).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
    const row = await rowOf(canvasElement, '银行');
    within(row).getByRole('checkbox', { name: '选择银行' }).focus();
    await userEvent.keyboard(' ');
    await expect(row).toHaveAttribute('data-selected', 'true');
  },
};

/** The entries loaded from one page, for a phone: cards stacked, each entry's controls inside the window. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = page(canvasElement);
    const cards = await within(root).findByRole('list', { name: '词条列表' }, { timeout: 5000 });
    await expect(root).toHaveAttribute('data-layout', 'cards');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const first = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    for (const control of [
      ...within(first).getAllByRole('button'),
      within(first).getByRole('switch'),
      within(first).getByRole('checkbox'),
    ])
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(
      within(root).getByRole('button', { name: '导出 PLS' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A short dictionary (every kind, one entry off, one for a voice), for the visual tests at desktop and phone sizes. */
export const FewEntries: Story = {
  parameters: withServer(dictionaryServer({ initial: dictionaryEntries.slice(0, 7) })),
  play: async ({ canvasElement }) => {
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(8);
    await expect(within(page(canvasElement)).getByText('共 7 条')).toBeVisible();
  },
};

/** The add/edit dialog on its own, as it opens to edit an entry for one voice (for the visual tests). */
export const EditDialogOpen: Story = {
  render: () => (
    <EntryDialog
      initial={draftOf(dictionaryEntries.find((entry) => entry.word === '长大'))}
      onClose={() => {}}
      onSaved={() => {}}
    />
  ),
  play: async () => {
    const form = await dialog('编辑词条');
    await expect(within(form).getByRole('radio', { name: '指定主播' })).toBeChecked();
    await expect(within(form).getByRole('radio', { name: '晓萱' })).toBeChecked();
    await expect(within(form).getByText('读作：zhǎng 大')).toBeVisible();
  },
};
