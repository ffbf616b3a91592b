import { createDocument, documentFromText, parse, plainText } from '@dubkit/sdk-core/markup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExampleStudio, VOICE } from './ExampleStudio';
import { editableIn, placeCursor, redo, scriptLines, scriptReads, select, undo } from './play';

const EVERY_NODE = parse(
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">' +
    '银<phoneme alphabet="py" ph="hang2">行</phoneme>的<break time="500ms"/>我<dk:continuous>不知道</dk:continuous>，' +
    '<sub alias="世界卫生组织">WHO</sub>说<sub alias="二零二六" dk:reading="年份">2026</sub>年' +
    '<say-as interpret-as="characters">NBA</say-as>开赛<audio src="/sounds/applause.mp3" dk:name="掌声" dk:duration="3.5"/>\n' +
    '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:pitch="10" dk:speed="1.2" dk:volume="80">你好，<break time="200ms"/>世界。</voice>' +
    '<prosody pitch="-50" rate="0.8" volume="60">慢一点说</prosody>。</speak>',
);

const meta = {
  title: 'Editor/ScriptEditor',
  component: ExampleStudio,
  args: { document: EVERY_NODE },
} satisfies Meta<typeof ExampleStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of node, each drawn its own way and named for assistive technology. */
export const EveryNode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      '发音 行 háng',
      '停顿 0.5s',
      '连读 不知道',
      '别名 WHO 世界卫生组织',
      '读法 2026 年份 二零二六',
      '单词读法 NBA 逐个字母读',
      '音效 掌声 00:04',
      '多主播 晓晓',
      '局部调节 语调 -50 语速 0.8x 音量 60',
      '停顿 0.2s',
    ]) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    await expect(canvas.getByRole('textbox', { name: '配音文案' })).toBeVisible();
    await expect(scriptLines(canvasElement)).toEqual(['银的我，说年开赛', '你好，世界。慢一点说。']);
    await expect(canvas.getByText('33/8000')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { document: createDocument(), placeholder: '在这里输入或粘贴配音文案' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('在这里输入或粘贴配音文案')).toBeVisible();
    await expect(within(canvasElement).getByText('0/8000')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '发音 行 háng' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(editableIn(canvasElement)).toHaveAttribute('contenteditable', 'false');
  },
};

