import { type LoginUser, routes } from '@dubkit/sdk-core';
import { SMS_STORAGE_KEY } from '@dubkit/sdk-core/account';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectCharacterLimit, fail, mock, storyUser, withDubKit } from '../../testing';
import { LoginModal } from './LoginModal';
import { WX_AUTH_MESSAGE } from './wechat';

const user: LoginUser = storyUser({ nickname: '新用户' });
const svg = (text: string, color = '#1f2329') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 20 20"><rect width="20" height="20" fill="#fff"/><path d="M1 1h7v7H1zM12 1h7v7h-7zM1 12h7v7H1zM11 11h3v3h-3zM15 15h4v4h-4z" fill="${color}"/><text x="10" y="11" font-size="2" text-anchor="middle">${text}</text></svg>`,
  )}`;

const bodies = { sms: fn().mockName('loginBySms body'), send: fn().mockName('sendLoginCode body') };

const meta = {
  title: 'Site/LoginModal',
  component: LoginModal,
  decorators: [withDubKit],
  parameters: {
    dubkit: { requestLogin: true },
    msw: {
      handlers: [
        mock(routes.auth.loginByPassword, ({ body }) =>
          (body as { password?: string }).password === 'dub_2024' ? user : fail(400, '用户名或密码错误'),
        ),
        mock(routes.auth.loginBySms, ({ body }) => {
          bodies.sms(body);
          return user;
        }),
        mock(routes.auth.sendLoginCode, ({ body }) => {
          bodies.send(body);
          const captcha = (body as { captcha?: string }).captcha;
          if (!captcha) return { status: 202, statusText: '请输入图形验证码', interval: 60 };
          return captcha === 'ab12cd'
            ? { status: 200, statusText: '验证码已发送', interval: 60 }
            : { status: 203, statusText: '图形验证码错误，请重新输入', interval: 60 };
        }),
        mock(routes.auth.loginCaptcha, svg('ab12cd')),
        mock(routes.settings.site, { wechatLogin: false }),
      ],
    },
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordLogin: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: '开通会员尊享' })).toBeVisible());
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    const tabs = within(dialog).getAllByRole('tab');
    // WeChat login is offered only where the server has it.
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['密码登录', '短信登录']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByText('用户名/手机号不能为空')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('密码不能为空')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText('用户名/手机号'), '13800138000');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'dub_2024');
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await screen.findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录配音工坊' })).toBeNull());
  },
};

export const PasswordRejected: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await userEvent.type(within(dialog).getByLabelText('用户名/手机号'), 'dubber');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'wrong-one');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    await expect(dialog).toBeInTheDocument();
  },
};

export const SmsValidation: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await userEvent.click(within(dialog).getByRole('tab', { name: '短信登录' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expect(await within(dialog).findByText('请输入手机号')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('手机号'), '12345678901');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expect(await within(dialog).findByText('手机号格式不正确')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByText('短信验证码不能为空')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('手机号'));
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('短信验证码'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByText('短信验证码格式错误')).toBeInTheDocument();
    await expect(bodies.send).not.toHaveBeenCalled();
  },
};

export const SmsWithCaptcha: Story = {
  beforeEach: () => {
    localStorage.removeItem(SMS_STORAGE_KEY);
    bodies.send.mockClear();
    bodies.sms.mockClear();
    return () => localStorage.removeItem(SMS_STORAGE_KEY);
  },
  args: { defaultInviterCode: '' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await userEvent.click(within(dialog).getByRole('tab', { name: '短信登录' }));
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13800138000');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    const captcha = await screen.findByRole('dialog', { name: '安全验证' });
    await expect(await within(captcha).findByRole('button', { name: '图形验证码，点击换一张' })).toBeInTheDocument();
    await userEvent.click(within(captcha).getByRole('button', { name: '确定' }));
    await expect(await within(captcha).findByText('请输入图形验证码字符')).toBeInTheDocument();
    const answer = within(captcha).getByLabelText('图形验证码');
    await expectCharacterLimit(answer, 6);
    await userEvent.type(answer, 'ab12cd');
    await userEvent.click(within(captcha).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).toBeNull());
    await expect(bodies.send).toHaveBeenLastCalledWith({ phone: '13800138000', captcha: 'ab12cd' });
    const counting = await within(dialog).findByRole('button', { name: /秒后重新获取/ });
    await expect(counting).toBeDisabled();
    await expect(JSON.parse(localStorage.getItem(SMS_STORAGE_KEY) ?? '{}')).toMatchObject({ seconds: 60 });
    await userEvent.type(within(dialog).getByLabelText('短信验证码'), '246810');
    await userEvent.type(within(dialog).getByLabelText('邀请码（选填）'), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await screen.findByText('登录成功')).toBeInTheDocument();
    await expect(bodies.sms).toHaveBeenCalledWith({ phone: '13800138000', code: '246810', inviterCode: '135790' });
  },
};

export const SmsCountdownPersisted: Story = {
  beforeEach: () => {
    localStorage.setItem(SMS_STORAGE_KEY, JSON.stringify({ sentAt: Date.now() - 30_000, seconds: 120 }));
    return () => localStorage.removeItem(SMS_STORAGE_KEY);
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await userEvent.click(within(dialog).getByRole('tab', { name: '短信登录' }));
    const button = within(dialog).getByRole('button', { name: /^(90|89)秒后重新获取$/ });
    await expect(button).toBeDisabled();
  },
};

export const InviterFromLink: Story = {
  args: { defaultInviterCode: '246802' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await userEvent.click(within(dialog).getByRole('tab', { name: '短信登录' }));
    const inviter = within(dialog).getByLabelText('邀请码（选填）');
    await expect(inviter).toHaveValue('246802');
    await expectCharacterLimit(inviter, 10);
  },
};

const qrHandlers = (checks: ('wait' | 'login' | 'invalid')[]) => {
  let created = 0;
  let polled = 0;
  return [
    mock(routes.auth.createLoginQrcode, () => {
      created += 1;
      return { qrcode: svg(`#${created}`), token: `qr-${created}` };
    }),
    mock(routes.auth.checkLoginQrcode, () => {
      const step = checks[Math.min(polled++, checks.length - 1)];
      if (step === 'login') return { valid: true, message: '登录成功', loginResult: user };
      if (step === 'invalid') return { valid: false, message: '二维码已失效，请点击刷新', loginResult: null };
      return { valid: true, message: '等待扫码确认', loginResult: null };
    }),
  ];
};

