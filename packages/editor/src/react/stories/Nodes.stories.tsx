import { createCue, createDocument, documentFromText } from '@dubkit/sdk-core/markup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExampleStudio } from './ExampleStudio';
import { DICTIONARY_PATIENCE, placeCursor, redo, scriptReads, select, undo } from './play';

const TEXT = '银行行长说，今天的NBA决赛不知道能否在2026年举行。';

const meta = {
  title: 'Editor/Nodes',
  component: ExampleStudio,
  args: { document: documentFromText(TEXT) },
} satisfies Meta<typeof ExampleStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

const toolbar = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('toolbar'));
const node = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('button', { name });
const noNode = (canvasElement: HTMLElement, type: string) =>
  waitFor(() => expect(canvasElement.querySelector(`[data-node="${type}"]`)).toBeNull());

export const Pause: Story = {
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '今天');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '停顿' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '0.5s' }));
    const pause = await node(canvasElement, '停顿 0.5s');
    await expect(pause.closest('[data-node]')).toHaveAttribute('data-node', 'pause');
    await scriptReads(canvasElement, TEXT);

    await userEvent.click(pause);
    const popover = await screen.findByRole('dialog', { name: '停顿' });
    await userEvent.click(within(popover).getByRole('button', { name: '移除' }));
    await noNode(canvasElement, 'pause');
    await scriptReads(canvasElement, TEXT);

    await undo();
    await node(canvasElement, '停顿 0.5s');
    await redo();
    await noNode(canvasElement, 'pause');
  },
};

export const Phoneme: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '行');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '多音字' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'háng' }, DICTIONARY_PATIENCE));
    const phoneme = await node(canvasElement, '发音 行 háng');
    await scriptReads(canvasElement, TEXT.replace('银行', '银'));

    await userEvent.click(phoneme);
    let popover = await screen.findByRole('dialog', { name: '设置发音' });
    await expect(await within(popover).findByRole('button', { name: 'háng' }, DICTIONARY_PATIENCE)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(popover).getByRole('button', { name: 'xíng' }));
    await node(canvasElement, '发音 行 xíng');

    await userEvent.click(await node(canvasElement, '发音 行 xíng'));
    popover = await screen.findByRole('dialog', { name: '设置发音' });
    const custom = within(popover).getByRole('textbox', { name: '自定义拼音' });
    await userEvent.clear(custom);
    await userEvent.type(custom, 'Hang-4zzzzz');
    await expect(custom).toHaveValue('hangzzz');
    await userEvent.clear(custom);
    await userEvent.type(custom, 'hang');
    await userEvent.click(within(popover).getByRole('radio', { name: '4' }));
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await node(canvasElement, '发音 行 hàng');

    await userEvent.click(await node(canvasElement, '发音 行 hàng'));
    popover = await screen.findByRole('dialog', { name: '设置发音' });
    await userEvent.click(within(popover).getByRole('button', { name: '移除' }));
    await noNode(canvasElement, 'phoneme');
    await scriptReads(canvasElement, TEXT);

    await undo();
    await node(canvasElement, '发音 行 hàng');
    await undo();
    await node(canvasElement, '发音 行 xíng');
    await redo();
    await redo();
    await noNode(canvasElement, 'phoneme');
  },
};

export const ContinuousReading: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '不知道');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '连读' }));
    await userEvent.click(await node(canvasElement, '连读 不知道'));
    const popover = await screen.findByRole('dialog', { name: '连读' });
    await userEvent.click(within(popover).getByRole('button', { name: '移除' }));
    await noNode(canvasElement, 'continuous');
    await scriptReads(canvasElement, TEXT);
    await undo();
    await node(canvasElement, '连读 不知道');
    await redo();
    await noNode(canvasElement, 'continuous');
  },
};

export const Alias: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, 'NBA');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '别名' }));
    const form = await screen.findByRole('dialog', { name: '设置别名' });
    await userEvent.type(within(form).getByRole('textbox', { name: '别名' }), '美职篮');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    await userEvent.click(await node(canvasElement, '别名 NBA 美职篮'));

    const popover = await screen.findByRole('dialog', { name: '设置别名' });
    const input = within(popover).getByRole('textbox', { name: '别名' });
    await userEvent.clear(input);
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await expect(await within(popover).findByText('别名不能为空')).toBeVisible();
    await userEvent.type(input, '美国职业篮球联赛');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await userEvent.click(await node(canvasElement, '别名 NBA 美国职业篮球联赛'));

    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '设置别名' })).getByRole('button', { name: '移除' }),
    );
    await noNode(canvasElement, 'alias');
    await scriptReads(canvasElement, TEXT);
    await undo();
    await node(canvasElement, '别名 NBA 美国职业篮球联赛');
    await undo();
    await node(canvasElement, '别名 NBA 美职篮');
    await redo();
    await redo();
    await noNode(canvasElement, 'alias');
  },
};

export const NumberReading: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '2026');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '数字读法' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '年份 二零二六' }));
    await userEvent.click(await node(canvasElement, '读法 2026 年份 二零二六'));

    const popover = await screen.findByRole('dialog', { name: '数字读法' });
    await expect(within(popover).getByRole('button', { name: '年份 二零二六' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(popover).getByRole('button', { name: '数值 两千零二十六' }));
    await userEvent.click(await node(canvasElement, '读法 2026 数值 两千零二十六'));

    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '数字读法' })).getByRole('button', { name: '移除' }),
    );
    await noNode(canvasElement, 'numberAlias');
    await scriptReads(canvasElement, TEXT);
    await undo();
    await node(canvasElement, '读法 2026 数值 两千零二十六');
    await redo();
    await noNode(canvasElement, 'numberAlias');
  },
};

