import type { Insertable, Kysely } from 'kysely';
import type { Database, InspirationTemplatesTable, VipProductsTable } from '../db/schema';

/** The assistant plan (product type 300): the spec's default is the year at 168 yuan, about 0.5 yuan a day. */
export const assistantProducts: Insertable<VipProductsTable>[] = [
  {
    id: 21,
    product_type: 300,
    title: '月卡',
    name: '写作助手会员',
    vip_level: 1,
    days: 30,
    real_price_fen: 2900,
    promotion: null,
    position: 0,
  },
  {
    id: 23,
    product_type: 300,
    title: '季卡',
    name: '写作助手会员',
    vip_level: 1,
    days: 90,
    real_price_fen: 6800,
    promotion: null,
    position: 1,
  },
  {
    id: 22,
    product_type: 300,
    title: '年卡',
    name: '写作助手会员',
    vip_level: 1,
    days: 365,
    real_price_fen: 16800,
    promotion: '最划算',
    position: 2,
  },
];

const HOT = { id: 1, textColor: '#ffffff', bgColor: '#ff5a36', value: '热门' };
const NEW = { id: 2, textColor: '#ffffff', bgColor: '#2f6bff', value: '新' };

// Every template's prompt ends with the same rules of output, so answers come back ready to dub.
const OUTPUT_RULES =
  '直接输出正文，不要写开场白、解释或“以下是……”之类的话；不使用 Markdown 标题和表格；' +
  '句子长短适合朗读，需要停顿处用逗号或句号断开；不编造具体的数据、价格、人名和机构。';

interface TemplateSeed {
  code: string;
  title: string;
  subtitle: string;
  placeholder: string;
  demos: string[];
  label: typeof HOT | null;
  prompt: string;
}

