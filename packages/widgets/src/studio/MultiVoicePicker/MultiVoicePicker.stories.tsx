import { type AnchorDetail, routes } from '@dubkit/sdk-core';
import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import { Button } from '@dubkit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { mock, withDubKit } from '../../testing';
import { anchorsOf } from '../../testing/studio/fixtures';
import { catalogueHandlers } from '../../testing/studio/handlers';
import { allowPlayback, eventually, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { MultiVoicePicker, type MultiVoicePickerProps } from './MultiVoicePicker';

/** The picker with the host's open state and a button to open it again. */
function MultiVoicePickerHost(args: MultiVoicePickerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>多主播</Button>
      <MultiVoicePicker
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
  title: 'Studio/MultiVoicePicker',
  component: MultiVoicePickerHost,
  decorators: [withDubKit],
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
  parameters: { msw: { handlers: catalogueHandlers({ onSearch: searched }) }, dubkit: STUDIO_STORY },
  beforeEach: () => searched.mockClear(),
} satisfies Meta<typeof MultiVoicePickerHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '多主播配音' }, PATIENCE);
const ready = async () => {
  const picker = await dialog();
  await eventually(() =>
    expect(within(picker).getByRole('radiogroup', { name: '主播列表' })).toHaveAttribute('aria-busy', 'false'),
  );
  return picker;
};
const settingsOf = (name: string) => screen.findByRole('region', { name: `${name}的配音设置` });
const pickAnchor = async (picker: HTMLElement, name: string) => {
  await userEvent.click(within(picker).getByRole('radio', { name }));
  return settingsOf(name.split(' ')[0] ?? name);
};

export const Loading: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ delayMs: 'infinite' }) } },
  play: async () => {
    const picker = await dialog();
    await expect(within(picker).getByRole('radiogroup', { name: '主播列表' })).toHaveAttribute('aria-busy', 'true');
    await eventually(() => expect(within(picker).getByText('请先选择一个主播')).toBeVisible());
  },
};

export const Results: Story = {
  play: async () => {
    const picker = await ready();
    await expect(within(picker).getAllByRole('radio')).toHaveLength(40);
    await eventually(() =>
      expect(searched).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 200, sort: 1 })),
    );
    await expect(within(picker).getByRole('tab', { name: '选择主播' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['排序', '语言', '地区', '音色', '等级', '场景'])
      await expect(within(picker).getByRole('combobox', { name })).toBeEnabled();
  },
};

