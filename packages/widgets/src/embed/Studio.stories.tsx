import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listenTo, shadowOf, TOKEN_ENDPOINT, tokenEndpoint, useHandlerFetch } from '../testing/embed';
import { PATIENCE } from '../testing/studio/stories';
import { studioServer } from '../testing/studio/studioServer';
import './elements';

const heard = fn().mockName('element event');

/** A React 19 page embedding the studio for anchor 云健 (12) and its template 开心 (121). */
function StudioPage({ handlers }: { handlers: RequestHandler[] }) {
  const transport = useHandlerFetch(handlers);
  return (
    <dubkit-studio
      anchor-id={12}
      template-id={121}
      publishable-key="pk_story"
      token-endpoint={TOKEN_ENDPOINT}
      fetch={transport}
      {...listenTo(heard)}
    />
  );
}

const server = studioServer();

const meta = {
  title: 'Embed/Studio',
  component: StudioPage,
  args: { handlers: [tokenEndpoint(), ...server.handlers] },
  beforeEach: () => {
    server.reset();
    heard.mockClear();
  },
} satisfies Meta<typeof StudioPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The voice card once the studio (its lazy chunk) has loaded the anchor. */
async function openStudio(canvasElement: HTMLElement) {
  const shadow = await shadowOf(canvasElement, 'dubkit-studio');
  const card = await shadow.screen.findByRole('complementary', { name: '当前主播' }, PATIENCE);
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'), PATIENCE);
  return { ...shadow, card };
}

export const OpensTheAnchor: Story = {
  play: async ({ canvasElement }) => {
    const { card, screen } = await openStudio(canvasElement);
    await expect(within(card).getByRole('heading', { name: '云健' })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: '配音文案' })).toBeVisible();
  },
};

// Typing into the editor and the submit's task-submitted event: embed.browser.test.tsx, with the browser's own keyboard.
export const SubmitBlank: Story = {
  play: async ({ canvasElement }) => {
    const { root, screen } = await openStudio(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '立即合成' }));
    const toast = await screen.findByText('配音内容不能为空', undefined, PATIENCE);
    // The toast portals into the element's shadow root.
    await expect(root.contains(toast)).toBe(true);
    await expect(heard).not.toHaveBeenCalledWith('dubkit:task-submitted', expect.anything());
  },
};
