import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { listenTo, shadowOf, TOKEN_ENDPOINT, tokenEndpoint, useHandlerFetch } from '../testing/embed';
import { PATIENCE } from '../testing/studio/stories';
import { studioServer } from '../testing/studio/studioServer';
import './elements';

const heard = fn().mockName('element event');
const auditioned = fn().mockName('audition body');

interface HostProps {
  handlers: RequestHandler[];
  anchorId?: number;
}

/** A host article with the button reading it (`for`), as a React 19 page embeds it. */
function ArticlePage({ handlers, anchorId }: HostProps) {
  const transport = useHandlerFetch(handlers);
  return (
    <article>
      <dubkit-tts-button
        for="story-article"
        anchor-id={anchorId}
        template-id={121}
        publishable-key="pk_story"
        token-endpoint={TOKEN_ENDPOINT}
        fetch={transport}
        {...listenTo(heard)}
      />
      <p id="story-article">今天的早间新闻：城市地铁新线路正式开通运营。</p>
    </article>
  );
}

const server = studioServer({ onAudition: (body) => auditioned(body) });

const meta = {
  title: 'Embed/TtsButton',
  component: ArticlePage,
  args: { handlers: [tokenEndpoint(), ...server.handlers], anchorId: 12 },
  beforeEach: () => {
    server.reset();
    heard.mockClear();
    auditioned.mockClear();
    // Test clicks are not user gestures: let the audio element start as a real click would.
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = () => Promise.resolve();
    return () => {
      HTMLMediaElement.prototype.play = original;
    };
  },
} satisfies Meta<typeof ArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadsTheArticle: Story = {
  play: async ({ canvasElement }) => {
    const { screen } = await shadowOf(canvasElement, 'dubkit-tts-button');
    await userEvent.click(screen.getByRole('button', { name: '朗读' }));
    await waitFor(() => expect(heard).toHaveBeenCalledWith('dubkit:audio-ready', expect.any(Object)), PATIENCE);
    await expect(auditioned).toHaveBeenCalledWith(expect.objectContaining({ anchorId: 12, templateId: 121 }));
    const stop = screen.getByRole('button', { name: '停止朗读' });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(stop);
    await expect(await screen.findByRole('button', { name: '朗读' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const NoAnchor: Story = {
  args: { anchorId: undefined },
  play: async ({ canvasElement }) => {
    const { screen } = await shadowOf(canvasElement, 'dubkit-tts-button');
    await userEvent.click(screen.getByRole('button', { name: '朗读' }));
    await expect(heard).toHaveBeenCalledWith('dubkit:error', {
      code: 'config',
      message: '请先设置朗读主播（anchor-id）',
    });
    await expect(await screen.findByRole('alert')).toHaveTextContent('请先设置朗读主播（anchor-id）');
    await expect(auditioned).not.toHaveBeenCalled();
  },
};

export const AuditionRefused: Story = {
  args: {
    handlers: [
      tokenEndpoint(),
      ...studioServer({ auditionFailure: { code: 400, message: '试听内容包含敏感词', data: null } }).handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const { screen } = await shadowOf(canvasElement, 'dubkit-tts-button');
    await userEvent.click(screen.getByRole('button', { name: '朗读' }));
    await waitFor(
      () => expect(heard).toHaveBeenCalledWith('dubkit:error', { code: 'api', message: '试听内容包含敏感词' }),
      PATIENCE,
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent('试听内容包含敏感词');
  },
};
