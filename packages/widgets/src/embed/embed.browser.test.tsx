/// <reference types="@vitest/browser-playwright" />
import { PUBLISHABLE_KEY_HEADER, routes } from '@dubkit/sdk-core';
import { Button, Dialog } from '@dubkit/ui';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TOKEN_ENDPOINT, tokenEndpoint, withoutMotion } from '../testing/embed';
import { catalogueHandlers } from '../testing/studio/handlers';
import { studioServer } from '../testing/studio/studioServer';
import { handlerFetch } from '../testing/withDubKit';
import { DubKitShadowRoot } from './DubKitShadowRoot';
import type { DubKitTtsButtonElement } from './types';
import './elements';

/** Any of the elements; the TTS button's type has the most properties. */
type DubKitElement = DubKitTtsButtonElement;

const PATIENCE = { timeout: 10_000 };
const hostile = document.createElement('style');
hostile.textContent = `
  html { font-size: 30px !important; }
  * { all: unset !important; font-size: 40px !important; color: #f00 !important; font-family: serif !important;
      line-height: 3 !important; letter-spacing: 4px !important; text-transform: uppercase !important; }
  button { background: #0f0 !important; padding: 30px !important; }
`;

// A test's click is not a user gesture, so Chromium's autoplay policy would refuse play(): let it start.
const play = HTMLMediaElement.prototype.play;
beforeEach(() => {
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});
afterEach(() => {
  HTMLMediaElement.prototype.play = play;
  document.body.replaceChildren();
  hostile.remove();
});

/** Puts HTML into the page as a partner writes it, and gives the element with its transport answered by `handlers`. */
function place(html: string, handlers: RequestHandler[]): DubKitElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as DubKitElement;
  element.fetch = handlerFetch(handlers, 'notFound');
  document.body.append(holder);
  return element;
}

/** The element's shadow root once its part has rendered. */
async function rendered(element: HTMLElement): Promise<ShadowRoot> {
  await expect.poll(() => element.shadowRoot?.querySelector('.dk-embed-app > *'), PATIENCE).toBeTruthy();
  withoutMotion(element.shadowRoot as ShadowRoot);
  return element.shadowRoot as ShadowRoot;
}

const events = (element: HTMLElement, name: string) => {
  const heard = vi.fn();
  // Heard on the document: the events bubble and cross the shadow boundary.
  document.addEventListener(name, (event) => event.target === element && heard((event as CustomEvent).detail));
  return heard;
};

const styleOf = (element: Element) => {
  const style = getComputedStyle(element);
  return {
    fontSize: style.fontSize,
    fontFamily: style.fontFamily,
    color: style.color,
    backgroundColor: style.backgroundColor,
    padding: style.padding,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing,
    textTransform: style.textTransform,
    display: style.display,
  };
};

