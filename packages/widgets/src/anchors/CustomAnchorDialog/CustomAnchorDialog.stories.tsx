import { routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectCharacterLimit, withDubKit } from '../../testing';
import { customAnchor } from '../../testing/anchors/fixtures';
import { customAnchorHandlers } from '../../testing/anchors/handlers';
import { CONTRACT_STORY, Failure, findToast, reply, STORY_USER, shown } from '../../testing/reply';
import { CustomAnchorDialog } from './CustomAnchorDialog';

const meta = {
  title: 'Widgets/Library/CustomAnchorDialog',
  component: CustomAnchorDialog,
  decorators: [withDubKit],
  args: { anchorId: customAnchor.id, onClose: fn(), onUpdated: fn(), onDeleted: fn() },
  parameters: {
    msw: { handlers: customAnchorHandlers() },
    dubkit: { ...CONTRACT_STORY, user: STORY_USER, onNavigate: fn() },
  },
} satisfies Meta<typeof CustomAnchorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '我的旁白' });

async function openDrawer() {
  const detail = await dialog();
  await userEvent.click(await within(detail).findByRole('button', { name: '编辑' }));
  return screen.findByRole('dialog', { name: '编辑定制主播' });
}

export const Detail: Story = {
  play: async ({ parameters }) => {
    const detail = await dialog();
    await shown(await within(detail).findByText('温柔旁白，语速稍慢'));
    for (const [term, value] of [
      ['主播', '晓萱'],
      ['音色', '默认'],
      ['风格', '叙述'],
      ['音调', '20'],
      ['语速', '0.90x'],
      ['音量', '80'],
      ['试听内容', '今天的故事，从一场雨开始。'],
    ] as const)
      await expect(within(detail).getByText(term).nextElementSibling).toHaveTextContent(value);
    await shown(within(detail).getByRole('button', { name: '试听我的旁白' }));
    await userEvent.click(within(detail).getByRole('button', { name: '立即配音' }));
    await expect(parameters.dubkit.onNavigate).toHaveBeenCalledWith('/creation?anchorType=1&anchorId=501');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: customAnchorHandlers(customAnchor, { delay: 'infinite' }) } },
  play: async () => {
    const detail = await screen.findByRole('dialog', { name: '我的定制' });
    await expect(within(detail).getByRole('status')).toHaveTextContent('数据加载中...');
  },
};

export const EditDrawer: Story = {
  play: async () => {
    const drawer = await openDrawer();
    const form = within(drawer);
    await expect(form.getByRole('textbox', { name: '主播名称' })).toHaveValue('我的旁白');
    for (const name of ['主播', '音色', '风格']) await expect(form.getByRole('textbox', { name })).toBeDisabled();
    const pitch = form.getByRole('slider', { name: '音调' });
    await expect(pitch).toHaveAttribute('min', '-500');
    await expect(pitch).toHaveAttribute('max', '500');
    await expect(pitch).toHaveAttribute('step', '5');
    const speed = form.getByRole('slider', { name: '语速' });
    await expect(speed).toHaveAttribute('min', '0.5');
    await expect(speed).toHaveAttribute('max', '2');
    await expect(speed).toHaveAttribute('step', '0.01');
    await expect(speed).toHaveAttribute('aria-valuetext', '0.90x');
    const volume = form.getByRole('slider', { name: '音量' });
    await expect(volume).toHaveAttribute('min', '0');
    await expect(volume).toHaveAttribute('max', '100');
    await expectCharacterLimit(form.getByRole('textbox', { name: '试听内容' }), 100);
  },
};

export const EditRequired: Story = {
  play: async ({ args }) => {
    const drawer = await openDrawer();
    const form = within(drawer);
    const name = form.getByRole('textbox', { name: '主播名称' });
    await userEvent.clear(name);
    await userEvent.clear(form.getByRole('textbox', { name: '主播简介' }));
    await userEvent.clear(form.getByRole('textbox', { name: '试听内容' }));
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await shown(await form.findByText('主播名称不能为空'));
    await shown(form.getByText('主播简介不能为空'));
    await shown(form.getByText('试听内容不能为空'));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, '新旁白');
    await expect(form.queryByText('主播名称不能为空')).not.toBeInTheDocument();
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

export const EditSaved: Story = {
  play: async ({ args }) => {
    const drawer = await openDrawer();
    const form = within(drawer);
    const name = form.getByRole('textbox', { name: '主播名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '深夜电台');
    const pitch = form.getByRole('slider', { name: '音调' });
    pitch.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(pitch).toHaveValue('30');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await findToast('修改成功！');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑定制主播' })).not.toBeInTheDocument());
    await expect(args.onUpdated).toHaveBeenCalledWith(expect.objectContaining({ name: '深夜电台', pitch: 30 }));
    await shown(await screen.findByRole('dialog', { name: '深夜电台' }));
  },
};

export const EditRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        reply(routes.anchors.customUpdate, new Failure(400, '主播名称不能超过30个字符')),
        ...customAnchorHandlers(),
      ],
    },
  },
  play: async ({ args }) => {
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await findToast('主播名称不能超过30个字符');
    await shown(screen.getByRole('dialog', { name: '编辑定制主播' }));
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ args }) => {
    const detail = await dialog();
    await userEvent.click(await within(detail).findByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除定制主播' });
    await expect(confirm).toHaveAccessibleDescription('该操作无法撤销，确定要继续删除吗？');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const Deleted: Story = {
  play: async ({ args }) => {
    const detail = await dialog();
    await userEvent.click(await within(detail).findByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除定制主播' });
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await findToast('删除成功');
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
