import { Popover } from '@dubkit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { nodeText, popoverTitle } from '../../lib/describe';
import { editorMessages } from '../../lib/messages';
import type { InlineElement } from '../../lib/types';
import { NodePanel } from '../NodePanel';
import { EFFECT, PROSODY, VOICE } from './ExampleStudio';
import { DICTIONARY_PATIENCE } from './play';

/** A node's popover as it opens beside the node, with what its edits would do. */
function NodePopoverPreview({
  element,
  onChange,
  onRemove,
}: {
  element: InlineElement;
  onChange: (changes: object) => string | null;
  onRemove: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <div style={{ minHeight: 360 }}>
      <span ref={setAnchor}>{nodeText(element, editorMessages)}</span>
      {anchor && (
        <Popover open anchor={anchor} placement="bottom-start" title={popoverTitle(element, editorMessages)}>
          <NodePanel element={element} messages={editorMessages} onChange={onChange} onRemove={onRemove} />
        </Popover>
      )}
    </div>
  );
}

const empty: [{ text: '' }] = [{ text: '' }];

const meta = {
  title: 'Editor/Popovers',
  component: NodePopoverPreview,
  args: {
    element: { type: 'phoneme', original: '行', pinyin: 'hang', tone: 2, children: empty },
    onChange: fn(() => null),
    onRemove: fn(),
  },
} satisfies Meta<typeof NodePopoverPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => screen.findByRole('dialog', { name });

export const Phoneme: Story = {
  play: async ({ args }) => {
    const popover = within(await dialog('设置发音'));
    await expect(await popover.findByRole('button', { name: 'háng' }, DICTIONARY_PATIENCE)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(popover.getByRole('button', { name: 'xíng' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ pinyin: 'xing', tone: 2 });

    const custom = popover.getByRole('textbox', { name: '自定义拼音' });
    await userEvent.clear(custom);
    await expect(popover.getByRole('button', { name: '确定' })).toBeDisabled();
    await userEvent.type(custom, 'Lü-v');
    await expect(custom).toHaveValue('lv');
    await userEvent.click(popover.getByRole('radio', { name: '轻声' }));
    await userEvent.click(popover.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ pinyin: 'lv', tone: 5 });
    await userEvent.click(popover.getByRole('button', { name: '移除' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Alias: Story = {
  args: {
    element: { type: 'alias', original: 'WHO', alias: '世界卫生组织', children: empty },
    onChange: fn((changes: { alias?: string }) => (changes.alias?.trim() ? null : '别名不能为空')),
  },
  play: async ({ args }) => {
    const popover = within(await dialog('设置别名'));
    const input = popover.getByRole('textbox', { name: '别名' });
    await expect(input).toHaveValue('世界卫生组织');
    await userEvent.clear(input);
    await userEvent.click(popover.getByRole('button', { name: '确定' }));
    await expect(await popover.findByText('别名不能为空')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '世卫组织');
    await expect(popover.queryByText('别名不能为空')).toBeNull();
    await userEvent.click(popover.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ alias: '世卫组织' });
  },
};

export const NumberReading: Story = {
  args: { element: { type: 'numberAlias', original: '2026', name: '年份', value: '二零二六', children: empty } },
  play: async ({ args }) => {
    const popover = within(await dialog('数字读法'));
    await expect(popover.getByRole('button', { name: '年份 二零二六' })).toHaveAttribute('aria-pressed', 'true');
    await expect(popover.getByRole('button', { name: '数值 两千零二十六' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(popover.getByRole('button', { name: '数值 两千零二十六' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ name: '数值', value: '两千零二十六' });
  },
};

export const WordReading: Story = {
  args: { element: { type: 'sayAs', original: 'NBA', interpretAs: 'characters', children: empty } },
  play: async ({ args }) => {
    const popover = within(await dialog('单词读法'));
    await expect(popover.getByRole('button', { name: '逐个字母读' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(popover.getByRole('button', { name: '作为单词读' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ interpretAs: 'word' });
  },
};

export const LocalPitch: Story = {
  args: { element: { type: 'localProsody', ...PROSODY, children: [{ text: '慢一点' }] } },
  play: async ({ args }) => {
    const popover = within(await dialog('局部调节'));
    await expect(popover.getByRole('slider', { name: '语调' })).toHaveValue('-50');
    await expect(popover.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '0.8x');
    await expect(popover.getByRole('slider', { name: '音量' })).toHaveValue('60');
    await userEvent.click(popover.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(popover.getByRole('slider', { name: '音量' })).toHaveValue('100'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(popover.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ pitch: 0, speed: 1, volume: 100 });
  },
};

export const Cue: Story = {
  args: {
    element: { type: 'cue', startMs: 61_500, endMs: 63_250, children: empty },
    onChange: fn((changes: { startMs?: number; endMs?: number }) =>
      (changes.endMs ?? 0) < (changes.startMs ?? 0) ? '结束时间不能早于开始时间' : null,
    ),
  },
  play: async ({ args }) => {
    const popover = within(await dialog('字幕时间'));
    const start = popover.getByRole('textbox', { name: '开始时间' });
    await expect(start).toHaveValue('00:01:01.500');
    await userEvent.clear(start);
    await userEvent.type(start, '一分钟');
    await userEvent.click(popover.getByRole('button', { name: '确定' }));
    await expect(await popover.findByText('请输入时间，如 00:01:02.500')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(start);
    await userEvent.type(start, '00:01:02');
    await userEvent.click(popover.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ startMs: 62_000, endMs: 63_250 });
  },
};

/** Nodes with nothing to edit: what the node is, and remove. */
function removeOnly(element: InlineElement, title: string, description: string): Story {
  return {
    args: { element },
    play: async ({ args }) => {
      const popover = within(await dialog(title));
      await waitFor(() => expect(popover.getByText(description)).toBeVisible());
      await userEvent.click(popover.getByRole('button', { name: '移除' }));
      await expect(args.onRemove).toHaveBeenCalledOnce();
    },
  };
}

export const Pause = removeOnly({ type: 'pause', ms: 500, children: empty }, '停顿', '停顿 0.5s');
export const ContinuousReading = removeOnly(
  { type: 'continuous', original: '不知道', children: empty },
  '连读',
  '连读 不知道',
);
export const SoundEffect = removeOnly({ type: 'soundEffect', ...EFFECT, children: empty }, '音效', '音效 掌声 00:04');
export const MultiVoice = removeOnly(
  { type: 'multiVoice', ...VOICE, children: [{ text: '你好' }] },
  '多主播',
  '多主播 晓晓',
);
