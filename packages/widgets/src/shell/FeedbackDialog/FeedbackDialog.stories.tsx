import { routes } from '@dubkit/sdk-core';
import { Button } from '@dubkit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fail, mock, storyUser, withDubKit } from '../../testing';
import { FeedbackDialog } from './FeedbackDialog';

const sent = fn().mockName('feedback body');

const meta = {
  title: 'Site/FeedbackDialog',
  component: FeedbackDialog,
  decorators: [withDubKit],
  args: { trigger: <Button>意见反馈</Button> },
  parameters: {
    dubkit: { user: storyUser() },
    msw: {
      handlers: [
        mock(routes.feedback.add, ({ body }) => {
          sent(body);
          return null;
        }),
      ],
    },
  },
} satisfies Meta<typeof FeedbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    await expect(within(dialog).getByRole('radio', { name: '建议' })).toBeChecked();
    await expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['建议', '问题', '其他']);
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(await within(dialog).findByText('反馈内容不能为空')).toBeInTheDocument();
    await expect(within(dialog).getByText('联系邮箱不能为空')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/反馈内容/), '希望增加更多方言主播');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(within(dialog).queryByText('反馈内容不能为空')).toBeNull());
    await expect(within(dialog).getByText('联系邮箱不能为空')).toBeInTheDocument();
  },
};

export const EmailFormat: Story = {
  beforeEach: () => sent.mockClear(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    await userEvent.type(within(dialog).getByLabelText(/反馈内容/), '希望增加更多方言主播');
    const email = within(dialog).getByLabelText(/联系邮箱/);
    await userEvent.type(email, 'dubber@example');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(await within(dialog).findByText('联系邮箱格式不正确')).toBeInTheDocument();
    await expect(sent).not.toHaveBeenCalled();
    await userEvent.type(email, '.com');
    await waitFor(() => expect(within(dialog).queryByText('联系邮箱格式不正确')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ email: 'dubber@example.com' }));
  },
};

export const Submitted: Story = {
  beforeEach: () => sent.mockClear(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '问题' }));
    await userEvent.type(within(dialog).getByLabelText(/反馈内容/), '合成后的音频无法下载');
    await userEvent.type(within(dialog).getByLabelText(/联系邮箱/), 'dubber@example.com');
    await userEvent.type(within(dialog).getByLabelText('其他联系方式（选填）'), 'wx_dubber');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '意见反馈' })).toBeNull());
    await expect(sent).toHaveBeenCalledWith({
      type: 2,
      content: '合成后的音频无法下载',
      email: 'dubber@example.com',
      otherContacts: 'wx_dubber',
    });
  },
};

export const ServerRefuses: Story = {
  parameters: { msw: { handlers: [mock(routes.feedback.add, fail(400, '反馈类型不正确'))] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    await userEvent.type(within(dialog).getByLabelText(/反馈内容/), '内容');
    await userEvent.type(within(dialog).getByLabelText(/联系邮箱/), 'a@b.cn');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('反馈类型不正确')).toBeInTheDocument();
    await expect(within(dialog).getByLabelText(/反馈内容/)).toHaveValue('内容');
  },
};
