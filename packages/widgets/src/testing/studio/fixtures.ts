import type {
  Anchor,
  AnchorDetail,
  AnchorOptions,
  BackgroundMusic,
  CueFitReport,
  CustomAnchor,
  Locale,
  SoundCategory,
  SoundEffect,
  Task,
  Template,
  Work,
} from '@dubkit/sdk-core';
import { toneUri } from '../tone';

/** Story data of the studio widgets, shaped like the reference server's seeded catalogue. */

/** A round avatar with the name's first character, as a data URI (stories load no files). */
export function avatarUri(name: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue},55%,45%)"/><text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff">${name.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const tones = [toneUri(440, 3), toneUri(523, 3), toneUri(659, 3), toneUri(784, 3)] as const;
const tone = (index: number) => tones[index % tones.length] as string;

export const anchorOptions: AnchorOptions = {
  sortTagList: [
    { id: 1, name: '热门推荐' },
    { id: 2, name: '最新上架' },
    { id: 3, name: '情感优先' },
    { id: 11, name: '我的定制' },
  ],
  sceneTagList: ['全部', '新闻播报', '有声书', '广告促销', '短视频'].map((name, id) => ({ id, name })),
  styleTagList: ['全部', '温柔', '磁性'].map((name, id) => ({ id, name })),
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

const TEMPLATES = [
  { title: '叙述', subtitle: '娓娓道来', pitchRate: 0, speechRate: 1, volume: 70 },
  { title: '开心', subtitle: '轻快愉悦', pitchRate: 20, speechRate: 1.1, volume: 80 },
  { title: '悲伤', subtitle: '低沉感人', pitchRate: -30, speechRate: 0.85, volume: 60 },
  { title: '广告', subtitle: '热情饱满', pitchRate: 10, speechRate: 1.2, volume: 90 },
] as const;

const ROLES = [
  { name: '少女', value: 'Girl' },
  { name: '少年', value: 'Boy' },
  { name: '老者', value: 'OlderAdultMale' },
] as const;

interface Seed {
  name: string;
  description: string;
  level: number;
  sex: number;
  language: number;
  scenes: string[];
  templates: number;
  roles: number;
}

const SEEDS: Seed[] = [
  {
    name: '晓萱',
    description: '声音自然亲切，适合日常讲解',
    level: 2,
    sex: 2,
    language: 1,
    scenes: ['短视频'],
    templates: 3,
    roles: 0,
  },
  {
    name: '云健',
    description: '清澈明亮，适合有声读物',
    level: 3,
    sex: 1,
    language: 1,
    scenes: ['有声书'],
    templates: 4,
    roles: 2,
  },
  {
    name: '晓伊',
    description: '甜美可爱，适合广告促销',
    level: 1,
    sex: 2,
    language: 1,
    scenes: ['广告促销'],
    templates: 1,
    roles: 0,
  },
  {
    name: '云扬',
    description: '沉稳大气，适合新闻播报',
    level: 2,
    sex: 1,
    language: 1,
    scenes: ['新闻播报'],
    templates: 2,
    roles: 0,
  },
  {
    name: '晓辰',
    description: '温柔细腻，适合情感电台',
    level: 3,
    sex: 2,
    language: 1,
    scenes: ['有声书'],
    templates: 4,
    roles: 3,
  },
  {
    name: '阿珍',
    description: '地道粤语，亲切自然',
    level: 1,
    sex: 2,
    language: 2,
    scenes: ['短视频'],
    templates: 1,
    roles: 0,
  },
  {
    name: 'Aria',
    description: '美式英语，清晰标准',
    level: 2,
    sex: 2,
    language: 3,
    scenes: ['新闻播报'],
    templates: 2,
    roles: 0,
  },
  {
    name: '云泽',
    description: '浑厚有力，适合宣传片',
    level: 1,
    sex: 1,
    language: 1,
    scenes: ['广告促销'],
    templates: 1,
    roles: 0,
  },
];

function templatesOf(anchorId: number, count: number): Template[] {
  return TEMPLATES.slice(0, count).map((template, index) => ({
    id: anchorId * 10 + index,
    ...template,
    content: '欢迎使用配音工坊，选择喜欢的主播，输入文案，一键生成专业配音。',
    imagePath: avatarUri(template.title, 30 + index * 60),
    filepath: tone(index + 1),
    role: '',
    sampleRate: 16000,
  }));
}

const seedOf = (index: number) => SEEDS[index % SEEDS.length] as Seed;

function anchorOf(index: number): Anchor {
  const seed = seedOf(index);
  const round = Math.floor(index / SEEDS.length);
  const id = index + 11;
  const name = round ? `${seed.name}${round + 1}` : seed.name;
  return {
    id,
    anchorType: 0,
    name,
    description: seed.description,
    avatar: avatarUri(name, (index * 47) % 360),
    audition: tone(index),
    level: seed.level,
    recommend: 0,
    badge: null,
    styleCount: seed.templates,
    roleCount: seed.roles,
    emotionEnable: seed.level === 3,
    sceneList: seed.scenes.map((scene) => ({ name: scene })),
    favorite: index % 5 === 0,
    templateList: templatesOf(id, seed.templates).map(({ id: templateId, title, filepath }) => ({
      id: templateId,
      title,
      filepath,
    })),
    languageId: seed.language,
    sex: seed.sex,
    // One emotion voice is for members only (the server refuses its tasks for free users with 402).
    membersOnly: seed.name === '晓辰',
  };
}

/** A catalogue of `count` anchors cycling through eight voices. */
export const anchorsOf = (count: number): Anchor[] => Array.from({ length: count }, (_, index) => anchorOf(index));

/** 40 anchors: two pages of 30 in the voice picker. */
export const anchors: readonly Anchor[] = anchorsOf(40);

export function anchorDetailOf(anchor: Anchor): AnchorDetail {
  const seed = seedOf(anchor.id - 11);
  return {
    id: anchor.id,
    anchorType: 0,
    avatar: anchor.avatar,
    name: anchor.name,
    desc: anchor.description,
    aiLevel: anchor.level,
    roleCount: seed.roles,
    templateList: templatesOf(anchor.id, seed.templates),
    membersOnly: anchor.membersOnly,
    roleList: ROLES.slice(0, seed.roles).map((role, index) => ({
      id: anchor.id * 10 + index,
      ...role,
      avatar: avatarUri(role.name, 200 + index * 40),
    })),
  };
}

export const customAnchor: CustomAnchor = {
  id: 501,
  name: '我的旁白',
  comment: '温柔旁白，语速稍慢',
  anchorId: 12,
  anchorName: '云健',
  templateName: '悲伤',
  templateId: 122,
  intensity: 1,
  role: 'Boy',
  pitch: -40,
  speed: 0.9,
  volume: 80,
  text: '今天的故事，从一场雨开始。',
  anchorAvatar: avatarUri('云健', 47),
  templateImage: avatarUri('悲伤', 150),
  audio: tone(2),
  avatar: avatarUri('云健', 47),
  description: '温柔旁白，语速稍慢',
  level: 3,
};

/** The server sends a custom anchor with its system anchor's id, which the contract does not declare yet. */
export const customAnchorOnServer: CustomAnchor = Object.assign({ anchorId: 12 }, customAnchor);

/** Sort 11 answers with the user's custom anchors in their own shape. */
export const customListItem = { ...customAnchorOnServer, anchorType: 1 } as unknown as Anchor;

/** The custom anchor's detail: its system anchor with only the saved template. */
export function customDetailOf(base: Anchor): AnchorDetail {
  const detail = anchorDetailOf(base);
  return {
    ...detail,
    id: customAnchor.id,
    anchorType: 1,
    name: customAnchor.name,
    desc: customAnchor.comment,
    templateList: detail.templateList.filter((template) => template.id === customAnchor.templateId),
  };
}

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 4, 20, 2, 30);

const TASK_STATUSES = [
  { status: 1, statusName: '合成成功' },
  { status: 2, statusName: '合成中' },
  { status: 0, statusName: '排队中' },
  { status: -1, statusName: '合成失败：主播暂不可用' },
] as const;

const TITLES = ['产品发布会开场', '睡前故事·小熊', '新闻早报', '店铺促销广播', '纪录片旁白', '英语晨读'];
/** Titles repeat with a number from the second round on, so every row has its own name. */
const titleOf = (index: number) => {
  const round = Math.floor(index / TITLES.length);
  return `${TITLES[index % TITLES.length]}${round ? round + 1 : ''}`;
};

/** A task's subtitles as the server writes them, as links that download them. */
const subtitlesOf = (title: string) => {
  const srt = `1\n00:00:00,010 --> 00:00:02,950\n${title}\n`;
  const vtt = `WEBVTT\n\n00:00:00.010 --> 00:00:02.950\n${title}\n`;
  return {
    srt: `data:application/x-subrip;charset=utf-8,${encodeURIComponent(srt)}`,
    vtt: `data:text/vtt;charset=utf-8,${encodeURIComponent(vtt)}`,
  };
};

/**
 * 30 tasks, newest first; the first four cover every status. Done tasks have subtitles, except the fifth (纪录片旁白),
 * finished before subtitles were made.
 */
export const tasks: readonly Task[] = Array.from({ length: 30 }, (_, index) => {
  const { status, statusName } = TASK_STATUSES[index % TASK_STATUSES.length] ?? TASK_STATUSES[0];
  const anchor = anchors[index % anchors.length] as Anchor;
  const code = `T${String(1000 + index)}`;
  const done = status === 1;
  return {
    code,
    title: titleOf(index),
    anchorName: anchor.name,
    styleName: anchor.templateList[0]?.title ?? '',
    length: 120 + index * 37,
    createTime: T0 - index * DAY,
    status,
    statusName,
    filepath: done ? tone(index) : '',
    audioBgmPath: done ? tone(index) : '',
    durationMs: done ? 3000 : 0,
    ...(done && index !== 4 ? { subtitles: subtitlesOf(titleOf(index)) } : {}),
  };
});

/** 23 drafts, newest first: three pages of 10. */
export const works: readonly Work[] = Array.from({ length: 23 }, (_, index) => {
  const anchor = anchors[(index * 3) % anchors.length] as Anchor;
  const template = anchor.templateList[0];
  return {
    workId: 900 - index,
    title: index === 2 ? '' : `${titleOf(index)}草稿`,
    anchorId: anchor.id,
    anchorType: 0,
    anchorName: anchor.name,
    templateId: template?.id ?? 0,
    templateName: template?.title ?? '',
    styleName: template?.title ?? '',
    role: '',
    styleDegree: 1,
    pitchRate: 0,
    speechRate: 1,
    volume: 100,
    content: '<speak>欢迎使用配音工坊。</speak>',
    contentVersion: 2,
    bgmId: 0,
    bgmVolume: 50,
    bgmFadein: 0,
    bgmFadeout: 0,
    length: 80 + index * 11,
    updateTime: T0 - index * DAY - 3_600_000,
  };
});

/** Sound-effect categories and their sounds (the toolbar's 音效 menu); each preview really plays for its duration. */
export const soundCategories: readonly SoundCategory[] = [
  { id: 1, name: '搞笑' },
  { id: 2, name: '自然' },
  { id: 3, name: '科技' },
];

const sound = (name: string, hz: number, duration: number): SoundEffect => ({
  name,
  filepath: toneUri(hz, duration),
  duration,
});

export const soundsByCategory: Readonly<Record<number, readonly SoundEffect[]>> = {
  1: [sound('弹簧', 330, 0.9), sound('小丑喇叭', 392, 0.8), sound('冷笑话鼓点', 294, 1.6)],
  2: [sound('雨声', 262, 4.5), sound('鸟鸣', 880, 3)],
  3: [],
};

/** Background music (the toolbar's 背景音乐 menu); previews are short tones, durations as the server lists them. */
export const backgroundMusic: readonly BackgroundMusic[] = [
  { id: 31, name: '清晨钢琴', filepath: tone(0), duration: 135 },
  { id: 32, name: '轻快吉他', filepath: tone(1), duration: 98 },
  { id: 33, name: '科技律动', filepath: tone(2), duration: 152 },
  { id: 34, name: '温暖弦乐', filepath: tone(3), duration: 61 },
];

/** One cue of a fit report: a slot from `startMs` to `endMs`, sped up when not `fits`, running `overrunMs` past it. */
export const cueFit = (
  startMs: number,
  endMs: number,
  text: string,
  status: CueFitReport['status'],
  overrunMs = 0,
): CueFitReport => ({
  startMs,
  endMs,
  text,
  slotMs: endMs - startMs,
  borrowMs: 0,
  naturalMs: endMs - startMs + overrunMs,
  rate: status === 'fits' ? 1 : 1.15,
  stretch: status === 'fits' ? 1 : 1.13,
  overrunMs,
  status,
});
