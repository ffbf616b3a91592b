import type { Anchor, AnchorDetail, AnchorOptions, CustomAnchor, Locale, Template } from '@dubkit/sdk-core';
import { toneUri } from '../tone';

/** Story data of the library widgets, shaped like the reference server's seeded catalogue. */

/** A round avatar with the anchor's first character, as a data URI (stories load no files). */
function avatarUri(name: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue},62%,52%)"/><text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff">${name.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const samples = [toneUri(440, 0.4), toneUri(523, 0.4), toneUri(659, 0.4)] as const;

export const anchorOptions: AnchorOptions = {
  sortTagList: [
    { id: 1, name: '热门推荐' },
    { id: 2, name: '最新上架' },
    { id: 3, name: '情感优先' },
    { id: 11, name: '我的定制' },
  ],
  sceneTagList: ['全部', '新闻播报', '有声书', '广告促销', '短视频', '纪录片'].map((name, id) => ({ id, name })),
  styleTagList: ['全部', '温柔', '磁性', '活泼'].map((name, id) => ({ id, name })),
  sexTagList: ['全部', '男声', '女声'].map((name, id) => ({ id, name })),
  languageTagList: ['全部', '普通话', '粤语', '英语'].map((name, id) => ({ id, name })),
  aiLevelTagList: ['全部', '普通', '高级', '情感'].map((name, id) => ({ id, name })),
};

export const localesByLanguage: Readonly<Record<number, Locale[]>> = {
  0: [{ id: 0, name: '全部地区' }],
  1: [
    { id: 0, name: '全部地区' },
    { id: 101, name: '中国大陆' },
    { id: 102, name: '中国台湾' },
  ],
  2: [
    { id: 0, name: '全部地区' },
    { id: 201, name: '中国香港' },
    { id: 202, name: '广东' },
  ],
  3: [
    { id: 0, name: '全部地区' },
    { id: 301, name: '美国' },
    { id: 302, name: '英国' },
  ],
};

const SAMPLE_TEXT = '欢迎使用配音工坊，选择喜欢的主播，输入文案，一键生成专业配音。';
const TEMPLATE_TITLES = [
  ['叙述', '娓娓道来'],
  ['广告', '热情饱满'],
  ['开心', '轻快愉悦'],
  ['悲伤', '低沉感人'],
] as const;

function templatesOf(id: number, count: number): Template[] {
  return TEMPLATE_TITLES.slice(0, count).map(([title, subtitle], index) => ({
    id: id * 10 + index,
    title,
    subtitle,
    content: SAMPLE_TEXT,
    imagePath: avatarUri(title, 40 * index + 20),
    filepath: samples[index % samples.length] ?? '',
    role: '',
    pitchRate: 0,
    speechRate: 1,
    volume: 70,
    sampleRate: 16000,
  }));
}

interface Seed {
  name: string;
  description: string;
  level: number;
  recommend: number;
  sex: number;
  scenes: string[];
  roles?: number;
}

const SEEDS: Seed[] = [
  {
    name: '晓萱',
    description: '声音自然亲切，适合日常讲解',
    level: 2,
    recommend: 1,
    sex: 2,
    scenes: ['短视频', '有声书'],
  },
  {
    name: '云健',
    description: '清澈明亮，适合有声读物',
    level: 3,
    recommend: 2,
    sex: 1,
    scenes: ['有声书', '纪录片'],
    roles: 2,
  },
  { name: '晓伊', description: '甜美可爱，适合广告促销', level: 1, recommend: 3, sex: 2, scenes: ['广告促销'] },
  { name: '云扬', description: '沉稳大气，适合新闻播报', level: 2, recommend: 0, sex: 1, scenes: ['新闻播报'] },
  { name: '晓辰', description: '温柔细腻，适合情感电台', level: 3, recommend: 1, sex: 2, scenes: ['有声书'], roles: 3 },
  { name: '云野', description: '磁性低沉，适合纪录片解说', level: 1, recommend: 0, sex: 1, scenes: ['纪录片'] },
  { name: '晓涵', description: '活泼俏皮，适合短视频配音', level: 1, recommend: 2, sex: 2, scenes: ['短视频'] },
  { name: '云泽', description: '浑厚有力，适合宣传片', level: 2, recommend: 3, sex: 1, scenes: ['广告促销', '纪录片'] },
];

function anchorOf(seed: Seed, index: number): Anchor {
  const id = index + 11;
  const styles = seed.level === 3 ? 4 : seed.level === 2 ? 3 : 1;
  const templates = templatesOf(id, styles);
  return {
    id,
    anchorType: 0,
    name: seed.name,
    description: seed.description,
    avatar: avatarUri(seed.name, (index * 47) % 360),
    audition: templates[0]?.filepath ?? '',
    level: seed.level,
    recommend: seed.recommend,
    badge: seed.level === 3 ? '情感' : seed.level === 2 ? '高级' : null,
    styleCount: styles,
    roleCount: seed.roles ?? 0,
    emotionEnable: seed.level === 3,
    sceneList: seed.scenes.map((name) => ({ name })),
    favorite: index === 0,
    templateList: templates.map(({ id: templateId, title, filepath }) => ({ id: templateId, title, filepath })),
    languageId: 1,
    sex: seed.sex,
    membersOnly: seed.level === 3,
  };
}

/** 45 anchors: three pages of 20. */
export const anchors: readonly Anchor[] = Array.from({ length: 45 }, (_, index) => {
  const seed = SEEDS[index % SEEDS.length] as Seed;
  const round = Math.floor(index / SEEDS.length);
  return anchorOf(round ? { ...seed, name: `${seed.name}${round + 1}` } : seed, index);
});

export function anchorDetailOf(anchor: Anchor): AnchorDetail {
  const roleCount = anchor.roleCount;
  return {
    id: anchor.id,
    anchorType: 0,
    avatar: anchor.avatar,
    name: anchor.name,
    desc: anchor.description,
    aiLevel: anchor.level,
    roleCount,
    templateList: templatesOf(anchor.id, anchor.styleCount),
    roleList: ['少女', '少年', '老者'].slice(0, roleCount).map((name, index) => ({
      id: anchor.id * 10 + index,
      name,
      avatar: avatarUri(name, 200 + index * 40),
      value: ['Girl', 'Boy', 'OlderAdultMale'][index] ?? '',
    })),
  };
}

export const customAnchor: CustomAnchor = {
  id: 501,
  name: '我的旁白',
  comment: '温柔旁白，语速稍慢',
  anchorId: 12,
  anchorName: '晓萱',
  templateName: '叙述',
  templateId: 110,
  intensity: 1,
  role: '',
  pitch: 20,
  speed: 0.9,
  volume: 80,
  text: '今天的故事，从一场雨开始。',
  anchorAvatar: avatarUri('晓萱', 0),
  templateImage: avatarUri('叙述', 20),
  audio: samples[1],
  avatar: avatarUri('晓萱', 0),
  description: '温柔旁白，语速稍慢',
  level: 2,
};

/** Sort 11 lists the user's custom anchors in the card list, in their own shape. */
export const customListItem = {
  ...customAnchor,
  anchorType: 1,
  anchorId: 11,
} as unknown as Anchor;
