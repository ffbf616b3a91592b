import { SORT_CUSTOM } from '@dubkit/sdk-core/anchors';
import type { Insertable } from 'kysely';
import type { AnchorsTable, LocalesTable, RolesTable, TagsTable, TemplatesTable } from '../db/schema';

/** Sort 11 lists the user's own custom anchors (the multi-voice picker's second tab). */

export const tags: Insertable<TagsTable>[] = [
  ...[
    [1, '热门推荐'],
    [2, '最新上架'],
    [3, '情感优先'],
    [SORT_CUSTOM, '我的定制'],
  ].map(([id, name], position) => ({ kind: 'sort', id: Number(id), name: String(name), position })),
  ...['全部', '新闻播报', '有声书', '广告促销', '短视频', '纪录片', '教育培训', '游戏动漫', '客服助手'].map(
    (name, id) => ({
      kind: 'scene',
      id,
      name,
      position: id,
    }),
  ),
  ...['全部', '温柔', '磁性', '活泼', '沉稳', '甜美', '浑厚'].map((name, id) => ({
    kind: 'style',
    id,
    name,
    position: id,
  })),
  ...['全部', '男声', '女声'].map((name, id) => ({ kind: 'sex', id, name, position: id })),
  ...['全部', '普通话', '粤语', '英语', '日语', '韩语', '法语', '德语', '西班牙语', '俄语'].map((name, id) => ({
    kind: 'language',
    id,
    name,
    position: id,
  })),
  ...['全部', '普通', '高级', '情感'].map((name, id) => ({ kind: 'aiLevel', id, name, position: id })),
];

interface LanguageSpec {
  id: number;
  /** espeak-ng voice per locale code. */
  locales: Array<{ id: number; name: string; code: string; voice: string }>;
  sample: string;
  male: string[];
  female: string[];
}

const languages: LanguageSpec[] = [
  {
    id: 1,
    locales: [
      { id: 101, name: '中国大陆', code: 'zh-CN', voice: 'cmn' },
      { id: 102, name: '中国台湾', code: 'zh-TW', voice: 'cmn' },
    ],
    sample: '欢迎使用配音工坊，选择喜欢的主播，输入文案，一键生成专业配音。',
    male: [
      '云希',
      '云健',
      '云扬',
      '云野',
      '云泽',
      '云枫',
      '云皓',
      '云峰',
      '云逸',
      '云川',
      '云帆',
      '云舟',
      '云朗',
      '云海',
    ],
    female: [
      '晓晓',
      '晓伊',
      '晓辰',
      '晓涵',
      '晓梦',
      '晓墨',
      '晓秋',
      '晓睿',
      '晓双',
      '晓颜',
      '晓悠',
      '晓甄',
      '晓萱',
      '晓雪',
      '晓琪',
      '晓岚',
    ],
  },
  {
    id: 2,
    locales: [
      { id: 201, name: '中国香港', code: 'zh-HK', voice: 'yue' },
      { id: 202, name: '广东', code: 'zh-GD', voice: 'yue' },
    ],
    sample: '歡迎使用配音工坊，揀一個鍾意嘅主播，輸入文案，即刻生成配音。',
    male: ['阿明', '家豪', '志伟', '俊杰'],
    female: ['嘉欣', '晓曼', '咏琪', '凯婷'],
  },
  {
    id: 3,
    locales: [
      { id: 301, name: '美国', code: 'en-US', voice: 'en-us' },
      { id: 302, name: '英国', code: 'en-GB', voice: 'en-gb' },
    ],
    sample: 'Welcome to DubKit. Pick a voice, write your script and create a professional voice-over in one click.',
    male: ['Guy', 'Davis', 'Tony', 'Ryan', 'Oliver'],
    female: ['Jenny', 'Aria', 'Sara', 'Sonia', 'Libby'],
  },
  {
    id: 4,
    locales: [{ id: 401, name: '日本', code: 'ja-JP', voice: 'ja' }],
    sample: 'ハイキットへようこそ。声を選んで、原稿を入力してください。',
    male: ['Keita', 'Daichi'],
    female: ['Nanami', 'Aoi'],
  },
  {
    id: 5,
    locales: [{ id: 501, name: '韩国', code: 'ko-KR', voice: 'ko' }],
    sample: '더빙 공방에 오신 것을 환영합니다. 목소리를 선택하세요.',
    male: ['InJoon'],
    female: ['SunHi', 'JiMin'],
  },
  {
    id: 6,
    locales: [{ id: 601, name: '法国', code: 'fr-FR', voice: 'fr' }],
    sample: 'Bienvenue sur DubKit. Choisissez une voix et écrivez votre texte.',
    male: ['Henri'],
    female: ['Denise', 'Eloise'],
  },
  {
    id: 7,
    locales: [{ id: 701, name: '德国', code: 'de-DE', voice: 'de' }],
    sample: 'Willkommen bei DubKit. Wählen Sie eine Stimme und schreiben Sie Ihren Text.',
    male: ['Conrad'],
    female: ['Katja'],
  },
  {
    id: 8,
    locales: [{ id: 801, name: '西班牙', code: 'es-ES', voice: 'es' }],
    sample: 'Bienvenido a DubKit. Elige una voz y escribe tu guion.',
    male: ['Alvaro'],
    female: ['Elvira'],
  },
  {
    id: 9,
    locales: [{ id: 901, name: '俄罗斯', code: 'ru-RU', voice: 'ru' }],
    sample: 'Добро пожаловать в DubKit. Выберите голос и напишите текст.',
    male: ['Dmitry'],
    female: ['Svetlana'],
  },
];

export const locales: Insertable<LocalesTable>[] = languages.flatMap((language) =>
  language.locales.map(({ id, name, code }) => ({ id, language_id: language.id, name, code })),
);

