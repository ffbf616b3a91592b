import { routes } from '@dubkit/sdk-core';
import { Button } from '@dubkit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { mock, withDubKit } from '../../testing';
import { anchors } from '../../testing/studio/fixtures';
import { catalogueHandlers } from '../../testing/studio/handlers';
import { allowPlayback, eventually, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { VoicePicker, type VoicePickerProps } from './VoicePicker';

/** The picker with the host's open state and a button to open it again. */
function VoicePickerHost(args: VoicePickerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>切换主播</Button>
      <VoicePicker
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const searched = fn().mockName('search body');

const meta = {
  title: 'Studio/VoicePicker',
  component: VoicePickerHost,
  decorators: [withDubKit],
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
  parameters: { msw: { handlers: catalogueHandlers({ onSearch: searched }) }, dubkit: STUDIO_STORY },
  beforeEach: () => searched.mockClear(),
} satisfies Meta<typeof VoicePickerHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '选择主播' }, PATIENCE);
const cards = async () => {
  const picker = await dialog();
  await eventually(() =>
    expect(within(picker).getByRole('radiogroup', { name: '主播列表' })).toHaveAttribute('aria-busy', 'false'),
  );
  return within(picker).getAllByRole('radio');
};

export const Loading: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ delayMs: 'infinite' }) } },
  play: async () => {
    const picker = await dialog();
    await expect(await within(picker).findByRole('status', undefined, PATIENCE)).toHaveTextContent('数据加载中...');
    await expect(within(picker).getByRole('radiogroup', { name: '主播列表' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Results: Story = {
  play: async () => {
    const picker = await dialog();
    await expect(await cards()).toHaveLength(30);
    await eventually(() =>
      expect(searched).toHaveBeenCalledWith(
        expect.objectContaining({
          page: 1,
          pageSize: 30,
          sort: 1,
          languageId: 0,
          localeId: 0,
          sex: 0,
          aiLevel: 0,
          sceneId: 0,
        }),
      ),
    );
    await expect(within(picker).getByRole('combobox', { name: '排序' })).toHaveTextContent('热门推荐');
    // Crowns on the advanced and emotion anchors (level above 1) only.
    await expect(within(picker).getByRole('radio', { name: '晓萱 高级主播' })).toBeInTheDocument();
    await expect(within(picker).getByRole('radio', { name: '晓伊' })).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: '第 2 页' }));
    await eventually(async () => expect(await cards()).toHaveLength(10));
    await eventually(() => expect(searched).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  },
};

export const FavoritesTab: Story = {
  play: async () => {
    const picker = await dialog();
    await cards();
    await userEvent.click(within(picker).getByRole('tab', { name: '我的收藏' }));
    await eventually(async () => expect(await cards()).toHaveLength(8));
    for (const name of ['排序', '语言', '地区', '音色', '等级', '场景'])
      await expect(within(picker).getByRole('combobox', { name })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('tab', { name: '全部主播' }));
    await eventually(async () => expect(await cards()).toHaveLength(30));
    await expect(within(picker).getByRole('combobox', { name: '排序' })).toBeEnabled();
  },
};

export const FavoritesEmpty: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ favorites: [] }) } },
  play: async () => {
    const picker = await dialog();
    await userEvent.click(within(picker).getByRole('tab', { name: '我的收藏' }));
    await eventually(() => expect(within(picker).getByText('暂无收藏的主播')).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ list: [] }) } },
  play: async () => {
    const picker = await dialog();
    await eventually(() => expect(within(picker).getByText('暂无主播')).toBeVisible());
  },
};

async function choose(picker: HTMLElement, filter: string, option: string) {
  await userEvent.click(within(picker).getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByRole('option', { name: option }, PATIENCE));
}