export const AnchorPicked: Story = {
  play: async () => {
    const picker = await ready();
    const settings = await pickAnchor(picker, '晓萱 高级主播');
    await expect(within(settings).getByRole('radio', { name: /叙述/ })).toBeChecked();
    await expect(within(settings).getByRole('slider', { name: '音调' })).toHaveValue('0');
    await expect(within(settings).getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.00x');
    await expect(within(settings).getByRole('slider', { name: '音量' })).toHaveValue('70');
    // 晓萱 has no roles: no role list.
    await expect(within(settings).queryByRole('group', { name: '角色' })).toBeNull();
  },
};

/** 多主播 marks the members-only voice too, before the creator edits and auditions a segment with it. */
export const MembersOnlyBadge: Story = {
  play: async () => {
    const picker = await ready();
    const member = within(picker).getByRole('radio', { name: '晓辰 高级主播' });
    await expect(member).toHaveAccessibleDescription(/会员专享\s*（开通会员后可用此主播合成）/);
    await expect((member.closest('li') as HTMLElement).querySelector('[data-members-only]')).toBeVisible();
    await pickAnchor(picker, '晓辰 高级主播');
  },
};

export const TemplateCopiesSliders: Story = {
  play: async () => {
    const picker = await ready();
    const settings = await pickAnchor(picker, '云健 高级主播');
    await userEvent.click(within(settings).getByRole('radio', { name: /开心/ }));
    await expect(within(settings).getByRole('slider', { name: '音调' })).toHaveValue('20');
    await expect(within(settings).getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.10x');
    await expect(within(settings).getByRole('slider', { name: '音量' })).toHaveValue('80');
    const pitch = within(settings).getByRole('slider', { name: '音调' });
    await expect(pitch).toHaveAttribute('min', '-100');
    await expect(pitch).toHaveAttribute('max', '100');
  },
};

export const RoleChosen: Story = {
  play: async ({ args }) => {
    const picker = await ready();
    const settings = await pickAnchor(picker, '云健 高级主播');
    const roles = within(settings).getByRole('group', { name: '角色' });
    await expect(
      within(roles)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['无', '少女', '少年']);
    await expect(within(roles).getByRole('button', { name: '无' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(roles).getByRole('button', { name: '少年' }));
    await expect(within(roles).getByRole('button', { name: '少年' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(roles).getByRole('button', { name: '无' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      {
        anchorId: 12,
        anchorName: '云健',
        templateId: 120,
        templateName: '叙述',
        pitch: 0,
        speed: 1,
        volume: 70,
        role: { name: '少年', value: 'Boy' },
      },
      { replaceAll: false },
    );
    await eventually(() => expect(screen.queryByRole('dialog', { name: '多主播配音' })).toBeNull());
  },
};

export const RoleDeselected: Story = {
  play: async ({ args }) => {
    const picker = await ready();
    const settings = await pickAnchor(picker, '云健 高级主播');
    const roles = within(settings).getByRole('group', { name: '角色' });
    const boy = within(roles).getByRole('button', { name: '少年' });
    await userEvent.click(boy);
    await userEvent.click(boy);
    await expect(boy).toHaveAttribute('aria-pressed', 'false');
    await expect(within(roles).getByRole('button', { name: '无' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.not.objectContaining({ role: expect.anything() }), {
      replaceAll: false,
    });
  },
};

export const CustomTab: Story = {
  play: async ({ args }) => {
    const picker = await ready();
    await userEvent.click(within(picker).getByRole('tab', { name: '我的定制' }));
    await eventually(() =>
      expect(searched).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 11, page: 1, pageSize: 200 })),
    );
    await eventually(() => expect(within(picker).getAllByRole('radio')).toHaveLength(1));
    await expect(within(picker).getByRole('combobox', { name: '语言' })).toBeDisabled();
    const settings = await pickAnchor(picker, '我的旁白 高级主播');
    await expect(within(settings).getByRole('radio', { name: /悲伤/ })).toBeChecked();
    await expect(
      within(within(settings).getByRole('group', { name: '角色' })).getByRole('button', { name: '少年' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(within(settings).getByRole('slider', { name: '音调' })).toHaveValue('-40');
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      {
        anchorId: 12,
        anchorName: '我的旁白',
        templateId: 122,
        templateName: '悲伤',
        pitch: -40,
        speed: 0.9,
        volume: 80,
        role: { name: '少年', value: 'Boy' },
      },
      { replaceAll: false },
    );
  },
};

export const BackToAnchorsKeepsSort: Story = {
  play: async () => {
    const picker = await ready();
    await userEvent.click(within(picker).getByRole('combobox', { name: '排序' }));
    await userEvent.click(await screen.findByRole('option', { name: '最新上架' }, PATIENCE));
    await userEvent.click(within(picker).getByRole('tab', { name: '我的定制' }));
    await userEvent.click(within(picker).getByRole('tab', { name: '选择主播' }));
    await eventually(() => expect(searched).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 2, page: 1 })));
    await expect(within(picker).getByRole('combobox', { name: '排序' })).toHaveTextContent('最新上架');
  },
};

// Plain cards (no image, no preview) keep 200 of them quick to render and to check.
const many = anchorsOf(230).map((anchor) => ({ ...anchor, avatar: '', audition: '' }));

export const FilterRestartsAtPageOne: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ list: many, onSearch: searched }) } },
  play: async () => {
    const picker = await ready();
    await expect(within(picker).getAllByRole('radio')).toHaveLength(200);
    await userEvent.click(within(picker).getByRole('button', { name: '第 2 页' }));
    await eventually(() => expect(within(picker).getAllByRole('radio')).toHaveLength(30));
    await userEvent.click(within(picker).getByRole('combobox', { name: '等级' }));
    await userEvent.click(await screen.findByRole('option', { name: '情感' }, PATIENCE));
    await eventually(() => expect(searched).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, aiLevel: 3 })));
  },
};

