import { routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withDubKit } from '../../testing';
import { anchorDetailOf, anchors } from '../../testing/anchors/fixtures';
import { catalogueHandlers } from '../../testing/anchors/handlers';
import { CONTRACT_STORY, Failure, findToast, reply, STORY_USER, shown } from '../../testing/reply';
import { AnchorDetailDialog } from './AnchorDetailDialog';

const [first, second] = anchors;
if (!first || !second) throw new Error('The story fixtures need two anchors.');

const meta = {
  title: 'Widgets/Library/AnchorDetailDialog',
  component: AnchorDetailDialog,
  decorators: [withDubKit],
  args: { anchor: first, onClose: fn() },
  parameters: {
    msw: { handlers: catalogueHandlers() },
    dubkit: { ...CONTRACT_STORY, user: STORY_USER, onNavigate: fn() },
  },
} satisfies Meta<typeof AnchorDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => screen.findByRole('dialog', { name });

export const Templates: Story = {
  play: async ({ parameters }) => {
    const detail = await dialog('晓萱');
    const styles = await within(detail).findByRole('radiogroup', { name: '风格' });
    await expect(within(styles).getAllByRole('radio')).toHaveLength(3);
    await expect(within(styles).getByRole('radio', { name: /叙述/ })).toBeChecked();
    await expect(within(detail).queryByRole('heading', { name: '角色' })).not.toBeInTheDocument();
    await userEvent.click(within(styles).getByRole('radio', { name: /广告/ }));
    await userEvent.click(within(detail).getByRole('button', { name: '立即配音' }));
    await expect(parameters.dubkit.onNavigate).toHaveBeenCalledWith(
      '/creation?anchorType=0&anchorId=11&templateId=111',
    );
  },
};

export const WithRoles: Story = {
  args: { anchor: second },
  play: async ({ parameters }) => {
    const detail = await dialog('云健');
    const styles = await within(detail).findByRole('radiogroup', { name: '风格' });
    await expect(within(styles).getAllByRole('radio')).toHaveLength(4);
    await shown(within(detail).getByRole('heading', { name: '角色' }));
    const girl = within(detail).getByRole('button', { name: '少女' });
    await userEvent.click(girl);
    await expect(girl).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(girl);
    await expect(girl).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(girl);
    await userEvent.click(within(detail).getByRole('button', { name: '立即配音' }));
    await expect(parameters.dubkit.onNavigate).toHaveBeenCalledWith(
      '/creation?anchorType=0&anchorId=12&templateId=120&roleId=120',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [reply(routes.anchors.detail, anchorDetailOf(first), { delay: 'infinite' })] } },
  play: async () => {
    const detail = await dialog('晓萱');
    await expect(within(detail).getByRole('status')).toHaveTextContent('数据加载中...');
    await expect(within(detail).getByRole('button', { name: '立即配音' })).toBeDisabled();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [reply(routes.anchors.detail, new Failure(500, '主播信息获取失败'))] } },
  play: async () => {
    const detail = await dialog('晓萱');
    await shown(await within(detail).findByText('主播加载失败'));
    await findToast('主播信息获取失败');
  },
};

export const NoAnchorId: Story = {
  args: { anchor: { ...first, id: 0 } },
  parameters: { msw: { handlers: [reply(routes.anchors.detail, anchorDetailOf(first))] } },
  play: async ({ parameters }) => {
    const detail = await dialog('晓萱');
    const start = within(detail).getByRole('button', { name: '立即配音' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await findToast('无法识别主播ID');
    await expect(parameters.dubkit.onNavigate).not.toHaveBeenCalled();
  },
};

export const CloseByKeyboard: Story = {
  play: async ({ args }) => {
    const detail = await dialog('晓萱');
    await within(detail).findByRole('radiogroup', { name: '风格' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