/** Emotions and styles: each moves the engine's pitch, rate and intensity so the difference is audible. */
const emotionTemplates = [
  { title: '默认', subtitle: '自然平稳', style: 'general', pitch: 0, rate: 0 },
  { title: '开心', subtitle: '欢快明亮', style: 'cheerful', pitch: 12, rate: 18 },
  { title: '悲伤', subtitle: '低沉缓慢', style: 'sad', pitch: -10, rate: -30 },
  { title: '生气', subtitle: '急促有力', style: 'angry', pitch: 6, rate: 25 },
  { title: '温柔', subtitle: '轻柔舒缓', style: 'gentle', pitch: 4, rate: -15 },
  { title: '新闻播报', subtitle: '端正清晰', style: 'newscast', pitch: -2, rate: 10 },
];
const advancedTemplates = [
  { title: '叙述', subtitle: '娓娓道来', style: 'narration', pitch: 0, rate: -5 },
  { title: '广告', subtitle: '热情饱满', style: 'advertisement', pitch: 8, rate: 15 },
  { title: '客服', subtitle: '亲切耐心', style: 'customerservice', pitch: 3, rate: 0 },
];
const roleSets = [
  { name: '少女', value: 'YoungAdultFemale', variant: 'f4', pitch: 14 },
  { name: '男孩', value: 'Boy', variant: 'm3', pitch: 22 },
  { name: '老年男性', value: 'OlderAdultMale', variant: 'm7', pitch: -14 },
  { name: '老年女性', value: 'OlderAdultFemale', variant: 'f2', pitch: -8 },
];

// A small deterministic PRNG so the seed catalogue is the same on every machine.
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CatalogueSeed {
  anchors: Insertable<AnchorsTable>[];
  scenes: Array<{ anchor_id: number; scene_id: number }>;
  templates: Insertable<TemplatesTable>[];
  roles: Insertable<RolesTable>[];
}

const descriptions = [
  '声音自然亲切，适合日常讲解',
  '音色饱满有磁性，适合广告宣传',
  '清澈明亮，适合有声读物',
  '沉稳大气，适合新闻纪录片',
  '活泼灵动，适合短视频',
];

export function buildCatalogue(now: number): CatalogueSeed {
  const random = prng(20261121);
  const seed: CatalogueSeed = { anchors: [], scenes: [], templates: [], roles: [] };
  let anchorId = 0;
  let templateId = 0;
  let roleId = 0;
  for (const language of languages) {
    const people = [
      ...language.male.map((name) => ({ name, sex: 1 })),
      ...language.female.map((name) => ({ name, sex: 2 })),
    ].sort((a, b) => a.name.localeCompare(b.name, 'zh'));
    people.forEach((person, index) => {
      anchorId += 1;
      const id = anchorId;
      const locale = language.locales[index % language.locales.length];
      if (!locale) throw new Error(`language ${language.id} has no locale`);
      // Mandarin carries every level; other languages are ordinary or advanced.
      const level = language.id === 1 ? [1, 2, 3][index % 3] : index % 4 === 0 ? 2 : 1;
      const variants = person.sex === 1 ? ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'] : ['f1', 'f2', 'f3', 'f4', 'f5'];
      const variant = variants[index % variants.length] ?? variants[0];
      const basePitch = person.sex === 1 ? 35 + Math.round(random() * 15) : 55 + Math.round(random() * 15);
      const baseRate = 150 + Math.round(random() * 40);
      seed.anchors.push({
        id,
        name: person.name,
        description: descriptions[index % descriptions.length] ?? '',
        avatar: `/media/avatars/anchor-${id}.svg`,
        sex: person.sex,
        language_id: language.id,
        locale_id: locale.id,
        level: level ?? 1,
        recommend: [1, 2, 3, 0, 0][index % 5] ?? 0,
        badge: level === 3 ? '情感' : level === 2 ? '高级' : null,
        // Half of the emotion anchors are for members; the quick-creation default (12) stays free.
        members_only: level === 3 && id % 2 === 1 ? 1 : 0,
        engine_voice: locale.voice,
        engine_variant: variant ?? 'm1',
        engine_pitch: basePitch,
        engine_rate: baseRate,
        hot_score: Math.round(random() * 10000),
        created_at: now - (people.length - index) * 86_400_000 - language.id * 3_600_000,
      });
      const sceneCount = 1 + (index % 3);
      for (let s = 0; s < sceneCount; s++) seed.scenes.push({ anchor_id: id, scene_id: 1 + ((id + s * 3) % 8) });
      const templates = level === 3 ? emotionTemplates : level === 2 ? advancedTemplates : [emotionTemplates[0]];
      templates.forEach((template, position) => {
        if (!template) return;
        templateId += 1;
        seed.templates.push({
          id: templateId,
          anchor_id: id,
          title: template.title,
          subtitle: template.subtitle,
          content: language.sample,
          image_path: `/media/avatars/template-${templateId}.svg`,
          filepath: `/media/samples/template-${templateId}.mp3`,
          style: template.style,
          pitch_rate: 0,
          speech_rate: 1,
          volume: 70,
          engine_variant: null,
          engine_pitch: template.pitch,
          engine_rate: template.rate,
          position,
        });
      });
      // Emotion anchors of Mandarin also play roles.
      if (level === 3 && index % 2 === 0) {
        roleSets.forEach((role, position) => {
          roleId += 1;
          seed.roles.push({
            id: roleId,
            anchor_id: id,
            name: role.name,
            avatar: `/media/avatars/role-${roleId}.svg`,
            value: role.value,
            engine_variant: role.variant,
            engine_pitch: role.pitch,
            position,
          });
        });
      }
    });
  }
  return seed;
}