export const WordReading: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, 'NBA');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '单词读法' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '逐个字母读' }));
    await userEvent.click(await node(canvasElement, '单词读法 NBA 逐个字母读'));

    const popover = await screen.findByRole('dialog', { name: '单词读法' });
    await userEvent.click(within(popover).getByRole('button', { name: '作为单词读' }));
    await userEvent.click(await node(canvasElement, '单词读法 NBA 作为单词读'));

    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '单词读法' })).getByRole('button', { name: '移除' }),
    );
    await noNode(canvasElement, 'sayAs');
    await scriptReads(canvasElement, TEXT);
    await undo();
    await node(canvasElement, '单词读法 NBA 作为单词读');
    await redo();
    await noNode(canvasElement, 'sayAs');
  },
};

export const SoundEffect: Story = {
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '举行。');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '音效' }));
    await userEvent.click(await node(canvasElement, '音效 掌声 00:04'));
    const popover = await screen.findByRole('dialog', { name: '音效' });
    await userEvent.click(within(popover).getByRole('button', { name: '移除' }));
    await noNode(canvasElement, 'soundEffect');
    await scriptReads(canvasElement, TEXT);
    await undo();
    await node(canvasElement, '音效 掌声 00:04');
    await redo();
    await noNode(canvasElement, 'soundEffect');
  },
};

export const MultiVoice: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '今天', '决赛');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '多主播' }));
    const label = await node(canvasElement, '多主播 晓晓');
    await expect(label.closest('[data-node]')).toHaveTextContent('今天的NBA决赛');
    await scriptReads(canvasElement, TEXT);

    await userEvent.click(label);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '多主播' })).getByRole('button', { name: '移除' }),
    );
    await noNode(canvasElement, 'multiVoice');
    await scriptReads(canvasElement, TEXT);
    await undo();
    await node(canvasElement, '多主播 晓晓');
    await redo();
    await noNode(canvasElement, 'multiVoice');
  },
};

export const LocalPitch: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '银行行长说');
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: '局部调节' }));
    await userEvent.click(await node(canvasElement, '局部调节 语调 -50 语速 0.8x 音量 60'));

    let popover = await screen.findByRole('dialog', { name: '局部调节' });
    const pitch = within(popover).getByRole('slider', { name: '语调' });
    await expect(pitch).toHaveValue('-50');
    pitch.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(pitch).toHaveValue('-40');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await userEvent.click(await node(canvasElement, '局部调节 语调 -40 语速 0.8x 音量 60'));

    popover = await screen.findByRole('dialog', { name: '局部调节' });
    await userEvent.click(within(popover).getByRole('button', { name: '恢复默认' }));
    await expect(within(popover).getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.0x');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await userEvent.click(await node(canvasElement, '局部调节 语调 0 语速 1.0x 音量 100'));

    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '局部调节' })).getByRole('button', { name: '移除' }),
    );
    await noNode(canvasElement, 'localProsody');
    await scriptReads(canvasElement, TEXT);
    await undo();
    await node(canvasElement, '局部调节 语调 0 语速 1.0x 音量 100');
    await undo();
    await node(canvasElement, '局部调节 语调 -40 语速 0.8x 音量 60');
    await redo();
    await redo();
    await noNode(canvasElement, 'localProsody');
  },
};

/** An imported subtitle's slot: its badge shows the times; its popover moves them (an end before the start refused). */
export const SubtitleCue: Story = {
  args: {
    document: createDocument([
      [createCue(61_500, 63_250), '大家好'],
      [createCue(64_000, 65_000), '第二句'],
    ]),
  },
  play: async ({ canvasElement }) => {
    const cue = await node(canvasElement, '字幕时间 01:01.5–01:03.3');
    await expect(cue.closest('[data-node]')).toHaveAttribute('data-node', 'cue');
    await scriptReads(canvasElement, '大家好', '第二句');

    await userEvent.click(cue);
    let popover = within(await screen.findByRole('dialog', { name: '字幕时间' }));
    const end = popover.getByRole('textbox', { name: '结束时间' });
    await expect(popover.getByRole('textbox', { name: '开始时间' })).toHaveValue('00:01:01.500');
    await expect(end).toHaveValue('00:01:03.250');
    await userEvent.clear(end);
    await userEvent.type(end, '00:01:00.000');
    await userEvent.click(popover.getByRole('button', { name: '确定' }));
    await expect(await popover.findByText('结束时间不能早于开始时间')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(end);
    await userEvent.type(end, '1:04');
    await userEvent.click(popover.getByRole('button', { name: '确定' }));
    const moved = await node(canvasElement, '字幕时间 01:01.5–01:04.0');

    await userEvent.click(moved);
    popover = within(await screen.findByRole('dialog', { name: '字幕时间' }));
    await userEvent.click(popover.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-node="cue"]')).toHaveLength(1));
    await node(canvasElement, '字幕时间 01:04.0–01:05.0');
    await scriptReads(canvasElement, '大家好', '第二句');
  },
};