describe('<dubkit-tts-button> from plain HTML', () => {
  it('mirrors attributes and properties, and re-renders on either', async () => {
    const button = place(
      '<dubkit-tts-button text="你好" anchor-id="12" theme-brand="#c2410c" publishable-key="pk_test"></dubkit-tts-button>',
      [],
    );
    const root = await rendered(button);
    expect(button.anchorId).toBe('12');
    expect(button.publishableKey).toBe('pk_test');
    const press = () => root.querySelector('button') as HTMLButtonElement;
    expect(press().textContent).toBe('朗读');
    expect(getComputedStyle(press()).backgroundColor).toBe('rgb(194, 65, 12)');

    button.themeBrand = '#0f766e';
    expect(button.getAttribute('theme-brand')).toBe('#0f766e');
    await expect.poll(() => getComputedStyle(press()).backgroundColor).toBe('rgb(15, 118, 110)');

    button.setAttribute('locale', JSON.stringify({ embedRead: '听全文' }));
    await expect.poll(() => press().textContent).toBe('听全文');
    // The property wins over the attribute.
    button.messages = { embedRead: 'Listen' };
    await expect.poll(() => press().textContent).toBe('Listen');
  });

  it('keeps its look under hostile page CSS, with our styles in its shadow root', async () => {
    const button = place('<dubkit-tts-button text="你好" anchor-id="12"></dubkit-tts-button>', []);
    const root = await rendered(button);
    const press = root.querySelector('button') as HTMLButtonElement;
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    const rules = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.some((rule) => rule.startsWith(':host'))).toBe(true);
    expect(rules.some((rule) => press.classList.contains(rule.match(/^\.([\w-]+)/)?.[1] ?? '-'))).toBe(true);
    const before = styleOf(press);
    expect(before.fontSize).toBe('14px');

    document.head.append(hostile);
    expect(getComputedStyle(document.body).color).toBe('rgb(255, 0, 0)');
    expect(styleOf(press)).toEqual(before);
  });

  it('fetches the token with the page cookies and sends the publishable key and token', async () => {
    const calls: { url: string; credentials?: RequestCredentials; key: string | null; auth: string | null }[] = [];
    const answer = handlerFetch([tokenEndpoint(), ...studioServer().handlers], 'notFound');
    const button = place(
      `<dubkit-tts-button text="你好" anchor-id="12" publishable-key="pk_test" token-endpoint="${TOKEN_ENDPOINT}"></dubkit-tts-button>`,
      [],
    );
    button.fetch = async (input, init) => {
      const request = new Request(input, init);
      calls.push({
        url: new URL(request.url).pathname,
        credentials: init?.credentials,
        key: request.headers.get(PUBLISHABLE_KEY_HEADER),
        auth: request.headers.get('authorization'),
      });
      return answer(request);
    };
    const root = await rendered(button);
    const ready = events(button, 'dubkit:audio-ready');
    (root.querySelector('button') as HTMLButtonElement).click();
    await expect.poll(() => ready.mock.calls.length, PATIENCE).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ url: TOKEN_ENDPOINT, credentials: 'include' });
    expect(calls.find((call) => call.url === routes.tasks.audition.path)).toMatchObject({
      key: 'pk_test',
      auth: 'Bearer partner-token-1',
    });
  });

  it('reports a failing token endpoint as dubkit:error and a toast', async () => {
    const button = place(
      `<dubkit-tts-button text="你好" anchor-id="12" token-endpoint="${TOKEN_ENDPOINT}"></dubkit-tts-button>`,
      [tokenEndpoint(503)],
    );
    const failed = events(button, 'dubkit:error');
    const root = await rendered(button);
    await expect
      .poll(() => failed.mock.calls[0]?.[0], PATIENCE)
      .toEqual({
        code: 'token',
        message: '登录凭证获取失败，请刷新页面后重试',
        status: 503,
      });
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('登录凭证获取失败，请刷新页面后重试');
  });
});

