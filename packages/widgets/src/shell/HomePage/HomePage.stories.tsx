import { type HomeComment, routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mock, navigateSpy, storyUser, withDubKit } from '../../testing';
import { CallToAction } from './CallToAction';
import { FeatureCards } from './FeatureCards';
import { HomeBanner } from './HomeBanner';
import { HomePage } from './HomePage';
import { StepStrip } from './StepStrip';
import { UserReviews } from './UserReviews';

const comments: HomeComment[] = [
  { nickname: '短视频小林', message: '情感主播太真实了，配出来的解说比我自己录的还有感染力。', avatar: '' },
  { nickname: '有声书阿杰', message: '多音字和停顿都能手动调，长篇小说配音省了好多时间。', avatar: '' },
  { nickname: '电商运营 Mia', message: '广告风格的主播很带货，背景音乐一键加上，效率翻倍。', avatar: '' },
  { nickname: '历史老师王', message: '课件配音终于不用熬夜录了，数字读法还能选，细节到位。', avatar: '' },
  { nickname: '纪录片剪辑师', message: '多人对话用多主播功能一次搞定，试听很快。', avatar: '' },
  { nickname: '游戏 UP 主', message: '粤语和英语主播也有，做双语视频方便多了。', avatar: '' },
];

const meta = {
  title: 'Site/HomePage',
  component: HomePage,
  decorators: [withDubKit],
  parameters: { msw: { handlers: [mock(routes.settings.homeComments, comments)] } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentSlide = (region: HTMLElement) =>
  within(region)
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hasAttribute('aria-hidden'));

export const Banner: Story = {
  render: () => <HomeBanner intervalMs={400} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '精选推荐' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getBoundingClientRect().height).toBe(Math.round(window.innerWidth * 0.2));
    await expect(currentSlide(region)).toHaveAccessibleName('第 1 张，共 3 张');
    // Auto-play moves on by itself.
    await waitFor(() => expect(currentSlide(region)).toHaveAccessibleName('第 2 张，共 3 张'), { timeout: 2000 });
  },
};

export const BannerControls: Story = {
  render: () => <HomeBanner intervalMs={60_000} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '精选推荐' });
    await userEvent.click(within(region).getByRole('button', { name: '暂停自动播放' }));
    await expect(within(region).getByRole('button', { name: '继续自动播放' })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '切换到第 3 张' }));
    await expect(currentSlide(region)).toHaveAccessibleName('第 3 张，共 3 张');
    await userEvent.click(within(region).getByRole('button', { name: '下一张' }));
    await expect(currentSlide(region)).toHaveAccessibleName('第 1 张，共 3 张');
    await userEvent.click(within(region).getByRole('button', { name: '挑选主播' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/anchors');
  },
};

export const Features: Story = {
  render: () => <FeatureCards />,
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '语音合成',
      '智能工具',
      '多主播场景',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '立即体验：智能工具' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/tools');
  },
};

export const FeaturesVisitor: Story = {
  render: () => <FeatureCards />,
  parameters: { dubkit: { storyLogin: storyUser() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即体验：智能工具' }));
    const login = await screen.findByRole('dialog', { name: '登录' });
    await expect(navigateSpy).not.toHaveBeenCalled();
    await userEvent.click(within(login).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenLastCalledWith('/tools'));
  },
};

export const Steps: Story = {
  render: () => <StepStrip />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['选择主播', '编辑文本', '合成音频']);
  },
};

export const Reviews: Story = {
  render: () => <UserReviews intervalMs={60_000} />,
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: '用户评价' });
    await expect(within(canvasElement).getByRole('heading', { name: '用户评价' })).toBeInTheDocument();
    const slides = within(region).getAllByRole('group', { hidden: true });
    await expect(slides).toHaveLength(2);
    for (const slide of slides) await expect(within(slide).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    await expect(currentSlide(region)).toHaveTextContent('短视频小林');
    await userEvent.click(within(region).getByRole('button', { name: '切换到第 2 张' }));
    await expect(currentSlide(region)).toHaveTextContent('历史老师王');
  },
};

export const CallToActionVisitor: Story = {
  render: () => <CallToAction />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即配音' }));
    await expect(navigateSpy).not.toHaveBeenCalled();
  },
};

export const CallToActionSignedIn: Story = {
  render: () => <CallToAction />,
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即配音' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/creation?anchorId=12');
  },
};

export const FullPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '精选推荐' })).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: '用户评价' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: '让每一段文字都拥有动人的声音' })).toBeInTheDocument();
  },
};