export const ScanToLogin: Story = {
  parameters: { msw: { handlers: qrHandlers(['wait', 'login']) } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await userEvent.click(within(dialog).getByRole('button', { name: '扫码登录' }));
    await expect(await within(dialog).findByRole('img', { name: '扫码登录二维码' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '账号登录' })).toBeVisible());
    await expect(await screen.findByText('登录成功', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录配音工坊' })).toBeNull());
  },
};

export const ScanCodeExpired: Story = {
  parameters: { msw: { handlers: qrHandlers(['invalid', 'wait']) } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await userEvent.click(within(dialog).getByRole('button', { name: '扫码登录' }));
    const first = (await within(dialog).findByRole('img', { name: '扫码登录二维码' })).getAttribute('src');
    const mask = await within(dialog).findByRole('button', { name: /二维码已失效/ }, { timeout: 4000 });
    await expect(mask).toHaveTextContent('点击刷新');
    await userEvent.click(mask);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /二维码已失效/ })).toBeNull());
    // A click fetches a new code.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: '扫码登录二维码' }).getAttribute('src')).not.toBe(first),
    );
  },
};

/** A server without WeChat login: no tab that could only say 请配置 WECHAT_APP_ID. */
export const WechatNotConfigured: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await expect(within(dialog).getByRole('tab', { name: '密码登录' })).toBeVisible();
    // Time for the server's settings to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(dialog).queryByRole('tab', { name: '微信登录' })).toBeNull();
    await expect(within(dialog).queryByText(/WECHAT_APP_ID/)).toBeNull();
  },
};

export const WechatFirstLoginBindsPhone: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(routes.settings.site, { wechatLogin: true }),
        mock(routes.auth.wxLoginParams, {
          appid: 'wx123',
          scope: 'snsapi_login',
          redirectUri: 'about:blank',
          state: 's1',
        }),
        mock(routes.auth.loginByWx, { status: 202, statusText: '请绑定手机号', openid: 'openid-1', loginResult: null }),
        mock(routes.auth.sendCode, { status: 200, statusText: '验证码已发送', interval: 60 }),
        mock(routes.auth.wxBind, ({ body }) =>
          (body as { openid?: string }).openid === 'openid-1'
            ? { status: 200, statusText: '绑定成功', openid: 'openid-1', loginResult: user }
            : { status: 400, statusText: '绑定失败', openid: null, loginResult: null },
        ),
      ],
    },
  },
  beforeEach: () => () => localStorage.removeItem('dubkit.sms.bind'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: '微信登录' }));
    const frame = await within(dialog).findByTitle('微信扫码登录');
    await expect(frame.getAttribute('src')).toContain('appid=wx123');
    // What the callback page posts once WeChat redirects the frame.
    window.postMessage({ type: WX_AUTH_MESSAGE, query: { code: 'wx-code', state: 's1' } }, window.location.origin);
    const bind = await screen.findByRole('dialog', { name: '绑定手机号' });
    await userEvent.type(within(bind).getByLabelText('手机号'), '13900139000');
    await userEvent.click(within(bind).getByRole('button', { name: '获取验证码' }));
    await expect(await within(bind).findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await userEvent.type(within(bind).getByLabelText('短信验证码'), '123456');
    await userEvent.click(within(bind).getByRole('button', { name: '绑定并登录' }));
    await expect(await screen.findByText('登录成功')).toBeInTheDocument();
  },
};

/** The host says WeChat login works: the tab shows without asking the server (which says otherwise here). */
export const WechatFromHost: Story = {
  args: { wechatLogin: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await expect(within(dialog).getByRole('tab', { name: '微信登录' })).toBeVisible();
  },
};

export const SiblingBrand: Story = {
  args: { wechatLogin: true },
  parameters: {
    dubkit: { requestLogin: true, brand: 'sibling' },
    msw: { handlers: [mock(routes.settings.site, { wechatLogin: true })] },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录 DubKit' });
    await expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['密码登录', '短信登录']);
  },
};

export const MaskClickCloses: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录配音工坊' })).toBeNull());
    await expect(document.documentElement.style.overflow).toBe('');
  },
};
