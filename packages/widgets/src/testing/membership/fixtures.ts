import type { LastPayment, MemberInfo, PresetOrder, VipProduct } from '@dubkit/sdk-core';

/** Story data of the membership widgets, shaped like the reference server's products and orders. */

/** A QR-like image of the given seed, standing in for the server's rendered payment code. */
function qrImageUri(seed: number): string {
  const cells: string[] = [];
  let state = seed;
  for (let y = 0; y < 25; y++)
    for (let x = 0; x < 25; x++) {
      const finder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      state = (state * 1103515245 + 12345) % 2147483648;
      if (!finder && state % 2) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  const finder = (x: number, y: number) => `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 27 27"><rect x="-1" y="-1" width="27" height="27" fill="#fff"/><path fill-rule="evenodd" d="${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}${cells.join('')}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const products: VipProduct[] = [
  { id: 1, title: '月度会员', name: '黄金会员', vipLevel: 2, realPrice: 29, averagePrice: 0.97, promotion: '新人特惠' },
  { id: 2, title: '季度会员', name: '黄金会员', vipLevel: 2, realPrice: 79, averagePrice: 0.88, promotion: null },
  { id: 3, title: '年度会员', name: '钻石会员', vipLevel: 3, realPrice: 199, averagePrice: 0.55, promotion: '最划算' },
];

export const visitorMember: MemberInfo = {
  newUser: true,
  vipLevel: 0,
  vipName: '',
  endTime: 0,
  expired: false,
  showRenew: false,
};

export const goldMember: MemberInfo = {
  newUser: false,
  vipLevel: 2,
  vipName: '黄金会员',
  endTime: Date.UTC(2026, 5, 30, 12),
  expired: false,
  showRenew: false,
};

export const lastPayments: LastPayment[] = [
  { nickname: '用户138****0001', title: '年度会员', payTime: Date.UTC(2025, 0, 1) },
  { nickname: '用户139****0002', title: '月度会员', payTime: Date.UTC(2025, 0, 1) },
  { nickname: '用户137****0003', title: '季度会员', payTime: Date.UTC(2025, 0, 1) },
];

export function orderOf(productId: number, payMethod: 1 | 2, serial = 1): PresetOrder {
  const product = products.find((p) => p.id === productId);
  return {
    orderNo: `DK${productId}${payMethod}${serial}`,
    qrcode: qrImageUri(productId * 100 + payMethod * 10 + serial),
    amount: product?.realPrice ?? 0,
    payMethod,
  };
}
