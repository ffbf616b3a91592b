import { createMemoryAuth, type LoginUser } from '@dubkit/sdk-core';
import { useEffect } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SiteRoutes } from './routes';

const user: LoginUser = {
  token: 'route-test',
  expire: Date.now() + 86_400_000,
  username: '13800138000',
  nickname: '路由测试',
  avatar: '',
  vipLevel: 0,
};

/** The API as the pages need it, answered in the page: no server in these tests. */
const fixtures: Record<string, unknown> = {
  '/api/settings/home/comments': [{ nickname: '短视频小林', message: '情感主播太真实了。', avatar: '' }],
  '/api/settings/activity/banner': null,
  '/api/tts/vip/member_info': {
    newUser: true,
    vipLevel: 0,
    vipName: '',
    endTime: 0,
    expired: false,
    showRenew: false,
  },
  '/api/gpt/welcome': '您好，我是配音工坊 AI写作助手。',
  '/api/dictionary/list': { total: 0, list: [] },
  '/api/user/profile': { nickname: '路由测试', username: '13800138000', phone: '138****8000', bindInviterCode: null },
  '/api/gpt/template/search': {
    total: 1,
    list: [
      {
        code: 'video-script',
        icon: '🎬',
        title: '短视频口播稿',
        subtitle: '输入主题，生成口播文案',
        placeholder: '输入主题',
        demos: ['便携咖啡机'],
        label: { id: 1, textColor: '#ffffff', bgColor: '#dc2626', value: '热门' },
      },
    ],
  },
  '/api/gpt/template/detail': {
    code: 'video-script',
    icon: '🎬',
    title: '短视频口播稿',
    subtitle: '输入主题，生成口播文案',
    placeholder: '输入主题',
    demos: ['便携咖啡机'],
    label: { id: 1, textColor: '#ffffff', bgColor: '#dc2626', value: '热门' },
  },
};

/** The prompt library's page call: 30 prompts, twelve a page, total being the page count. */
async function promptPage(input: RequestInfo | URL, init?: RequestInit) {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const { page = 1, pageSize = 12 } = (await request.json().catch(() => ({}))) as { page?: number; pageSize?: number };
  const prompts = Array.from({ length: 30 }, (_, index) => ({
    title: `路由测试提示词 ${index + 1}`,
    subtitle: '口播文案',
    promptZh: `第 ${index + 1} 条提示词：请围绕【主题】写一篇 60 秒口播稿。`,
    promptEn: `Prompt ${index + 1}: write a 60-second script on [topic].`,
  }));
  return { total: Math.ceil(prompts.length / pageSize), list: prompts.slice((page - 1) * pageSize, page * pageSize) };
}

const fixtureFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const data = url.pathname === '/api/gpt/prompt/list' ? await promptPage(input, init) : fixtures[url.pathname];
  const body = { code: 200, message: 'success', data: data ?? null };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
};

/** Where the test's router is, and its navigate (as a link or the back button would). */
interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
  unmount(): Promise<void>;
}

function Probe({ router }: { router: Partial<TestRouter> }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    router.state = { location };
    router.navigate = navigate;
  });
  return null;
}

async function open(path: string, signedIn = false) {
  const router: Partial<TestRouter> = {};
  const { unmount } = await render(
    <MemoryRouter initialEntries={[path]}>
      <SiteRoutes auth={createMemoryAuth(signedIn ? user : null)} fetch={fixtureFetch} />
      <Probe router={router} />
    </MemoryRouter>,
  );
  router.unmount = async () => unmount();
  return router as TestRouter;
}

