import type { AsrMemberInfo, AsrProduct } from '@dubkit/sdk-core';
import { asrMemberPlanState, PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { useDubKit } from '../../provider';
import { asrMember, asrServer } from '../../testing/tools/asr';
import { PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { withDubKit } from '../../testing/withDubKit';
import { MemberPlanCentre, type MemberPlanPick } from './MemberPlanCentre';
import { useMemberPlanCentre } from './useMemberPlanCentre';

/** A plan's widget as the assistant and speech-to-text put it together: its plan, its cards, its way to buy. */
function PlanHost({ pick }: { pick: 'choose' | 'buy' }) {
  const { client } = useDubKit();
  const centre = useMemberPlanCentre<AsrMemberInfo, AsrProduct>({
    productType: PRODUCT_TYPE.asr,
    active: true,
    loadMemberPlan: (signal) => client.tools.asrVipInfo(undefined, { signal, handled: true }),
    loadProducts: (signal) => client.tools.asrVipProducts(undefined, { signal, handled: true }),
    stateOf: asrMemberPlanState,
    pollIntervalMs: 50,
  });
  const how: MemberPlanPick =
    pick === 'choose'
      ? { kind: 'choose', label: '会员套餐', warning: null }
      : {
          kind: 'buy',
          title: '会员套餐',
          empty: '暂无可开通的套餐',
          button: '立即开通',
          buttonLabel: (card) => `立即开通：${card.title}`,
        };
  return (
    <MemberPlanCentre
      centre={centre}
      badge="会员"
      plan={centre.memberState === 'active' ? '会员有效期至 2027-01-01' : '未开通'}
      cards={centre.products.map((product) => ({
        id: product.id,
        name: product.name,
        title: product.title,
        price: `¥${product.realPrice}`,
        original: product.originPrice > product.realPrice ? `原价 ¥${product.originPrice}` : undefined,
        notes: [{ text: `每月 ${product.minutes} 分钟转写时长` }],
        promotion: product.promotion,
      }))}
      pick={how}
      successText="已开通"
    />
  );
}

function story(options?: Parameters<typeof asrServer>[0]) {
  const server = asrServer(options);
  return { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } };
}

const meta = {
  title: 'Membership/MemberPlanCentre',
  component: PlanHost,
  decorators: [withDubKit],
  args: { pick: 'buy' },
  parameters: story(),
} satisfies Meta<typeof PlanHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card its own buy button: it opens the 375 px payment of that product. */
export const BuyEach: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '立即开通：年度会员' }, PATIENCE));
    const pay = await screen.findByRole('dialog', { name: '扫码支付' });
    await expect(within(pay).getByText(/应付金额/)).toHaveTextContent('应付金额¥288');
  },
};

/** One choice among the cards (the host's button buys it): none chosen, then the picked one. */
export const Choose: Story = {
  args: { pick: 'choose' },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('radiogroup', { name: '会员套餐' }, PATIENCE);
    const yearly = await within(group).findByRole('radio', { name: /年度会员/ });
    await expect(yearly).not.toBeChecked();
    await userEvent.click(yearly);
    await expect(yearly).toBeChecked();
  },
};

/** An active member: the badge and the plan's end. */
export const ActiveMember: Story = {
  parameters: story({ member: asrMember }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('会员有效期至 2027-01-01', {}, PATIENCE)).toBeVisible();
    await expect(within(canvasElement).getByText('会员', { exact: true })).toBeVisible();
  },
};