/** Typing is one edit per change; Ctrl+Z undoes, Ctrl+Shift+Z redoes, the toolbar's buttons too. */
export const TypingAndHistory: Story = {
  args: { document: documentFromText('今天天气') },
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '今天天气');
    await userEvent.keyboard('很好');
    await scriptReads(canvasElement, '今天天气很好');
    await undo();
    await scriptReads(canvasElement, '今天天气很');
    await undo();
    await scriptReads(canvasElement, '今天天气');
    await redo();
    await scriptReads(canvasElement, '今天天气很');
    const toolbar = within(within(canvasElement).getByRole('toolbar'));
    await userEvent.click(toolbar.getByRole('button', { name: '重做' }));
    await scriptReads(canvasElement, '今天天气很好');
    await waitFor(() => expect(toolbar.getByRole('button', { name: '重做' })).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(toolbar.getByRole('button', { name: '撤销' }));
    await scriptReads(canvasElement, '今天天气很');
    await placeCursor(canvasElement, '今天');
    await userEvent.keyboard('的');
    await scriptReads(canvasElement, '今天的天气很');
    await waitFor(() => expect(toolbar.getByRole('button', { name: '重做' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** Enter starts a new line; paste inserts plain text only, its newlines as lines. */
export const EnterAndPaste: Story = {
  args: { document: documentFromText('第一行第二行') },
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '第一行');
    await userEvent.keyboard('{Enter}');
    await scriptReads(canvasElement, '第一行', '第二行');
    await placeCursor(canvasElement, '第二行');
    const data = new DataTransfer();
    data.setData('text/html', '<b>粗体</b>');
    data.setData('text/plain', '粗体\n第四行');
    await userEvent.paste(data);
    await scriptReads(canvasElement, '第一行', '第二行粗体', '第四行');
    await expect(editableIn(canvasElement).querySelector('b')).toBeNull();
  },
};

/** The footer: length over maximum, red past it, and the auto-save time. */
export const Footer: Story = {
  args: { document: documentFromText('一二三四五\n六七八九十十一'), maxLength: 10, autoSavedAt: Date.now() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const length = canvas.getByText('12/10');
    await expect(length.parentElement).toHaveAttribute('data-over-limit');
    await expect(canvas.getByText(/^自动保存 \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await placeCursor(canvasElement, '十一');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(canvas.getByText('10/10').parentElement).not.toHaveAttribute('data-over-limit'));
    await expect(canvas.getByText(/^最后修改 \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  },
};

/** Audition is injected: the selection goes to `onAudition` as a markup document, nodes and all. */
export const Audition: Story = {
  args: { onAudition: fn() },
  play: async ({ args, canvasElement }) => {
    await select(canvasElement, '你好', '世界');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '试听' }));
    await expect(args.onAudition).toHaveBeenCalledOnce();
    const [document] = (args.onAudition as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(plainText(document)).toBe('你好，世界');
    await expect(document.lines[0][0]).toMatchObject({ type: 'multiVoice', anchorName: VOICE.anchorName });
  },
};

/** The text 试听 would play, as highlighted while its button is hovered or focused. */
const previewed = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-audition-preview]'), (leaf) => leaf.textContent).join('');

/**
 * Right after typing the cursor is at the end, with nothing after it: 试听 plays the sentence just typed, says so, and
 * highlights it while hovered. A cursor with text after it plays the 300 characters after it.
 */
export const AuditionAfterTyping: Story = {
  args: { document: documentFromText('第一句话。'), onAudition: fn() },
  play: async ({ args, canvasElement }) => {
    await placeCursor(canvasElement, '第一句话。');
    await userEvent.keyboard('今天天气很好');
    await scriptReads(canvasElement, '第一句话。今天天气很好');
    const button = within(within(canvasElement).getByRole('toolbar')).getByRole('button', { name: '试听' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await expect(previewed(canvasElement)).toBe('');
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('试听光标所在句');
    await waitFor(() => expect(previewed(canvasElement)).toBe('今天天气很好'));
    await userEvent.unhover(button);
    await waitFor(() => expect(previewed(canvasElement)).toBe(''));
    await userEvent.click(button);
    await expect(args.onAudition).toHaveBeenCalledOnce();
    const [document] = (args.onAudition as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(plainText(document)).toBe('今天天气很好');
    await placeCursor(canvasElement, '第一句');
    await userEvent.hover(button);
    await waitFor(() => expect(previewed(canvasElement)).toBe('话。今天天气很好'));
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('试听光标后300字');
    await userEvent.unhover(button);
  },
};

/** An empty script leaves nothing to play: 试听 is marked disabled and says why, and highlights nothing. */
export const AuditionOfAnEmptyScript: Story = {
  args: { document: createDocument(), onAudition: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(editableIn(canvasElement));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const button = within(within(canvasElement).getByRole('toolbar')).getByRole('button', { name: '试听' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('试听内容不能为空');
    await expect(previewed(canvasElement)).toBe('');
    await userEvent.click(button);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('试听内容不能为空'));
    await expect(args.onAudition).not.toHaveBeenCalled();
  },
};

export const SrtImport: Story = {
  args: { document: documentFromText('原来的文字') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('导入字幕');
    // A creator can still pick another file through the dialog's "all files".
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['字幕'], '字幕.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('仅支持导入 .srt 格式的字幕文件'),
    );
    const srt = '1\n00:00:01,000 --> 00:00:02,000\n你好 世界\n\n2\n00:00:02,500 --> 00:00:04,000\n第二句\n';
    await userEvent.upload(input, new File([srt], '字幕.srt'));
    await scriptReads(canvasElement, '你好，世界', '第二句');
    await within(canvasElement).findByRole('button', { name: '停顿 1s' });
    await within(canvasElement).findByRole('button', { name: '停顿 0.5s' });
    editableIn(canvasElement).focus();
    await undo();
    await scriptReads(canvasElement, '原来的文字');
  },
};

/** A saved work in content version 1 (text with pause tags) loads node for node. */
export const LoadVersion1: Story = {
  args: { content: { text: '第一行<break time="500ms"/>a<b\n第二行', version: 1 } },
  play: async ({ canvasElement }) => {
    await scriptReads(canvasElement, '第一行a<b', '第二行');
    await within(canvasElement).findByRole('button', { name: '停顿 0.5s' });
  },
};

export const LoadUnmatchedTag: Story = {
  args: { document: documentFromText('原来的文字'), content: { text: '第一行<break time="x"/>', version: 1 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('无法匹配此标签'));
    await scriptReads(canvasElement, '原来的文字');
  },
};
