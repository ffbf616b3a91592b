import type { Insertable, Kysely } from 'kysely';
import type { Database, SampleScenesTable, SamplesTable } from '../db/schema';

/** The sample scenes in tab order, each with the template styles (by title) that suit it, best first. */
export const SAMPLE_SCENES = [
  { id: 1, name: '广告促销', templates: ['广告', '开心', '默认'] },
  { id: 2, name: '新闻播报', templates: ['新闻播报', '默认', '叙述'] },
  { id: 3, name: '有声读物', templates: ['叙述', '温柔', '悲伤'] },
  { id: 4, name: '短视频解说', templates: ['开心', '叙述', '默认'] },
  { id: 5, name: '教育培训', templates: ['默认', '叙述', '客服'] },
  { id: 6, name: '企业宣传', templates: ['广告', '默认', '新闻播报'] },
  { id: 7, name: '情感电台', templates: ['温柔', '悲伤', '叙述'] },
] as const;

type SeedSample = { scene: number; name: string; comment: string; text: string };

/** Six samples per scene, in the order each scene lists them. */
export const SEED_SAMPLES: readonly SeedSample[] = [
  {
    scene: 1,
    name: '双十一大促',
    comment: '热情饱满的电商促销口播',
    text: '双十一狂欢购物节正式开启！全场商品五折起，前一百名下单再送精美礼品，手慢无！',
  },
  {
    scene: 1,
    name: '新店开业',
    comment: '门店开业宣传，喜庆有感染力',
    text: '好消息，好消息！本店盛大开业，进店即送饮品一杯，欢迎新老朋友光临品尝。',
  },
  {
    scene: 1,
    name: '超市特价',
    comment: '适合门店循环播放',
    text: '各位顾客请注意，生鲜区今日特价，新鲜鸡蛋每斤只要四块九，数量有限，先到先得。',
  },
  {
    scene: 1,
    name: '手机新品发布',
    comment: '科技产品广告，节奏明快',
    text: '全新一代旗舰手机，轻薄机身，超长续航，一亿像素影像系统，记录生活每一个精彩瞬间。',
  },
  {
    scene: 1,
    name: '健身房招募',
    comment: '活力十足的会员招募',
    text: '夏天就要到了，你准备好了吗？现在办理年卡立减五百元，还送三节私教课，快来一起燃脂吧！',
  },
  {
    scene: 1,
    name: '家居焕新季',
    comment: '温馨的家居品牌促销',
    text: '家居焕新季，沙发床垫限时八折。给家人一个更舒适的家，就从今天开始。',
  },
  {
    scene: 2,
    name: '早间新闻',
    comment: '端正清晰的新闻播报',
    text: '各位观众早上好，欢迎收看早间新闻。今天上午，全国多地迎来降雨天气，请大家出行注意安全。',
  },
  {
    scene: 2,
    name: '财经快讯',
    comment: '简洁专业的财经资讯',
    text: '财经快讯。今日沪深两市小幅高开，科技板块表现活跃，成交量较昨日有所放大。',
  },
  {
    scene: 2,
    name: '天气预报',
    comment: '亲切平稳的天气播报',
    text: '明天白天晴转多云，最高气温二十六度，最低气温十八度，早晚温差较大，请注意添加衣物。',
  },
  {
    scene: 2,
    name: '体育新闻',
    comment: '有节奏感的赛事报道',
    text: '在昨晚结束的比赛中，主队凭借下半场的两粒进球，以二比一逆转取胜，成功晋级八强。',
  },
  {
    scene: 2,
    name: '社区通知',
    comment: '适合社区广播和公告',
    text: '各位居民请注意，本周六上午九点，小区将进行消防演练，届时请大家配合工作人员有序疏散。',
  },
  {
    scene: 2,
    name: '交通路况',
    comment: '清楚明了的路况信息',
    text: '现在为您播报实时路况。环城高速东段车流量较大，行驶缓慢，建议您绕行城市快速路。',
  },
  {
    scene: 3,
    name: '童话故事',
    comment: '娓娓道来的睡前故事',
    text: '从前，在一片大森林里，住着一只爱唱歌的小狐狸。每天傍晚，它都会坐在树下，为月亮唱一首歌。',
  },
  {
    scene: 3,
    name: '散文朗读',
    comment: '温柔细腻的散文朗读',
    text: '春天来了，柳枝发了芽，桃花开满了山坡。风轻轻吹过，空气里都是泥土和青草的味道。',
  },
  {
    scene: 3,
    name: '悬疑小说',
    comment: '低沉有张力的悬疑氛围',
    text: '午夜十二点，走廊尽头的那扇门，忽然发出了吱呀一声。他屏住呼吸，慢慢地转过身去。',
  },
  {
    scene: 3,
    name: '历史故事',
    comment: '沉稳大气的历史讲述',
    text: '两千多年前，张骞奉命出使西域，一路穿越戈壁与雪山，打开了一条连接东西方的道路。',
  },
  {
    scene: 3,
    name: '诗词赏析',
    comment: '古典诗词的舒缓朗读',
    text: '床前明月光，疑是地上霜。举头望明月，低头思故乡。短短二十个字，道尽了游子的思乡之情。',
  },
  {
    scene: 3,
    name: '成长小说',
    comment: '青春成长题材的叙述',
    text: '那年夏天，我第一次离开家乡。站在火车站台上，我回头看了一眼，母亲还在向我挥手。',
  },
  {
    scene: 4,
    name: '美食探店',
    comment: '轻松活泼的探店解说',
    text: '今天带大家来尝一家藏在巷子里的面馆，汤头浓郁，面条筋道，一碗下去真的太满足了！',
  },
  {
    scene: 4,
    name: '电影解说',
    comment: '节奏紧凑的影视解说',
    text: '这部电影讲述了一个普通人意外卷入一场阴谋的故事，而接下来发生的一切，彻底改变了他的命运。',
  },
  {
    scene: 4,
    name: '旅行Vlog',
    comment: '适合旅行视频旁白',
    text: '清晨的古镇格外安静，石板路上还带着露水。我们沿着小河慢慢走，去寻找最地道的早餐。',
  },
  {
    scene: 4,
    name: '生活小妙招',
    comment: '实用技巧类短视频',
    text: '衣服上沾了油渍怎么办？只要滴上几滴洗洁精，轻轻揉搓几分钟，再用清水冲洗就干净啦。',
  },
  {
    scene: 4,
    name: '数码开箱',
    comment: '年轻化的开箱口播',
    text: '快递终于到了，我们一起来开箱！包装很简洁，耳机小巧精致，佩戴起来也非常舒服。',
  },
  {
    scene: 4,
    name: '萌宠日常',
    comment: '俏皮可爱的宠物视频',
    text: '看，我家的小猫又在偷偷玩毛线球了，被发现之后还一脸无辜地看着我，简直太可爱了！',
  },
  {
    scene: 5,
    name: '数学课堂',
    comment: '清晰耐心的课程讲解',
    text: '同学们，今天我们来学习分数的加法。分母相同的两个分数相加，分母不变，分子相加就可以了。',
  },
  {
    scene: 5,
    name: '英语学习',
    comment: '语言学习课程导入',
    text: '学习英语最重要的是坚持。每天花十五分钟听一段短文，一个月后你会发现自己的进步。',
  },
  {
    scene: 5,
    name: '安全培训',
    comment: '企业员工安全培训',
    text: '进入车间前，请务必佩戴好安全帽和防护手套。发现安全隐患，请第一时间向负责人报告。',
  },
  {
    scene: 5,
    name: '科普小知识',
    comment: '生动易懂的科普讲解',
    text: '你知道为什么天空是蓝色的吗？因为阳光中的蓝光更容易被空气散射，所以我们看到的天空是蓝色的。',
  },
  {
    scene: 5,
    name: '软件操作教程',
    comment: '一步一步的操作说明',
    text: '首先，点击页面右上角的新建按钮，然后输入文件名称，最后点击保存，就完成了创建。',
  },
  {
    scene: 5,
    name: '考前动员',
    comment: '鼓舞人心的考前寄语',
    text: '距离考试只剩最后三十天，请大家调整好作息，查漏补缺。相信自己，你们一定可以的！',
  },
  {
    scene: 6,
    name: '企业简介',
    comment: '大气稳重的企业介绍',
    text: '我们专注智能语音技术十余年，服务超过一万家企业客户，用声音连接每一个需要被听见的地方。',
  },
  {
    scene: 6,
    name: '品牌故事',
    comment: '有温度的品牌叙述',
    text: '十年前，我们从一间小小的工作室出发。今天，我们依然坚持初心，认真做好每一件产品。',
  },
  {
    scene: 6,
    name: '招聘宣传',
    comment: '富有朝气的招聘口播',
    text: '如果你热爱创新，渴望成长，欢迎加入我们！这里有广阔的舞台，等待你来施展才华。',
  },
  {
    scene: 6,
    name: '产品介绍',
    comment: '专业简洁的产品讲解',
    text: '这款智能音箱支持语音控制家电，能够播放音乐、查询天气，让您的家变得更加智能便捷。',
  },
  {
    scene: 6,
    name: '年会致辞',
    comment: '正式庄重的致辞开场',
    text: '尊敬的各位来宾，亲爱的同事们，大家晚上好！感谢每一位伙伴过去一年的辛勤付出。',
  },
  {
    scene: 6,
    name: '展会欢迎词',
    comment: '适合展厅循环播放',
    text: '欢迎莅临本公司展位，我们为您准备了最新的产品演示，工作人员将竭诚为您服务。',
  },
  {
    scene: 7,
    name: '晚安电台',
    comment: '温柔治愈的夜间电台',
    text: '夜深了，忙碌了一天的你，辛苦了。放下手机，闭上眼睛，愿你今晚有个好梦。',
  },
  {
    scene: 7,
    name: '情感独白',
    comment: '细腻动人的情感朗读',
    text: '后来我才明白，有些人走着走着就散了。但那些一起走过的日子，依然是我最珍贵的回忆。',
  },
  {
    scene: 7,
    name: '写给自己',
    comment: '温暖的自我鼓励',
    text: '别着急，慢慢来。每一个认真生活的人，都值得被温柔以待，你也一样。',
  },
  {
    scene: 7,
    name: '雨天心情',
    comment: '安静的雨天氛围',
    text: '窗外下着小雨，泡一杯热茶，听一首老歌。原来简单的时光，也可以这样美好。',
  },
  {
    scene: 7,
    name: '思念家乡',
    comment: '淡淡乡愁的情感电台',
    text: '又是一年中秋，抬头望着月亮，忽然很想念家里的那碗热汤，和妈妈的唠叨。',
  },
  {
    scene: 7,
    name: '友情故事',
    comment: '关于友情的温暖讲述',
    text: '真正的朋友，不需要每天联系。但在你需要的时候，他总会第一个出现在你身边。',
  },
];