describe('<dubkit-anchor-picker>', () => {
  it('opens its dialog in its shadow root, above a page fighting for the top', async () => {
    const wall = document.createElement('div');
    wall.style.cssText = 'position:fixed;inset:0;z-index:2147482000;background:rgba(0,0,0,.1);pointer-events:none';
    document.body.append(wall);
    const picker = place(`<dubkit-anchor-picker token-endpoint="${TOKEN_ENDPOINT}"></dubkit-anchor-picker>`, [
      tokenEndpoint(),
      ...catalogueHandlers(),
    ]);
    const root = await rendered(picker);
    document.head.append(hostile);
    const selected = events(picker, 'dubkit:anchor-selected');

    await userEvent.click(page.getByRole('button', { name: '选择主播' }));
    const dialog = page.getByRole('dialog', { name: '选择主播' });
    await expect.element(dialog, PATIENCE).toBeVisible();
    const panel = dialog.element();
    expect(root.contains(panel)).toBe(true);
    expect(document.body.contains(panel)).toBe(false);
    const box = panel.getBoundingClientRect();
    const top = root.elementFromPoint(box.left + box.width / 2, box.top + 20);
    expect(panel.contains(top)).toBe(true);

    // Keyboard: Tab stays in the dialog, Escape closes it and focus returns to the button.
    await userEvent.keyboard('{Tab}');
    expect(panel.contains(root.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(root.activeElement?.textContent).toBe('选择主播');

    await userEvent.click(page.getByRole('button', { name: '选择主播' }));
    await expect
      .element(page.getByRole('radiogroup', { name: '主播列表' }), PATIENCE)
      .toHaveAttribute('aria-busy', 'false');
    // The radio is the card's visually hidden input; its label (the anchor's name) takes the click.
    const radio = page.getByRole('radio').first().element();
    const name = root.getElementById(radio.getAttribute('aria-labelledby') ?? '') as HTMLElement;
    await userEvent.click(page.elementLocator(name));
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await expect.poll(() => selected.mock.calls[0]?.[0]).toMatchObject({ name: name.textContent, anchorType: 0 });
  });
});

describe('<dubkit-studio>', () => {
  it('takes typing from the keyboard and tells the page when the task is submitted', async () => {
    const studio = place(
      `<dubkit-studio anchor-id="12" template-id="121" token-endpoint="${TOKEN_ENDPOINT}"></dubkit-studio>`,
      [tokenEndpoint(), ...studioServer().handlers],
    );
    const submitted = events(studio, 'dubkit:task-submitted');
    await rendered(studio);
    const script = page.getByRole('textbox', { name: '配音文案' });
    await expect
      .element(page.getByRole('complementary', { name: '当前主播' }), PATIENCE)
      .toHaveAttribute('aria-busy', 'false');
    await userEvent.click(script);
    await userEvent.keyboard('欢迎收听早间新闻。');
    await expect.element(script).toHaveTextContent('欢迎收听早间新闻。');
    await userEvent.click(page.getByRole('button', { name: '立即合成' }));
    await expect.element(page.getByRole('dialog', { name: '提交成功' }), PATIENCE).toBeVisible();
    expect(submitted).toHaveBeenCalledWith({ title: '欢迎收听早间新闻', anchorId: 12, anchorType: 0, templateId: 121 });
  });
});

describe('a React 19 host', () => {
  it('sets properties, takes event props and renders the element', async () => {
    const failed = vi.fn();
    const transport = handlerFetch([], 'notFound');
    await render(
      <dubkit-tts-button
        text="你好"
        messages={{ embedRead: '朗读本文' }}
        fetch={transport}
        {...{ 'ondubkit:error': (event: CustomEvent) => failed(event.detail) }}
      />,
    );
    const element = document.querySelector('dubkit-tts-button') as DubKitElement;
    expect(element.fetch).toBe(transport);
    const root = await rendered(element);
    await expect.poll(() => root.querySelector('button')?.textContent).toBe('朗读本文');
    await userEvent.click(page.getByRole('button', { name: '朗读本文' }));
    expect(failed).toHaveBeenCalledWith({ code: 'config', message: '请先设置朗读主播（anchor-id）' });
  });
});

describe('DubKitShadowRoot', () => {
  it('renders its widgets in a shadow root, with their dialogs and our styles there too', async () => {
    const transport = handlerFetch([], 'notFound');
    await render(
      <DubKitShadowRoot fetch={transport} className="partner-slot">
        <Dialog title="确认" trigger={<Button>打开</Button>}>
          内容
        </Dialog>
      </DubKitShadowRoot>,
    );
    const host = document.querySelector('.partner-slot') as HTMLElement;
    const root = await rendered(host);
    document.head.append(hostile);
    const opener = root.querySelector('button') as HTMLButtonElement;
    expect(styleOf(opener).fontSize).toBe('14px');
    await userEvent.click(page.getByRole('button', { name: '打开' }));
    const dialog = page.getByRole('dialog', { name: '确认' });
    await expect.element(dialog).toBeVisible();
    expect(root.contains(dialog.element())).toBe(true);
  });
});
