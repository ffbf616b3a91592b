import { HttpResponse, http, type RequestHandler } from 'msw';
import { useState } from 'react';
import { waitFor, within } from 'storybook/test';
import type { DubKitElementEventMap } from '../embed/events';
import type { PartnerLogin } from '../embed/partnerSession';
import { handlerFetch } from './withDubKit';

/** Story and test helpers of the embed's custom elements. */

/** The partner's token endpoint in stories and tests. */
export const TOKEN_ENDPOINT = '/partner/dubkit-token';

/** What the partner's backend passes on from `POST /api/partner/token`. */
export const partnerLogin = (patch: Partial<PartnerLogin> = {}): PartnerLogin => ({
  token: 'partner-token-1',
  expire: Date.now() + 10 * 60_000,
  username: 'pt_demo:reader-7',
  nickname: '好物商城用户',
  avatar: '',
  vipLevel: 0,
  ...patch,
});

/** The token endpoint: the login, or the failure status it answers with. */
export function tokenEndpoint(answer: PartnerLogin | number = partnerLogin()): RequestHandler {
  return http.get(TOKEN_ENDPOINT, () =>
    typeof answer === 'number' ? new HttpResponse(null, { status: answer }) : HttpResponse.json(answer),
  );
}

/** A transport answered by `handlers` in-process (a request none answers gets a 404 envelope). */
export function useHandlerFetch(handlers: RequestHandler[]): typeof globalThis.fetch {
  const [transport] = useState(() => handlerFetch(handlers, 'notFound'));
  return transport;
}

/** React 19 event props of an element (`on` + the event's name), calling `hear` with each event's name and detail. */
export function listenTo(hear: (name: string, detail: unknown) => void) {
  const props: { [K in keyof DubKitElementEventMap as `on${K}`]: (event: DubKitElementEventMap[K]) => void } = {
    'ondubkit:anchor-selected': (event) => hear(event.type, event.detail),
    'ondubkit:task-submitted': (event) => hear(event.type, event.detail),
    'ondubkit:audio-ready': (event) => hear(event.type, event.detail),
    'ondubkit:error': (event) => hear(event.type, event.detail),
    'ondubkit:navigate': (event) => hear(event.type, event.detail),
  };
  return props;
}

/**
 * The test setup's no-motion rule (`.storybook/vitest.motion.ts`) is a document style, which does not reach into
 * shadow roots: copy it in, so entering toasts and dialogs are in their final state when axe and assertions look.
 */
export function withoutMotion(root: ShadowRoot): void {
  const rule = document.querySelector('style[data-dubkit-test="no-motion"]');
  if (rule && !root.querySelector('style[data-dubkit-test="no-motion"]')) root.append(rule.cloneNode(true));
}

/** The element's shadow root as a testing-library container, once its part has rendered into it. */
export async function shadowOf(canvas: HTMLElement, tag: string) {
  const host = await waitFor(
    () => {
      const element = canvas.querySelector(tag);
      if (!element?.shadowRoot?.querySelector('.dk-embed-app > *')) throw new Error(`${tag} has not rendered yet`);
      return element;
    },
    { timeout: 10_000 },
  );
  const root = host.shadowRoot as ShadowRoot;
  withoutMotion(root);
  return { host, root, screen: within(root as unknown as HTMLElement) };
}
