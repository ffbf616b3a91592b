import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyUser, withDubKit } from '../../testing';
import { LoginModal } from '../LoginModal';
import { QR_LOGIN_CONFIRM_PATH } from './confirmQrLogin';
import { QrLoginConfirm } from './QrLoginConfirm';

const confirmed = fn().mockName('confirm');

const confirmHandler = http.post(QR_LOGIN_CONFIRM_PATH, async ({ request }) => {
  const { token } = (await request.json()) as { token: string };
  confirmed(token, request.headers.get('authorization'));
  return HttpResponse.json(
    token === 'qr-ok'
      ? { code: 200, message: '登录确认成功', data: null }
      : { code: 400, message: '二维码已失效，请点击刷新', data: null },
  );
});

const withLoginModal: Decorator = (Story) => (
  <>
    <Story />
    <LoginModal />
  </>
);

const meta = {
  title: 'Site/QrLoginConfirm',
  component: QrLoginConfirm,
  decorators: [withLoginModal, withDubKit],
  args: { token: 'qr-ok' },
  parameters: { dubkit: { user: storyUser() }, msw: { handlers: [confirmHandler] } },
} satisfies Meta<typeof QrLoginConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  beforeEach: () => confirmed.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('当前账号：配音小助手')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '确认登录' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('登录确认成功');
    await expect(confirmed).toHaveBeenCalledWith('qr-ok', 'Bearer story-token');
  },
};

export const CodeExpired: Story = {
  args: { token: 'qr-old' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '确认登录' }));
    await expect(await screen.findByText('二维码已失效，请点击刷新')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '确认登录' })).toBeEnabled();
  },
};

export const NeedsLogin: Story = {
  parameters: { dubkit: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请先登录配音工坊，再确认网页登录')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '登录/注册' }));
    await expect(await screen.findByRole('dialog', { name: '登录配音工坊' })).toBeInTheDocument();
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('二维码无效');
  },
};