export const RefuseWithoutAnchor: Story = {
  play: async ({ args }) => {
    const picker = await ready();
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await eventually(() => expect(screen.getByText('请选择一个主播！')).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const withoutTemplates = (detail: AnchorDetail): AnchorDetail => ({ ...detail, templateList: [] });

export const RefuseWithoutTemplate: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(routes.anchors.detail, ({ query }) =>
          withoutTemplates({
            id: Number(query.get('anchorId')),
            anchorType: 0,
            avatar: '',
            name: '晓伊',
            desc: '',
            aiLevel: 1,
            roleCount: 0,
            templateList: [],
            roleList: [],
          }),
        ),
        ...catalogueHandlers(),
      ],
    },
  },
  play: async ({ args }) => {
    const picker = await ready();
    const settings = await pickAnchor(picker, '晓伊');
    await expect(within(settings).getByText('没有更多情绪或风格！')).toBeVisible();
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await eventually(() => expect(screen.getByText('请选择一个情绪')).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const bound: VoiceSelection = {
  anchorId: 12,
  anchorName: '云健',
  templateId: 122,
  templateName: '悲伤',
  pitch: 35,
  speed: 1.25,
  volume: 40,
  role: { name: '少女', value: 'Girl' },
};

export const EditingBoundVoice: Story = {
  args: { value: bound },
  play: async () => {
    const picker = await ready();
    const settings = await settingsOf('云健');
    await expect(within(picker).getByRole('radio', { name: '云健 高级主播' })).toBeChecked();
    await expect(within(settings).getByRole('radio', { name: /悲伤/ })).toBeChecked();
    await expect(within(settings).getByRole('button', { name: '少女' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(settings).getByRole('slider', { name: '音调' })).toHaveValue('35');
    await expect(within(settings).getByRole('slider', { name: '音量' })).toHaveValue('40');
  },
};

export const UnknownAnchorId: Story = {
  args: { value: { ...bound, anchorId: 0 } },
  play: async () => {
    await ready();
    await eventually(() => expect(screen.getByText('无法识别主播：0')).toBeVisible());
    await eventually(() => expect(screen.getByText('请先选择一个主播')).toBeVisible());
  },
};

export const AnchorNotFound: Story = {
  args: { value: { ...bound, anchorId: 999 } },
  play: async () => {
    await ready();
    await eventually(() => expect(screen.getByText('无法识别主播：999')).toBeVisible());
  },
};

export const ReplaceAll: Story = {
  args: { replaceable: true },
  play: async ({ args }) => {
    const picker = await ready();
    await pickAnchor(picker, '晓萱 高级主播');
    await userEvent.click(within(picker).getByRole('button', { name: '替换全部' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ anchorId: 11, templateId: 110 }), {
      replaceAll: true,
    });
  },
};

export const NoReplaceAllByDefault: Story = {
  play: async () => {
    const picker = await ready();
    await expect(within(picker).queryByRole('button', { name: '替换全部' })).toBeNull();
  },
};

export const EmotionPreview: Story = {
  beforeEach: allowPlayback,
  play: async () => {
    const picker = await ready();
    const settings = await pickAnchor(picker, '云健 高级主播');
    const preview = within(settings).getByRole('button', { name: '试听开心' });
    await userEvent.click(preview);
    await eventually(() => expect(preview).toHaveAttribute('data-state', 'playing'));
    await userEvent.click(within(settings).getByRole('button', { name: '试听悲伤' }));
    await expect(preview).toHaveAttribute('data-state', 'idle');
  },
};

export const KeyboardOnly: Story = {
  args: { replaceable: true },
  play: async ({ args }) => {
    const picker = await ready();
    const first = within(picker).getByRole('radio', { name: '晓萱 高级主播' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const settings = await settingsOf('云健');
    within(settings).getByRole('button', { name: '少女' }).focus();
    await userEvent.keyboard('{Enter}');
    const speed = within(settings).getByRole('slider', { name: '语速' });
    speed.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(speed).toHaveAttribute('aria-valuetext', '1.01x');
    within(picker).getByRole('button', { name: '确定' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ anchorId: 12, speed: 1.01, role: { name: '少女', value: 'Girl' } }),
      { replaceAll: false },
    );
  },
};