export const LanguageResetsRegion: Story = {
  play: async () => {
    const picker = await dialog();
    await cards();
    await choose(picker, '语言', '普通话');
    await choose(picker, '地区', '中国台湾');
    await eventually(() =>
      expect(searched).toHaveBeenLastCalledWith(expect.objectContaining({ languageId: 1, localeId: 102, page: 1 })),
    );
    await choose(picker, '语言', '粤语');
    const region = within(picker).getByRole('combobox', { name: '地区' });
    await expect(region).toHaveTextContent('全部地区');
    await eventually(() =>
      expect(searched).toHaveBeenLastCalledWith(expect.objectContaining({ languageId: 2, localeId: 0 })),
    );
    await userEvent.click(region);
    await expect(await screen.findByRole('option', { name: '中国香港' }, PATIENCE)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await choose(picker, '语言', '全部');
    await userEvent.click(region);
    await eventually(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['全部地区']),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const FilterRestartsAtPageOne: Story = {
  play: async () => {
    const picker = await dialog();
    await cards();
    await userEvent.click(within(picker).getByRole('button', { name: '第 2 页' }));
    await eventually(() => expect(searched).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    await choose(picker, '音色', '女声');
    await eventually(() => expect(searched).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, sex: 2 })));
    await eventually(async () => expect(await cards()).toHaveLength(25));
    await expect(within(picker).queryByRole('navigation', { name: '主播分页' })).toBeNull();
  },
};

export const ConfirmWithoutSelection: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    await cards();
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await eventually(() => expect(screen.getByText('请选择一个主播！')).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: '选择主播' })).toBeVisible();
  },
};

export const Confirm: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    await cards();
    await userEvent.click(within(picker).getByRole('radio', { name: '云健 高级主播' }));
    await expect(within(picker).getByRole('radio', { name: '云健 高级主播' })).toBeChecked();
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    const anchor = anchors.find((item) => item.name === '云健');
    await expect(args.onConfirm).toHaveBeenCalledWith({ anchor, template: anchor?.templateList[0] });
    await eventually(() => expect(screen.queryByRole('dialog', { name: '选择主播' })).toBeNull());
  },
};

/** A free user sees, where the voice is chosen, that 晓辰 is for members and what unlocks it; 云健 carries no such mark. */
export const MembersOnlyBadge: Story = {
  play: async () => {
    const picker = await dialog();
    await cards();
    const member = within(picker).getByRole('radio', { name: '晓辰 高级主播' });
    await userEvent.click(member);
    await expect(member).toBeChecked();
    await expect(member).toHaveAccessibleDescription(/会员专享\s*（开通会员后可用此主播合成）/);
    const badge = (member.closest('li') as HTMLElement).querySelector('[data-members-only]');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveTextContent(/^会员专享/);
    await expect(within(picker).getByRole('radio', { name: '云健 高级主播' })).not.toHaveAccessibleDescription(
      /会员专享/,
    );
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    await cards();
    const first = within(picker).getByRole('radio', { name: '晓萱 高级主播' });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(picker).getByRole('radio', { name: '云健 高级主播' })).toBeChecked();
    within(picker).getByRole('button', { name: '确定' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ anchor: expect.objectContaining({ name: '云健' }) }),
    );
  },
};

export const SelectingStopsPreview: Story = {
  beforeEach: allowPlayback,
  play: async () => {
    const picker = await dialog();
    await cards();
    const preview = within(picker).getByRole('button', { name: '试听晓萱' });
    await userEvent.click(preview);
    await eventually(() => expect(preview).toHaveAttribute('data-state', 'playing'));
    // Selecting the card being previewed keeps it playing; selecting another stops it.
    await userEvent.click(within(picker).getByRole('radio', { name: '晓萱 高级主播' }));
    await expect(preview).toHaveAttribute('data-state', 'playing');
    await userEvent.click(within(picker).getByRole('radio', { name: '晓伊' }));
    await expect(preview).toHaveAttribute('data-state', 'idle');
    await expect(preview).toHaveAttribute('aria-pressed', 'false');
  },
};

export const OnePreviewAtATime: Story = {
  beforeEach: allowPlayback,
  play: async () => {
    const picker = await dialog();
    await cards();
    const first = within(picker).getByRole('button', { name: '试听晓萱' });
    const second = within(picker).getByRole('button', { name: '试听云健' });
    await userEvent.click(first);
    await eventually(() => expect(first).toHaveAttribute('data-state', 'playing'));
    await userEvent.click(second);
    await eventually(() => expect(second).toHaveAttribute('data-state', 'playing'));
    await expect(first).toHaveAttribute('data-state', 'idle');
    await userEvent.click(second);
  },
};

export const SearchFails: Story = {
  parameters: {
    msw: {
      handlers: [mock(routes.anchors.search, { code: 500, message: '服务器繁忙', data: null }), ...catalogueHandlers()],
    },
  },
  play: async () => {
    const picker = await dialog();
    await eventually(() => expect(within(picker).getByText('主播加载失败')).toBeVisible());
    await expect(within(picker).getByRole('button', { name: '重新加载' })).toBeEnabled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    await userEvent.click(within(picker).getByRole('button', { name: '取消' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '选择主播' })).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
