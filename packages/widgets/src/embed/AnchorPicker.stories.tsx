import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { listenTo, shadowOf, TOKEN_ENDPOINT, tokenEndpoint, useHandlerFetch } from '../testing/embed';
import { anchors } from '../testing/studio/fixtures';
import { catalogueHandlers } from '../testing/studio/handlers';
import { PATIENCE } from '../testing/studio/stories';
import './elements';

const heard = fn().mockName('element event');

interface HostProps {
  handlers: RequestHandler[];
  theme?: 'light' | 'dark';
  themeBrand?: string;
}

/** A React 19 page embedding the element: attributes, the `fetch` property and event props. */
function AnchorPickerPage({ handlers, theme, themeBrand }: HostProps) {
  const transport = useHandlerFetch(handlers);
  return (
    <dubkit-anchor-picker
      publishable-key="pk_story"
      token-endpoint={TOKEN_ENDPOINT}
      theme={theme}
      theme-brand={themeBrand}
      fetch={transport}
      {...listenTo(heard)}
    />
  );
}

const meta = {
  title: 'Embed/AnchorPicker',
  component: AnchorPickerPage,
  args: { handlers: [tokenEndpoint(), ...catalogueHandlers()] },
  beforeEach: () => heard.mockClear(),
} satisfies Meta<typeof AnchorPickerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = anchors[0] as (typeof anchors)[number];

export const PickAnAnchor: Story = {
  play: async ({ canvasElement }) => {
    const { root, screen } = await shadowOf(canvasElement, 'dubkit-anchor-picker');
    await userEvent.click(screen.getByRole('button', { name: '选择主播' }));
    const dialog = await screen.findByRole('dialog', { name: '选择主播' }, PATIENCE);
    // The dialog portals into the element's shadow root, not the page's body.
    await expect(root.contains(dialog)).toBe(true);
    const list = await screen.findByRole('radiogroup', { name: '主播列表' }, PATIENCE);
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'), PATIENCE);
    await userEvent.click(screen.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(heard).toHaveBeenCalledWith('dubkit:anchor-selected', {
        anchorId: first.id,
        anchorType: first.anchorType,
        name: first.name,
        templateId: first.templateList[0]?.id ?? null,
      }),
    );
    await expect(await screen.findByRole('button', { name: '更换主播' })).toBeVisible();
    await expect(screen.getByText(first.name)).toBeVisible();
  },
};

export const Dark: Story = {
  args: { theme: 'dark', themeBrand: '#fb923c' },
  play: async ({ canvasElement }) => {
    const { screen } = await shadowOf(canvasElement, 'dubkit-anchor-picker');
    const button = screen.getByRole('button', { name: '选择主播' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(251, 146, 60)');
  },
};

export const TokenEndpointFails: Story = {
  args: { handlers: [tokenEndpoint(401), ...catalogueHandlers()] },
  play: async ({ canvasElement }) => {
    const { screen } = await shadowOf(canvasElement, 'dubkit-anchor-picker');
    await waitFor(
      () =>
        expect(heard).toHaveBeenCalledWith('dubkit:error', {
          code: 'token',
          message: '登录凭证获取失败，请刷新页面后重试',
          status: 401,
        }),
      PATIENCE,
    );
    await expect(await screen.findByText('登录凭证获取失败，请刷新页面后重试', undefined, PATIENCE)).toBeVisible();
  },
};