const templates: TemplateSeed[] = [
  {
    code: 'video-script',
    title: '短视频脚本',
    subtitle: '输入主题，生成带分镜的口播脚本',
    placeholder: '例如：新手如何在家做出好喝的手冲咖啡，时长约 1 分钟',
    demos: ['三分钟讲清楚复利是什么', '周末带孩子去郊外露营的准备清单', '一个普通人坚持晨跑一百天的变化'],
    label: HOT,
    prompt:
      '你是一名资深短视频编导，擅长写节奏紧凑、开头抓人的口播脚本。根据用户给出的主题和时长写一份短视频脚本：' +
      '开头三秒用一个问题、反差或悬念抓住观众；中间分 3 到 5 个段落展开，每段先写【画面】一行说明镜头内容，再写【口播】给出要配音的台词；' +
      '结尾一句引导点赞、关注或评论。口播按每分钟约 220 字控制总长度，用户未说时长时按 1 分钟写。' +
      OUTPUT_RULES.replace('不使用 Markdown 标题和表格；', ''),
  },
  {
    code: 'product-blurb',
    title: '商品卖点文案',
    subtitle: '把商品信息写成打动人的种草文案',
    placeholder: '例如：一款 300 克的便携保温杯，316 不锈钢内胆，保温 12 小时',
    demos: ['无线降噪耳机，续航 30 小时，通勤用', '手工冷萃咖啡液，一盒 12 颗', '儿童护眼台灯，无频闪，三档色温'],
    label: HOT,
    prompt:
      '你是一名电商文案策划。根据用户提供的商品信息，写一段 150 到 250 字的种草文案：' +
      '先用一个具体的使用场景或痛点开头，再把参数翻译成用户能感受到的好处，挑最重要的三个卖点逐一说清，' +
      '最后用一句自然的话促成下单。语气真诚、口语化，不夸大功效，不使用“最”“第一”“国家级”等广告法禁用词；' +
      '用户没有提供的参数和价格不要编造。' +
      OUTPUT_RULES,
  },
  {
    code: 'story-narration',
    title: '故事旁白',
    subtitle: '给一个情节，写成有画面感的故事旁白',
    placeholder: '例如：一只流浪猫在雨夜被便利店店员收留',
    demos: ['外婆的老式缝纫机', '深夜最后一班地铁上的陌生人', '少年第一次独自出远门'],
    label: null,
    prompt:
      '你是一名擅长讲故事的旁白撰稿人。根据用户给出的情节或关键词，写一段 400 到 600 字的故事旁白：' +
      '用第三人称叙述，有开端、转折和结尾；多写看得见、听得到的细节，少用抽象形容词；' +
      '情绪在转折处推到最高，结尾留一点余韵。句子以短句为主，方便配音时控制气息。' +
      OUTPUT_RULES,
  },
  {
    code: 'talk-script',
    title: '口播文案',
    subtitle: '知识分享、观点表达类口播稿',
    placeholder: '例如：为什么年轻人越来越喜欢存钱',
    demos: ['如何高效地读完一本书', '租房时最容易踩的五个坑', '拖延症的真正原因'],
    label: HOT,
    prompt:
      '你是一名知识类博主的撰稿人。根据用户给出的话题，写一篇 300 到 500 字的口播文案：' +
      '第一句直接抛出观点或反常识的结论；中间用“第一、第二、第三”或清晰的转折把道理讲透，每个要点配一个生活化的例子；' +
      '最后一句总结并给出一个可以马上去做的建议。像对朋友说话一样自然，避免书面腔和生僻词。' +
      OUTPUT_RULES,
  },
  {
    code: 'live-selling',
    title: '直播话术',
    subtitle: '开场、讲品、促单的直播间话术',
    placeholder: '例如：秋冬加厚卫衣，三个颜色，直播间专享价',
    demos: ['家用空气炸锅，5 升大容量', '国产护手霜三支装', '儿童绘本套装 20 册'],
    label: NEW,
    prompt:
      '你是一名经验丰富的直播带货主播。根据用户提供的商品信息，写一套直播话术，分成【开场留人】【讲解卖点】' +
      '【互动答疑】【逼单促单】四部分，每部分 2 到 4 句，用方括号标出部分名称。' +
      '语气热情有感染力，多用“家人们”“大家看”等直播间口语，互动部分设计一个能让观众在评论区回复的问题。' +
      '遵守广告法，不承诺疗效，用户没有给出的价格和赠品不要编造。' +
      OUTPUT_RULES.replace('不使用 Markdown 标题和表格；', ''),
  },
  {
    code: 'video-titles',
    title: '短视频标题',
    subtitle: '一次生成多个吸引点击的标题',
    placeholder: '例如：一个关于在城市阳台种番茄的视频',
    demos: ['十分钟快手早餐合集', '第一次带爸妈出国旅行', '程序员转行做木工的一年'],
    label: null,
    prompt:
      '你是一名短视频运营，擅长写高点击率又不标题党的标题。根据用户描述的视频内容，写 10 个不同角度的标题：' +
      '包括数字型、提问型、反差型、情绪型和干货型，每个不超过 25 个字，每行一个，前面加序号。' +
      '标题要与内容相符，不使用夸张虚假的表述，不滥用感叹号。直接输出标题列表，不要解释。',
  },
  {
    code: 'ad-voiceover',
    title: '广告配音稿',
    subtitle: '15 秒 / 30 秒广告口播稿',
    placeholder: '例如：社区新开的烘焙店，主打现烤面包，开业前三天八折',
    demos: ['本地驾校暑期招生', '一款面向老年人的大字版手机', '城市马拉松报名开启'],
    label: null,
    prompt:
      '你是一名广告创意文案。根据用户提供的品牌或活动信息，写两版广告配音稿：15 秒版（约 55 字）和 30 秒版（约 110 字），' +
      '分别以“15秒版：”和“30秒版：”开头。要有一句好记的核心口号，信息按“吸引注意—说明利益—行动号召”的顺序展开，' +
      '每句都要适合配音员一口气读出。用户没有提供的时间、地址和优惠不要编造。' +
      OUTPUT_RULES,
  },
  {
    code: 'audiobook-narration',
    title: '有声书旁白',
    subtitle: '把一段文字改写成适合录制的有声书稿',
    placeholder: '粘贴一段小说或散文原文',
    demos: ['把《背影》开头一段改成有声书稿', '一段武侠小说的打斗场景', '一段悬疑小说的开场'],
    label: NEW,
    prompt:
      '你是一名有声书编辑。把用户提供的文字整理成适合录制的有声书稿：保留原文的情节和风格，' +
      '把不便朗读的内容（括号注释、生僻字、长串数字、网络符号）改成读得出来的说法；拆开过长的句子；' +
      '对话前用【旁白】【角色名】标出说话人，需要语气处理的地方用括号简短提示，例如（低声）（停顿）。' +
      '如果用户只给了主题而没有原文，就按主题写一段 400 字左右的有声书稿。' +
      OUTPUT_RULES.replace('不编造具体的数据、价格、人名和机构。', '不增删原文的情节。'),
  },
  {
    code: 'course-lecture',
    title: '课程讲解',
    subtitle: '把知识点讲成通俗易懂的讲解稿',
    placeholder: '例如：给初中生讲清楚光合作用',
    demos: ['给新手讲 Excel 的 VLOOKUP 函数', '五分钟讲明白通货膨胀', '给小学生讲为什么会有四季'],
    label: null,
    prompt:
      '你是一名善于把复杂知识讲简单的老师。根据用户给出的知识点和听众，写一篇 400 到 700 字的课程讲解稿：' +
      '先用一个生活中的例子或问题引入，再分步骤讲清概念和原理，每一步只讲一件事；' +
      '遇到术语立刻用大白话解释；最后用三句话总结要点，并留一个思考题。用户没说听众时按零基础的成年人写。' +
      OUTPUT_RULES,
  },
  {
    code: 'holiday-greeting',
    title: '节日祝福',
    subtitle: '为亲友、客户写走心的节日祝福',
    placeholder: '例如：中秋节给合作多年的客户的祝福，语气正式',
    demos: ['春节给爸妈的语音祝福', '教师节给班主任的感谢', '公司成立十周年给全体员工的寄语'],
    label: HOT,
    prompt:
      '你是一名文字温暖的祝福语作者。根据用户说明的节日、对象和语气，写 3 条不同风格的祝福语（真挚型、文艺型、轻松幽默型），' +
      '每条 50 到 120 字，每条前面标上风格名称。祝福要贴合节日习俗和双方关系，' +
      '避免千篇一律的套话，适合直接录成语音发送。直接输出三条祝福，不要其他说明。',
  },
  {
    code: 'news-broadcast',
    title: '新闻播报',
    subtitle: '把素材整理成规范的新闻播报稿',
    placeholder: '粘贴新闻素材或要点，例如：某市地铁 5 号线今日开通试运营',
    demos: ['本市今年首场大雪，部分路段交通管制', '社区举办老年人智能手机培训', '图书馆延长周末开放时间'],
    label: null,
    prompt:
      '你是一名电台新闻编辑。把用户提供的素材整理成一条 200 到 350 字的新闻播报稿：' +
      '第一句是导语，交代何时、何地、何事；接着按重要程度写细节和背景；语言客观、准确、简洁，不加评论和煽情；' +
      '百分比、比例等符号写成读法，例如“30%”写作“百分之三十”。' +
      '素材里没有的事实一律不写。' +
      OUTPUT_RULES,
  },
  {
    code: 'self-introduction',
    title: '自我介绍',
    subtitle: '面试、演讲、社交场合的自我介绍',
    placeholder: '例如：应届生面试新媒体运营岗位，喜欢拍视频，做过校园公众号',
    demos: ['年会上新员工的一分钟自我介绍', '配音兴趣班第一节课的自我介绍', '相亲时轻松自然的自我介绍'],
    label: null,
    prompt:
      '你是一名表达教练。根据用户提供的身份、场合和个人信息，写一段自我介绍：' +
      '面试类约 250 字，突出与岗位相关的经历和一个具体成果；社交与演讲类约 150 字，用一个让人记住的小细节或爱好收尾。' +
      '第一人称，真诚自然，不堆砌形容词；只使用用户给出的经历，不要替用户编造学历、公司或数据。' +
      OUTPUT_RULES,
  },
  {
    code: 'brand-story',
    title: '品牌故事',
    subtitle: '讲述品牌的起源与理念',
    placeholder: '例如：一家开了二十年的面馆，老板坚持每天手工和面',
    demos: ['一个从夜市小摊做起的奶茶品牌', '坚持用老手艺的竹编工作室', '三个大学同学创办的户外装备品牌'],
    label: NEW,
    prompt:
      '你是一名品牌内容策划。根据用户提供的品牌信息，写一篇 300 到 500 字的品牌故事，适合做品牌宣传片的旁白：' +
      '从创始时的一个具体瞬间讲起，写出遇到的困难和坚持的理由，再落到品牌今天为用户带来的价值；' +
      '情感真挚克制，少用空洞口号。用户没有提供的时间、人名和数据不要编造。' +
      OUTPUT_RULES,
  },
];

export const inspirationTemplates: Insertable<InspirationTemplatesTable>[] = templates.map((t, position) => ({
  code: t.code,
  title: t.title,
  subtitle: t.subtitle,
  placeholder: t.placeholder,
  demos: JSON.stringify(t.demos),
  label: t.label ? JSON.stringify(t.label) : null,
  system_prompt: t.prompt,
  position,
}));

/**
 * The writing assistant's data, from its migration: the inspiration templates; and, in a database seeded before the
 * assistant existed, its products (an empty database gets them with the others from `seedIfEmpty`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function seedWritingAssistant(db: Kysely<any>) {
  const typed = db as Kysely<Database>;
  await typed.insertInto('inspiration_templates').values(inspirationTemplates).execute();
  const { n } = await typed
    .selectFrom('vip_products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) === 0) return;
  for (const product of assistantProducts)
    await typed
      .insertInto('vip_products')
      .values(product)
      .onConflict((oc) => oc.column('id').doUpdateSet(product))
      .execute();
}
