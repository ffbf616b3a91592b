import type { Insertable } from 'kysely';
import type { BannersTable, HomeCommentsTable, VipProductsTable } from '../db/schema';
import { assistantProducts } from './assistant';

export const vipProducts: Insertable<VipProductsTable>[] = [
  {
    id: 1,
    product_type: 100,
    title: '月度会员',
    name: '黄金会员',
    vip_level: 2,
    days: 30,
    real_price_fen: 2900,
    promotion: '新人特惠',
    position: 0,
  },
  {
    id: 2,
    product_type: 100,
    title: '季度会员',
    name: '黄金会员',
    vip_level: 2,
    days: 90,
    real_price_fen: 7900,
    promotion: null,
    position: 1,
  },
  {
    id: 3,
    product_type: 100,
    title: '年度会员',
    name: '钻石会员',
    vip_level: 3,
    days: 365,
    real_price_fen: 19900,
    promotion: '最划算',
    position: 2,
  },
  {
    id: 11,
    product_type: 200,
    title: '转文字月卡',
    name: '转文字会员',
    vip_level: 1,
    days: 30,
    real_price_fen: 1900,
    promotion: null,
    position: 0,
  },
  {
    id: 12,
    product_type: 200,
    title: '转文字年卡',
    name: '转文字会员',
    vip_level: 1,
    days: 365,
    real_price_fen: 14900,
    promotion: '省 79 元',
    position: 1,
  },
  ...assistantProducts,
];

export const homeComments: Insertable<HomeCommentsTable>[] = [
  {
    id: 1,
    nickname: '短视频小林',
    message: '情感主播太真实了，配出来的解说比我自己录的还有感染力。',
    avatar: '/media/avatars/user-1.svg',
    position: 0,
  },
  {
    id: 2,
    nickname: '有声书阿杰',
    message: '多音字和停顿都能手动调，长篇小说配音省了好多时间。',
    avatar: '/media/avatars/user-2.svg',
    position: 1,
  },
  {
    id: 3,
    nickname: '电商运营 Mia',
    message: '广告风格的主播很带货，背景音乐一键加上，效率翻倍。',
    avatar: '/media/avatars/user-3.svg',
    position: 2,
  },
  {
    id: 4,
    nickname: '历史老师王',
    message: '课件配音终于不用熬夜录了，数字读法还能选，细节到位。',
    avatar: '/media/avatars/user-4.svg',
    position: 3,
  },
  {
    id: 5,
    nickname: '纪录片剪辑师',
    message: '多人对话用多主播功能一次搞定，试听很快。',
    avatar: '/media/avatars/user-5.svg',
    position: 4,
  },
  {
    id: 6,
    nickname: '游戏 UP 主',
    message: '粤语和英语主播也有，做双语视频方便多了。',
    avatar: '/media/avatars/user-6.svg',
    position: 5,
  },
];

export function banners(now: number): Insertable<BannersTable>[] {
  return [
    {
      id: 1,
      position: 1,
      name: '新用户开通会员立享 8 折',
      link: '/home?vip=1',
      image_path: '/media/banners/activity-1.svg',
      begin_time: now - 86_400_000,
      end_time: now + 365 * 86_400_000,
      closeable: 1,
    },
  ];
}
