import { createDubKitClient, DEVELOPMENT_AUDITION_KEY, DubKitError, encryptText } from '@dubkit/sdk-core';
import { documentFromText, type ScriptDocument, serialize, splitForAudition } from '@dubkit/sdk-core/markup';
import { type AuditionSnapshot, type AuditionStore, createAuditionStore } from '@dubkit/sdk-core/studio';
import { themeToCss } from '@dubkit/ui';
import { embedMessages } from '../../provider/messages/embed';
import { createAuditionSink } from '../../studio/DubbingStudio/audioSink';
import { dispatchDubKitEvent } from '../dispatch';
import type { DubKitErrorDetail } from '../events';
import type { Mounted } from '../mount';
import { createEmbedAuth, type EmbedAuth } from '../session';
import type { EmbedSettings } from '../settings';
import { shadowContainers } from '../styles';
import { embedTheme } from '../theme';
import * as styles from './TtsButton.css';

export interface TtsButtonProps {
  settings: EmbedSettings;
  host: HTMLElement;
  /** The text to read, taken when the button is pressed. */
  text: () => string;
  anchorId: number | null;
  templateId: number | null;
  /** The key audition text is encrypted with; the reference server's development key by default. */
  auditionKey?: string;
}

/** How long the failure notice stays. */
export const TOAST_MS = 4000;

const ICONS = {
  default:
    '<path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor"/><path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none"/>',
  loading:
    '<path d="M12 3a9 9 0 1 0 9 9" stroke="currentColor" stroke-width="2.5" fill="none" stroke-linecap="round"/>',
  playing: '<rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor"/>',
} as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * `<dubkit-tts-button>`'s part: one button that reads the text aloud through the audition call, chunk by chunk as
 * the studio's audition does. Plain DOM, no React, so the button alone stays small.
 */
export function mount(shadowRoot: ShadowRoot): Mounted<TtsButtonProps> {
  const { app, overlays } = shadowContainers(shadowRoot);
  const themeStyle = document.createElement('style');
  const root = document.createElement('div');
  root.className = styles.root;
  root.dataset.dkTheme = 'tts';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.button;
  const icon = document.createElementNS(SVG_NS, 'svg');
  icon.setAttribute('class', styles.icon);
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('width', '16');
  icon.setAttribute('height', '16');
  icon.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  button.append(icon, label);
  const audio = document.createElement('audio');
  audio.hidden = true;
  root.append(button, audio);
  app.append(themeStyle, root);

  let props: TtsButtonProps | null = null;
  let embedAuth: EmbedAuth | null = null;
  let audition: AuditionStore<string> | null = null;
  let stopFollowing = () => {};
  let previous: AuditionSnapshot = { state: 'default', error: null, done: 0, total: 0 };
  let connection = '';
  let connectedFetch: typeof globalThis.fetch | undefined;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;

  const messages = () => ({ ...embedMessages, ...props?.settings.messages });
  const showToast = (message: string) => {
    clearTimeout(toastTimer);
    overlays.querySelector(`.${styles.toast}`)?.remove();
    const toast = document.createElement('div');
    toast.className = styles.toast;
    toast.dataset.dkTheme = 'tts';
    toast.setAttribute('role', 'alert');
    toast.textContent = message;
    overlays.append(toast);
    toastTimer = setTimeout(() => toast.remove(), TOAST_MS);
  };
  const report = (detail: DubKitErrorDetail) => {
    if (props) dispatchDubKitEvent(props.host, 'dubkit:error', detail);
    showToast(detail.message);
  };

  const render = (snapshot: AuditionSnapshot) => {
    const copy = messages();
    const busy = snapshot.state !== 'default';
    button.dataset.state = snapshot.state;
    button.setAttribute('aria-pressed', String(busy));
    label.textContent =
      snapshot.state === 'loading' ? copy.embedReadLoading : busy ? copy.embedReadStop : copy.embedRead;
    icon.innerHTML = ICONS[snapshot.state === 'paused' ? 'playing' : snapshot.state];
  };

  const follow = (snapshot: AuditionSnapshot) => {
    if (snapshot.state === 'playing' && previous.state === 'loading' && props) {
      const seconds = audio.duration;
      dispatchDubKitEvent(props.host, 'dubkit:audio-ready', {
        ...(Number.isFinite(seconds) ? { durationMs: Math.round(seconds * 1000) } : {}),
      });
    }
    if (snapshot.error && snapshot.error !== previous.error) report({ code: 'api', message: snapshot.error });
    previous = snapshot;
    render(snapshot);
  };

  /** The client, login and player, made again when what they depend on changes. */
  const connect = (next: TtsButtonProps) => {
    const { baseUrl, publishableKey, tokenEndpoint, fetch: transport } = next.settings;
    const key = [baseUrl, publishableKey, tokenEndpoint, next.anchorId, next.templateId, next.auditionKey].join('\n');
    if (key === connection && transport === connectedFetch && audition) return;
    connection = key;
    connectedFetch = transport;
    disconnect();
    embedAuth = createEmbedAuth(next.settings, report, () => messages().embedTokenFailed);
    embedAuth.start();
    const client = createDubKitClient({ baseUrl, publishableKey, auth: embedAuth.auth, fetch: transport });
    const { sink, streaming } = createAuditionSink(audio);
    const anchorId = next.anchorId ?? 0;
    const auditionKey = next.auditionKey ?? DEVELOPMENT_AUDITION_KEY;
    audition = createAuditionStore<string, ScriptDocument>({
      split: (value) => splitForAudition(documentFromText(value)),
      request: async (chunk, signal) => {
        const body = {
          anchorId,
          templateId: next.templateId ?? 0,
          text: await encryptText(auditionKey, serialize(chunk)),
        };
        return streaming
          ? client.auditionStream(body, { signal, handled: true })
          : client.tasks.audition(body, { signal, handled: true });
      },
      sink,
    });
    const own = audition;
    stopFollowing = own.subscribe(() => follow(own.getSnapshot()));
  };
  const disconnect = () => {
    stopFollowing();
    audition?.dispose();
    audition = null;
    embedAuth?.dispose();
    embedAuth = null;
  };

  button.addEventListener('click', () => {
    if (!props || !audition) return;
    if (audition.getSnapshot().state !== 'default') return audition.stop();
    const copy = messages();
    if (props.anchorId === null) return report({ code: 'config', message: copy.embedAnchorRequired });
    const value = props.text().trim();
    if (!value) return showToast(copy.embedReadEmpty);
    audition.play(value).catch((error: unknown) =>
      report({
        code: 'api',
        message: error instanceof Error ? error.message : String(error),
        status: error instanceof DubKitError ? error.code : undefined,
      }),
    );
  });

  return {
    update: (next) => {
      props = next;
      themeStyle.textContent = `[data-dk-theme="tts"]{${themeToCss(embedTheme(next.settings))}}`;
      connect(next);
      render(audition?.getSnapshot() ?? previous);
    },
    unmount: () => {
      disconnect();
      clearTimeout(toastTimer);
      app.remove();
      overlays.remove();
    },
  };
}