/** A steady, varied hot count per sample so the cards show both plain and 万 counts before anyone reports. */
const seedHot = (id: number) => (id * 104_729) % 48_000;

/**
 * The scenes and samples, each sample voiced by a free Mandarin anchor template whose style suits its scene,
 * spread over the anchors that have one; the catalogue must be seeded first.
 */
export async function sampleRows(db: Kysely<Database>): Promise<{
  scenes: Insertable<SampleScenesTable>[];
  samples: Insertable<SamplesTable>[];
}> {
  const templates = await db
    .selectFrom('templates')
    .innerJoin('anchors', 'anchors.id', 'templates.anchor_id')
    .select(['templates.id', 'templates.title', 'templates.anchor_id'])
    .where('anchors.language_id', '=', 1)
    .where('anchors.members_only', '=', 0)
    .orderBy('anchors.id')
    .orderBy('templates.position')
    .execute();
  const scenes = SAMPLE_SCENES.map(({ id, name }, position) => ({ id, name, position }));
  const samples: Insertable<SamplesTable>[] = [];
  for (const scene of SAMPLE_SCENES) {
    const styles: readonly string[] = scene.templates;
    const fitting = templates
      .filter((t) => styles.includes(t.title))
      .sort((a, b) => styles.indexOf(a.title) - styles.indexOf(b.title));
    if (fitting.length === 0) throw new Error(`no seeded template suits the sample scene ${scene.name}`);
    SEED_SAMPLES.filter((s) => s.scene === scene.id).forEach((sample, position) => {
      // Every third fitting template, so neighbouring cards have different anchors.
      const template = fitting[(position * 3 + scene.id) % fitting.length] ?? fitting[0];
      if (!template) return;
      const id = samples.length + 1;
      samples.push({
        id,
        scene_id: scene.id,
        name: sample.name,
        comment: sample.comment,
        anchor_id: template.anchor_id,
        template_id: template.id,
        text: sample.text,
        hot: seedHot(id),
        position,
      });
    });
  }
  return { scenes, samples };
}
