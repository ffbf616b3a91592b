import type { AsrMemberInfo } from '@dubkit/sdk-core';
import { asrMemberPlanState, PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DubKitProvider } from '../../provider';
import { type MemberPlanCard, MemberPlanCentre, type MemberPlanPick } from './MemberPlanCentre';
import { useMemberPlanCentre } from './useMemberPlanCentre';

const wrapper = ({ children }: { children: ReactNode }) => <DubKitProvider>{children}</DubKitProvider>;
const products = [
  { id: 1, realPrice: 30 },
  { id: 2, realPrice: 288 },
];
const cardOf = (id: number, title: string): MemberPlanCard => ({
  id,
  title,
  price: `¥${id}`,
  notes: [{ text: `${title}的说明` }],
  promotion: null,
});

function Host({
  pick,
  member,
  cards,
}: {
  pick: MemberPlanPick;
  member: AsrMemberInfo | null;
  cards: MemberPlanCard[];
}) {
  const centre = useMemberPlanCentre({
    productType: PRODUCT_TYPE.asr,
    active: true,
    loadMemberPlan: async () => member as AsrMemberInfo,
    loadProducts: async () => products,
    stateOf: asrMemberPlanState,
  });
  return (
    <MemberPlanCentre centre={centre} badge="会员" plan="计划说明" cards={cards} pick={pick} successText="已开通" />
  );
}

describe('MemberPlanCentre', () => {
  it('offers the cards as one choice, none chosen until one is picked, and says why buying waits', async () => {
    render(
      <Host
        member={null}
        cards={[cardOf(1, '月度会员'), cardOf(2, '年度会员')]}
        pick={{ kind: 'choose', label: '会员套餐', warning: '请选择一种套餐' }}
      />,
      { wrapper },
    );
    const group = await screen.findByRole('radiogroup', { name: '会员套餐' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('请选择一种套餐');
    const yearly = screen.getByRole('radio', { name: /年度会员/ }) as HTMLInputElement;
    expect(yearly.checked).toBe(false);
    fireEvent.click(yearly);
    await waitFor(() => expect(yearly.checked).toBe(true));
    expect(screen.queryByText('会员', { exact: true })).toBeNull();
  });

  it('gives each card its own buy button and badges an active member; with no products it says so', async () => {
    const pick: MemberPlanPick = {
      kind: 'buy',
      title: '会员套餐',
      empty: '暂无可开通的套餐',
      button: '立即开通',
      buttonLabel: (card) => `立即开通：${card.title}`,
    };
    const active = { vipLevel: 1, startTime: 0, endTime: 1_800_000_000_000, expired: false };
    const { unmount } = render(<Host member={active} cards={[cardOf(2, '年度会员')]} pick={pick} />, { wrapper });
    expect(await screen.findByRole('button', { name: '立即开通：年度会员' })).toBeTruthy();
    expect(await screen.findByText('会员', { exact: true })).toBeTruthy();
    unmount();
    render(<Host member={null} cards={[]} pick={pick} />, { wrapper });
    expect(await screen.findByText('暂无可开通的套餐')).toBeTruthy();
  });
});