describe('demo routes in a browser', () => {
  it('sends /index.html to /home and renders the home page', async () => {
    const router = await open('/index.html');
    await expect.element(page.getByRole('region', { name: '精选推荐' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    await expect.element(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect.element(page.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('starts a new page at the top and returns to the reader’s place on back', async () => {
    const router = await open('/home');
    await expect.element(page.getByRole('region', { name: '精选推荐' })).toBeVisible();
    const place = Math.min(400, document.documentElement.scrollHeight - window.innerHeight);
    expect(place).toBeGreaterThan(100);
    window.scrollTo(0, place);
    await router.navigate('/about');
    await expect.poll(() => window.scrollY).toBe(0);
    await router.navigate(-1);
    await expect.element(page.getByRole('region', { name: '精选推荐' })).toBeVisible();
    await expect.poll(() => window.scrollY).toBe(place);
  });

  it('opens a page loaded afresh at the top, wherever the last fresh page was left', async () => {
    const first = await open('/home');
    await expect.element(page.getByRole('region', { name: '精选推荐' })).toBeVisible();
    window.scrollTo(0, Math.min(400, document.documentElement.scrollHeight - window.innerHeight));
    await expect.poll(() => window.scrollY).toBeGreaterThan(100);
    // The reader stays a moment, so the page hears of the scroll.
    await new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 100)));
    // The tab loads another document: the site starts over with what the first one kept for the tab. The body stays
    // tall, so a wrong place would be reachable at once.
    document.body.style.minHeight = '5000px';
    await first.unmount();
    await open('/home');
    await expect.element(page.getByRole('region', { name: '精选推荐' })).toBeVisible();
    await expect.poll(() => window.scrollY).toBe(0);
    document.body.style.minHeight = '';
  });

  it('themes the page from the provider', async () => {
    await open('/');
    const button = page.getByRole('button', { name: '登录/注册' });
    await expect.element(button).toBeVisible();
    expect(getComputedStyle(button.element()).backgroundColor).toBe('rgb(31, 94, 255)');
  });

  it('sends /account to /account/userinfo', async () => {
    const router = await open('/account', true);
    await expect.element(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/userinfo');
    await expect.element(page.getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
  });

  it('serves the pronunciation dictionary in the account area at /account/dictionary', async () => {
    const router = await open('/account/dictionary', true);
    await expect.element(page.getByRole('heading', { name: '读音词典' })).toBeVisible();
    await expect.element(page.getByText('还没有词条')).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/dictionary');
    await expect.element(page.getByRole('link', { name: '读音词典' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends /aitools to the image text recognition tool inside the tools layout', async () => {
    const router = await open('/aitools', true);
    await expect.element(page.getByRole('heading', { level: 2, name: '图片文字识别' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/aitools/ocr');
    await expect.element(page.getByRole('link', { name: '图片OCR' })).toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '智能工具' }))
      .toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: '工具菜单' }).getByRole('link', { name: '视频提取' }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: '视频提取' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/aitools/rwm');
    await page.getByRole('navigation', { name: '工具菜单' }).getByRole('link', { name: '音频提取' }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: '音频提取' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/aitools/audioParse');
    expect(document.title).toBe('音频提取 - 智能工具 - 配音工坊');
    await page.getByRole('navigation', { name: '工具菜单' }).getByRole('link', { name: '视频下载' }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: '网页视频下载' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/aitools/blobDownloader');
  });

  it('opens speech-to-text at /aitools/asr-v2 from the tools menu', async () => {
    const router = await open('/aitools/ocr', true);
    await page.getByRole('navigation', { name: '工具菜单' }).getByRole('link', { name: '文案提取' }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: '文案提取' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/aitools/asr-v2');
    expect(document.title).toBe('文案提取 - 智能工具 - 配音工坊');
    await expect.element(page.getByRole('tab', { name: '提取文案' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the prompt library at /gpt/prompts to a signed-in user, twelve prompts a page', async () => {
    const router = await open('/gpt/prompts', true);
    await expect.element(page.getByRole('heading', { level: 2, name: '提示词库' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/gpt/prompts');
    expect(document.title).toBe('提示词库 - AI写作 - 配音工坊');
    await expect.element(page.getByRole('article', { name: '路由测试提示词 1', exact: true })).toBeVisible();
    expect(page.getByRole('list', { name: '提示词列表' }).getByRole('article').elements()).toHaveLength(12);
    await page.getByRole('navigation', { name: '提示词分页' }).getByRole('button', { name: '第 2 页' }).click();
    await expect.element(page.getByRole('article', { name: '路由测试提示词 13', exact: true })).toBeVisible();
  });

  it('sends unknown paths home', async () => {
    const router = await open('/no-such-page');
    await expect.element(page.getByRole('region', { name: '精选推荐' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
  });

  for (const path of [
    '/creation?anchorId=12',
    '/creationCenter',
    '/tools',
    '/aitools',
    '/aitools/ocr',
    '/aitools/rwm',
    '/aitools/audioParse',
    '/aitools/blobDownloader',
    '/aitools/rewrite',
    '/aitools/asr-v2',
    '/gpt',
    '/gpt/prompts',
    '/gpt/inspiration',
    '/gpt/inspiration/apply?code=video-script',
    '/inspiration',
    '/draws',
    '/account',
    '/account/password',
    '/account/dictionary',
    '/inviter',
  ]) {
    it(`sends a visitor from ${path} home with 请先登录您的账号！`, async () => {
      const router = await open(path);
      await expect.element(page.getByText('请先登录您的账号！')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/home');
    });
  }

  it('lets a signed-in user into a login-only page', async () => {
    const router = await open('/creationCenter', true);
    await expect.element(page.getByRole('heading', { level: 1, name: '创作中心' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/creationCenter');
  });

  it('serves the writing assistant’s chat at /gpt', async () => {
    const router = await open('/gpt', true);
    await expect.element(page.getByRole('log', { name: '对话内容' })).toHaveTextContent('配音工坊 AI写作助手');
    await expect.element(page.getByRole('textbox', { name: '输入您的问题' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/gpt');
  });

  it('brings an unknown /gpt/… back to the chat', async () => {
    const router = await open('/gpt/no-such-page', true);
    await expect.element(page.getByRole('textbox', { name: '输入您的问题' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/gpt');
  });

  it('serves smart rewrite in the tools layout', async () => {
    const router = await open('/aitools/rewrite', true);
    await expect.element(page.getByRole('region', { name: '智能改写' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '智能改写' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe('/aitools/rewrite');
  });

  it('serves the inspiration center, its apply page by code, and sends /inspiration to it', async () => {
    const router = await open('/inspiration', true);
    await expect.element(page.getByRole('heading', { level: 1, name: '灵感中心' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/gpt/inspiration');
    await page.getByRole('link', { name: '使用模板：短视频口播稿' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: /短视频口播稿/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/gpt/inspiration/apply');
    expect(router.state.location.search).toBe('?code=video-script');
    await page.getByRole('button', { name: '填入示例：便携咖啡机' }).click();
    await expect.element(page.getByRole('textbox', { name: '输入内容' })).toHaveValue('便携咖啡机');
    await page.getByRole('link', { name: /返回灵感中心/ }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: '灵感中心' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/gpt/inspiration');
  });

  it('asks a visitor to log in from a login-required tab and stays put', async () => {
    const router = await open('/about');
    await page.getByRole('link', { name: /AI绘画/ }).click();
    await expect.element(page.getByRole('dialog', { name: '登录配音工坊' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('navigates through the router from the widgets', async () => {
    const router = await open('/home');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '下载' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: '下载配音工坊' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/download');
  });

  it('serves the WeChat callback without the site shell', async () => {
    await open('/wxAuthCallback');
    await expect.element(page.getByText('授权信息无效，请返回配音工坊重新扫码登录。')).toBeVisible();
    expect(document.querySelector('header')).toBeNull();
  });
});
