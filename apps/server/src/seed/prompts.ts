import type { Insertable } from 'kysely';
import type { PromptsTable } from '../db/schema';

/**
 * The prompt library's seed (spec part 2 §2 "Prompt library"): prompts for dubbing creators, written for DubKit, each
 * in Chinese and in English. `subtitle` is the card's category. Placeholders the user fills in are 【…】 in Chinese
 * and [...] in English; each prompt says what to put there and what the answer must look like, so it works pasted
 * into the assistant as it is.
 */
interface SeedPrompt {
  title: string;
  subtitle: string;
  zh: string;
  en: string;
}

export const SEED_PROMPTS: readonly SeedPrompt[] = [
  // 口播文案
  {
    title: '60 秒知识口播',
    subtitle: '口播文案',
    zh: '你是一名擅长知识类短视频的口播编剧。请围绕【主题】写一篇约 60 秒（220–260 字）的口播稿：开头 3 秒用一个反常识的问题抓住注意力，中间用“现象—原因—方法”讲清楚，每句不超过 20 个字，方便换气；结尾给出一句可以直接照做的建议，并引导点赞收藏。只输出正文，不要分镜和表情符号。',
    en: 'You are a scriptwriter for short educational talking-head videos. Write a spoken script of about 60 seconds (150–180 words) on [topic]. Open with a counter-intuitive question in the first 3 seconds, then explain it as "what happens – why – what to do". Keep every sentence short enough to say in one breath. End with one tip viewers can act on right away and a light call to like and save. Output the script only: no shot list, no emojis.',
  },
  {
    title: '好物种草口播',
    subtitle: '口播文案',
    zh: '请为【产品名称】写一段 45 秒左右的种草口播，目标人群是【目标人群】。结构：一个真实的使用场景引出痛点 → 产品如何解决（最多 3 个卖点，每个卖点配一个具体细节或数字）→ 价格或福利 → 行动号召。语气像朋友推荐，不用“家人们”“绝绝子”这类口头禅，不夸大功效，不出现“最”“第一”等绝对化用语。',
    en: 'Write a 45-second product recommendation script for [product name], aimed at [target audience]. Structure: a real-life moment that shows the pain point → how the product solves it (at most 3 selling points, each backed by a concrete detail or number) → price or offer → call to action. Sound like a friend giving a tip, avoid hype and filler catchphrases, make no exaggerated claims, and never use absolute words such as "best" or "number one".',
  },
  {
    title: '个人 IP 开场白',
    subtitle: '口播文案',
    zh: '我是【身份/职业】，账号定位是【定位】。请帮我写 5 个不同风格的视频开场白（亲切、专业、幽默、悬念、故事各一个），每个不超过 30 字，要在 5 秒内说清“我是谁、这期讲什么、为什么值得看”。每个开场白后用括号注明适合的视频类型。',
    en: 'I am a [role/profession] and my channel is about [niche]. Write 5 video openers in different styles (warm, expert, funny, suspenseful, story-led), each under 20 words, that tell viewers within 5 seconds who I am, what this episode covers and why it is worth watching. After each opener, note in brackets which kind of video it suits.',
  },
  {
    title: '热点评论口播',
    subtitle: '口播文案',
    zh: '请就【热点事件】写一篇 90 秒的观点类口播稿。先用两句话客观交代事件，再给出一个明确观点，用两个论据支撑（一个数据或事实、一个生活化的比喻），最后抛出一个开放问题引导评论。立场理性克制，不做人身攻击，不传播未经证实的信息；无法确认的细节请用【待核实】标出。',
    en: 'Write a 90-second opinion script about [trending event]. State the facts neutrally in two sentences, then take one clear position and support it with two arguments (one fact or figure, one everyday analogy). Close with an open question that invites comments. Stay calm and fair, attack no one, and spread nothing unverified: mark any detail you cannot confirm with [to be verified].',
  },
  {
    title: '口播稿改成口语',
    subtitle: '口播文案',
    zh: '下面是一段书面文字，请改写成适合真人或 AI 主播朗读的口播稿：把长句拆短，把书面词换成口语词（如“因此”改为“所以”），补上自然的衔接词，删掉读出来拗口的括号和符号，数字写成读法（如“3.5%”写成“百分之三点五”）。保持原意和信息量不变，字数浮动不超过 10%。原文：【粘贴原文】',
    en: 'Rewrite the written text below as a script for a human or AI voice to read aloud: split long sentences, swap formal words for everyday ones, add natural connectives, drop brackets and symbols that are awkward to say, and write numbers the way they are spoken ("3.5%" as "three point five percent"). Keep the meaning and every piece of information; stay within 10% of the original length. Text: [paste the text]',
  },

  // 短视频脚本
  {
    title: '三段式短视频脚本',
    subtitle: '短视频脚本',
    zh: '请为【主题】写一个 30 秒竖屏短视频脚本，用表格输出，列为：时间段、画面、台词（配音）、字幕、音效/音乐。结构为“钩子（0–3 秒）—展开（3–25 秒）—收尾引导（25–30 秒）”，台词总字数不超过 120 字，画面要能用手机拍出来。',
    en: 'Write a script for a 30-second vertical video about [topic], as a table with the columns: time, visuals, voice-over line, on-screen caption, sound/music. Follow "hook (0–3 s) – body (3–25 s) – close and call to action (25–30 s)". Keep the voice-over under 80 words in total, and make every shot something that can be filmed on a phone.',
  },
  {
    title: '剧情反转短剧',
    subtitle: '短视频脚本',
    zh: '请写一个 1 分钟的剧情类短视频脚本，主题是【主题】，角色不超过 3 人，场景不超过 2 个。要求：前 5 秒出现冲突，中段有一次误会，结尾有一个合理又意外的反转。按“场景—角色—台词—动作/表情”逐行写，每个角色的台词标注语气（如：委屈、强装镇定），方便配音。',
    en: 'Write a 1-minute short drama script on [theme] with no more than 3 characters and 2 locations. Conflict must appear in the first 5 seconds, a misunderstanding in the middle and a twist at the end that is surprising yet fair. Write it line by line as "scene – character – line – action/expression", and tag each line with the tone of voice (e.g. hurt, forcing calm) for the voice actors.',
  },
  {
    title: 'Vlog 旁白脚本',
    subtitle: '短视频脚本',
    zh: '我拍了一期关于【内容，如：周末去海边露营】的 Vlog，素材有：【列出主要镜头】。请按镜头顺序写旁白，每段旁白对应一个镜头，语气松弛、有画面感，像在和朋友聊天；全片旁白 200 字左右，留出只放音乐不说话的镜头，并注明在哪里。',
    en: 'I filmed a vlog about [what happened, e.g. a weekend camping trip by the sea]. My footage: [list the main shots]. Write the voice-over in shot order, one short paragraph per shot, relaxed and visual, as if chatting with a friend. About 150 words in total; leave some shots with music only and say which ones.',
  },
  {
    title: '教程类视频脚本',
    subtitle: '短视频脚本',
    zh: '请把【要教的技能或操作】写成一个 2 分钟以内的教程视频脚本：开头说明学完能得到什么，然后分 3–5 步讲解，每一步包括“操作画面描述 + 配音台词 + 常见错误提醒”，结尾用 1 句话总结。台词用“你”来称呼观众，避免专业黑话，必须用术语时顺带解释。',
    en: 'Turn [skill or task to teach] into a tutorial script under 2 minutes. Start by saying what viewers will be able to do afterwards, then teach it in 3–5 steps, each with "what is on screen + voice-over line + a common mistake to avoid". End with a one-sentence recap. Address the viewer as "you", avoid jargon, and explain any technical term the first time you use it.',
  },
  {
    title: '系列选题规划',
    subtitle: '短视频脚本',
    zh: '我的账号方向是【领域】，目标观众是【人群】。请规划一个 10 期的短视频系列，每期给出：标题、一句话看点、核心内容要点（3 条）、适合的配音风格（如：沉稳男声、活泼女声）。选题之间要由浅入深，前 3 期适合吸引新观众。',
    en: 'My channel covers [field] for [audience]. Plan a 10-episode short-video series. For each episode give: a title, a one-line hook, 3 key points, and a suitable voice style (e.g. calm male voice, lively female voice). Order the episodes from easy to advanced, and make the first three good at attracting new viewers.',
  },

  // 配音稿润色
  {
    title: '配音稿润色',
    subtitle: '配音稿润色',
    zh: '请润色下面的配音稿，让它读起来更顺口：去掉重复和啰嗦的表达，调整节奏（长短句交替），修正语病和错别字，不改变原意和关键信息。输出两部分：① 润色后的全文；② 修改说明，逐条列出改了什么、为什么改。原稿：【粘贴配音稿】',
    en: 'Polish the voice-over script below so it flows when read aloud: cut repetition and padding, vary the rhythm with long and short sentences, and fix grammar and typos, without changing the meaning or key facts. Output two parts: (1) the polished script; (2) a list of the changes you made and why. Script: [paste the script]',
  },
  {
    title: '按时长压缩稿件',
    subtitle: '配音稿润色',
    zh: '这段配音需要卡在【秒数】秒内，按中文正常语速每秒约 4 个字计算。请把下面的稿子压缩到合适字数，优先保留核心信息和结尾的行动号召，删减修饰和举例。输出压缩后的稿件，并在最后注明字数和预计时长。原稿：【粘贴原稿】',
    en: 'This voice-over must fit in [seconds] seconds; assume a normal pace of about 2.5 English words per second. Cut the script below to the right length, keeping the key message and the closing call to action, and trimming descriptions and examples first. Output the shortened script, then its word count and estimated duration. Script: [paste the script]',
  },
  {
    title: '换一种语气',
    subtitle: '配音稿润色',
    zh: '请把下面这段文案分别改写成三种语气：① 温柔治愈；② 激情昂扬；③ 冷静专业。每种改写都要符合该语气的用词和句式习惯，信息量保持一致，字数与原文相近。原文：【粘贴文案】',
    en: 'Rewrite the copy below in three tones: (1) gentle and soothing; (2) energetic and rousing; (3) calm and professional. Each version should use the words and sentence patterns that suit its tone while keeping the same information and roughly the same length. Copy: [paste the copy]',
  },
  {
    title: '检查读音隐患',
    subtitle: '配音稿润色',
    zh: '下面的稿子要交给 AI 配音。请找出所有可能读错或读得别扭的地方，逐条列出：原文片段、问题类型（多音字、数字/单位、英文缩写、生僻字、容易断错句的长句、同音歧义）、建议写法或标注的读音（多音字用拼音加声调，如“行（háng）”）。最后给出修改后的全文。原稿：【粘贴稿件】',
    en: 'The script below will be read by an AI voice. Find every spot likely to be mispronounced or read awkwardly and list each one with: the passage, the type of problem (heteronym, number or unit, abbreviation, rare word, long sentence easy to mis-phrase, ambiguous homophone), and a suggested rewrite or the intended pronunciation. Finish with the corrected script. Script: [paste the script]',
  },
  {
    title: '删掉 AI 腔',
    subtitle: '配音稿润色',
    zh: '下面这段文字读起来像机器写的。请改写得像真人说话：去掉“首先、其次、综上所述”“在当今社会”这类套话，少用排比和空泛的形容词，多用具体的例子和动词，允许适度口语化的语气词。保持观点不变。原文：【粘贴文字】',
    en: 'The text below sounds machine-written. Rewrite it so it sounds like a real person talking: drop stock phrases such as "firstly", "in conclusion" and "in today\'s world", use fewer parallel lists and vague adjectives, prefer concrete examples and strong verbs, and allow a conversational touch. Keep the argument the same. Text: [paste the text]',
  },

  // 有声书旁白
  {
    title: '小说章节转有声书稿',
    subtitle: '有声书旁白',
    zh: '请把下面的小说章节整理成有声书录制稿：区分旁白和角色对白，对白前标注【角色名｜情绪】；删去听觉上无法理解的内容（如“如下图”），把过长的景物描写适当精简；在场景转换处标注“（停顿 1 秒）”。不要改动情节和人物台词的原意。章节内容：【粘贴章节】',
    en: 'Turn the novel chapter below into an audiobook recording script: separate narration from dialogue, and put [character | emotion] before each line of dialogue. Remove anything that only works on the page (such as "see the figure"), trim overly long descriptions a little, and mark scene changes with "(pause 1 s)". Do not change the plot or what the characters mean. Chapter: [paste the chapter]',
  },
  {
    title: '睡前故事',
    subtitle: '有声书旁白',
    zh: '请为【年龄】岁的孩子写一个 5 分钟左右的睡前故事，主角是【主角】，主题是【主题，如：勇敢、分享】。语言简单温柔，多用拟声词和重复句式，情节平缓不吓人，结尾安静地收住，适合慢速朗读。标出 2–3 处适合放轻音乐或停顿的地方。',
    en: 'Write a bedtime story of about 5 minutes for a [age]-year-old, starring [main character], about [theme, e.g. courage or sharing]. Use simple, gentle language with sound words and repeated phrases; keep the plot calm and never scary, and let it end quietly so it can be read slowly. Mark 2–3 places for soft music or a pause.',
  },
  {
    title: '悬疑开篇旁白',
    subtitle: '有声书旁白',
    zh: '请为一部悬疑有声书写一段 300 字左右的开篇旁白，故事背景是【背景】。要求：用感官细节（声音、气味、温度）营造氛围，第一句就埋下疑问，句子长短错落以便配音时控制节奏，结尾停在一个让人想继续听的悬念上。用括号标注建议的语速变化（如：放慢、压低声音）。',
    en: 'Write an opening narration of about 220 words for a mystery audiobook set in [setting]. Build the mood through sensory detail (sounds, smells, temperature), plant a question in the very first sentence, mix long and short sentences so the narrator can control the pace, and stop on a cliffhanger. Add brackets with pacing notes such as (slower) or (lower your voice).',
  },
  {
    title: '角色声音设定',
    subtitle: '有声书旁白',
    zh: '下面是一部作品的主要角色简介。请为每个角色写一份配音设定：年龄感、音色（如：清亮、低沉、沙哑）、语速、口头禅或说话习惯、情绪起伏的特点，并推荐一种适合的 AI 主播风格（如：沉稳男声、甜美少女音）。用表格输出。角色简介：【粘贴角色介绍】',
    en: 'Below are the main characters of a story. For each one, write a voice profile: apparent age, timbre (e.g. bright, deep, husky), pace, verbal habits or catchphrases, and how their emotions rise and fall, and recommend an AI voice style that fits (e.g. steady male voice, sweet young female voice). Output a table. Characters: [paste the character notes]',
  },

  // 广告语
  {
    title: '品牌广告语',
    subtitle: '广告语',
    zh: '请为【品牌/产品】写 10 条广告语，品牌调性是【调性，如：年轻、科技、温暖】，核心卖点是【卖点】。每条不超过 12 个字，朗读起来押韵或有节奏感，避免与常见大品牌的口号雷同，不使用绝对化用语。每条后附一句话说明创意点。',
    en: "Write 10 slogans for [brand/product]. Brand personality: [e.g. young, high-tech, warm]; key benefit: [benefit]. Keep each under 8 words, make it rhythmic or rhyming when spoken, avoid echoing well-known brands' taglines, and use no absolute claims. Add a one-line rationale after each.",
  },
  {
    title: '15 秒广播广告',
    subtitle: '广告语',
    zh: '请为【商家/活动】写一条 15 秒的广播（音频）广告，约 60 字。因为听众看不到画面，要把关键信息（名称、优惠、时间、地址或联系方式）说清楚并在结尾重复一次名称。给出两个版本：一个单人播报版，一个双人对话版（标注角色 A、B）。',
    en: 'Write a 15-second radio (audio-only) ad for [business/event], about 40 words. Listeners cannot see anything, so state the key facts clearly (name, offer, dates, address or contact) and repeat the name at the end. Give two versions: a single announcer, and a two-voice dialogue with speakers marked A and B.',
  },
  {
    title: '促销活动播报',
    subtitle: '广告语',
    zh: '请为【门店/店铺】的【活动名称】写一段循环播放的促销广播词，时长 30 秒左右。包含：活动时间、主要优惠（不超过 3 项）、参与方式、温馨提示。语气热情但不刺耳，适合在商场或门店用喇叭反复播放，结尾留 1 秒空白方便循环。',
    en: "Write a looping in-store promotion announcement of about 30 seconds for [shop]'s [promotion name]. Include the dates, the main offers (no more than 3), how to take part, and a friendly reminder. Keep it upbeat but not shrill, suitable for playing over a shop speaker again and again, and end with a one-second gap so it loops cleanly.",
  },
  {
    title: '电商详情页卖点',
    subtitle: '广告语',
    zh: '请根据下面的产品信息，提炼 5 个电商详情页卖点，每个卖点包括：一个不超过 8 个字的小标题、一句 30 字以内的说明、一句可用于配音讲解的口语化台词。产品信息：【粘贴产品参数和特点】',
    en: 'From the product information below, draw out 5 selling points for an e-commerce product page. For each, give a heading of at most 5 words, a one-sentence explanation under 20 words, and a conversational line a voice-over could say. Product information: [paste specs and features]',
  },

  // 直播话术
  {
    title: '直播开场话术',
    subtitle: '直播话术',
    zh: '我今天直播卖【品类】，主推【主推产品】。请写一段 2 分钟的开场话术：欢迎新进直播间的观众、介绍自己和今天的福利、预告上架顺序、引导关注和点赞。要自然不背稿感，每隔几句加一句与观众的互动问题，遵守平台规范，不承诺无法兑现的优惠。',
    en: "Today I am livestreaming to sell [category], led by [hero product]. Write a 2-minute opening: welcome new viewers, introduce myself and today's deals, preview the order in which products go live, and invite follows and likes. Make it sound natural rather than memorised, add a question to the audience every few lines, follow platform rules, and promise no offer that cannot be honoured.",
  },
  {
    title: '单品讲解话术',
    subtitle: '直播话术',
    zh: '请为直播间单品【产品名称】写一段 3 分钟讲解话术，按“痛点引入—产品展示（外观、材质、细节）—使用演示—价格对比—限时福利—催单”的顺序。给出需要主播同时做的动作提示（用括号标注），价格对比只能对比本店原价，不虚构数据。产品信息：【粘贴产品信息】',
    en: "Write a 3-minute livestream pitch for [product name] in the order: pain point → showing the product (look, materials, details) → demonstration → price comparison → limited-time offer → urging viewers to buy now. Put the host's actions in brackets. Compare only against the shop's own regular price and invent no figures. Product information: [paste product details]",
  },
  {
    title: '直播间控评回复',
    subtitle: '直播话术',
    zh: '直播间常见的观众评论有：【列出评论，如：太贵了、质量怎么样、什么时候发货、主播说话太快】。请为每条评论写 2 种回复话术：一种简短（10 字内，适合快速回应），一种详细（30 字左右）。语气真诚友好，遇到质疑不辩解不争吵。',
    en: 'Common comments in my livestream are: [list them, e.g. too expensive, how is the quality, when will it ship, you talk too fast]. For each comment write 2 replies: a short one (under 8 words, for quick answers) and a fuller one (about 25 words). Be sincere and friendly; when doubted, neither argue nor get defensive.',
  },
  {
    title: '直播下播与预告',
    subtitle: '直播话术',
    zh: '请写一段 1 分钟的下播话术：感谢观众陪伴，回顾今天的爆款和福利，提醒未付款的订单及时支付，预告下一场直播的时间（【时间】）和亮点（【亮点】），引导关注和开启开播提醒。语气温暖，有仪式感。',
    en: "Write a 1-minute closing for a livestream: thank viewers for staying, recap today's best-sellers and deals, remind anyone with an unpaid order to check out, announce the next stream's time ([time]) and highlights ([highlights]), and invite viewers to follow and turn on live notifications. Warm, with a sense of occasion.",
  },

  // 标题
  {
    title: '爆款标题 10 连',
    subtitle: '标题',
    zh: '请根据下面的视频内容写 10 个标题，分别使用不同手法：数字、提问、反差、悬念、利益点、身份代入、热点关联、对比、清单、情绪共鸣各一个。每个标题 15–25 字，不做标题党（标题承诺的内容视频里必须有）。视频内容：【简述视频内容】',
    en: 'Write 10 titles for the video described below, each using a different technique: a number, a question, a contrast, suspense, a clear benefit, "if you are a…", a trending tie-in, a comparison, a list, and an emotional hook. Keep each between 6 and 12 words and avoid clickbait: the video must deliver what the title promises. Video: [summarise the video]',
  },
  {
    title: '封面大字文案',
    subtitle: '标题',
    zh: '请为这期视频写 5 组封面文字，每组包括一行主标题（不超过 8 个字，冲击力强）和一行副标题（不超过 14 个字，补充信息），适合放在竖屏封面上一眼看清。视频主题：【主题】',
    en: 'Write 5 sets of cover text for this video, each with a headline (at most 4 words, high impact) and a subline (at most 8 words, adding context), readable at a glance on a vertical thumbnail. Video topic: [topic]',
  },
  {
    title: '有声书书名与简介',
    subtitle: '标题',
    zh: '请为我的有声作品起 5 个名字，并写一段 100 字以内的简介，用于音频平台上架。作品类型：【类型】；主要内容：【内容概要】；目标听众：【听众】。书名要好记、好搜，简介要在前两句交代看点。',
    en: 'Suggest 5 titles for my audio work and write a blurb under 80 words for listing it on audio platforms. Genre: [genre]; what it is about: [summary]; intended listeners: [audience]. Titles should be memorable and easy to search for; the blurb should state the hook in its first two sentences.',
  },
  {
    title: '视频简介与标签',
    subtitle: '标题',
    zh: '请为下面的视频写发布文案：一段 80 字以内的简介（第一句点明看点），5 个相关话题标签，以及一句引导评论的互动问题。视频内容：【简述视频内容】；发布平台：【平台】。',
    en: 'Write the post copy for the video below: a description under 60 words whose first sentence states the hook, 5 relevant hashtags, and one question that invites comments. Video: [summarise the video]; platform: [platform].',
  },

  // 分镜
  {
    title: '文案转分镜表',
    subtitle: '分镜',
    zh: '请把下面的配音文案拆成分镜表，用表格输出：镜号、景别（远景/全景/中景/近景/特写）、画面内容、镜头运动、对应的配音台词、时长（秒）。每个镜头 2–4 秒，画面要贴合台词并尽量可用素材库或手机拍到。文案：【粘贴文案】',
    en: 'Break the voice-over script below into a storyboard table with: shot number, shot size (extreme wide / wide / medium / close-up / extreme close-up), what is on screen, camera movement, the matching voice-over line, and duration in seconds. Keep shots to 2–4 seconds, match each picture to its line, and favour shots available from stock footage or a phone. Script: [paste the script]',
  },
  {
    title: '宣传片分镜',
    subtitle: '分镜',
    zh: '请为【企业/城市/活动】策划一支 60 秒宣传片的分镜脚本，情绪线是“平静—上扬—高潮—余韵”。列出每个镜头的画面、旁白、字幕、音乐变化，旁白总字数不超过 150 字，最后一个镜头落在 logo 或口号上。',
    en: 'Plan the storyboard for a 60-second promotional film for [company/city/event], with an emotional arc of "calm – rising – climax – afterglow". For each shot give the visuals, narration, caption and how the music changes. Keep the narration under 110 words and end on the logo or slogan.',
  },
  {
    title: 'AI 绘画画面描述',
    subtitle: '分镜',
    zh: '下面是我视频的分镜画面说明。请把每个镜头改写成适合 AI 绘画的画面描述词：主体、动作、环境、光线、构图、画风（统一为【画风，如：电影感写实】），用逗号分隔的短语输出，每个镜头一行，保证人物外观在各镜头之间一致。分镜：【粘贴分镜】',
    en: "Below are the shot descriptions of my video. Rewrite each as an image-generation prompt covering subject, action, setting, lighting, composition and style (use one style throughout: [style, e.g. cinematic realism]). Output comma-separated phrases, one line per shot, and keep the characters' appearance consistent from shot to shot. Shots: [paste the shot list]",
  },
  {
    title: '字幕断句',
    subtitle: '分镜',
    zh: '请把下面的配音稿切成字幕条：每条不超过 16 个字，在语义完整处断开，不把一个词拆到两条，去掉句末标点，保留问号和感叹号。每条字幕单独一行输出。配音稿：【粘贴配音稿】',
    en: 'Split the voice-over script below into subtitle lines: at most 42 characters each, breaking only where the meaning is complete, never splitting a phrase like a name or a number from its unit, dropping full stops at line ends but keeping question and exclamation marks. Output one subtitle per line. Script: [paste the script]',
  },

  // 翻译
  {
    title: '配音稿中译英',
    subtitle: '翻译',
    zh: '请把下面的中文配音稿翻译成地道的英文口播稿，而不是逐字翻译：用英语母语者的说法，句子适合朗读，文化相关的表达换成英语观众能理解的说法并在括号中说明。英文朗读时长尽量与中文接近。原文：【粘贴中文稿】',
    en: 'Translate the Chinese voice-over script below into natural spoken English rather than word for word: use phrasing a native speaker would, keep sentences easy to read aloud, and replace culture-specific expressions with ones English-speaking viewers will understand, explaining the change in brackets. Aim for a read-aloud length close to the Chinese. Text: [paste the Chinese script]',
  },
  {
    title: '外语视频本地化',
    subtitle: '翻译',
    zh: '请把下面的【语言】视频台词本地化为中文配音稿：意思准确，但表达要符合中文观众的习惯，俚语和梗换成中文里效果相当的说法；每句译文的长度尽量与原句朗读时长匹配，方便对口型。按“原文—译文”逐句对照输出。台词：【粘贴台词】',
    en: 'Localise the [language] video dialogue below into a Chinese dubbing script: accurate in meaning but natural for Chinese viewers, with slang and jokes replaced by Chinese equivalents that land the same way. Match each translated line\'s spoken length to the original so it can be lip-synced. Output line by line as "original – translation". Dialogue: [paste the dialogue]',
  },
  {
    title: '多语种广告改写',
    subtitle: '翻译',
    zh: '请把下面的广告文案改写成英语、日语和粤语口语三个版本，用于不同地区的配音。每个版本都要符合当地的广告表达习惯，而不是直译；保留品牌名和核心卖点，并在每个版本后用中文说明改动了哪些表达。原文：【粘贴文案】',
    en: 'Adapt the ad copy below into three versions for voice-over in different markets: English, Japanese and spoken Cantonese. Each should follow local advertising conventions rather than being a literal translation; keep the brand name and the key benefit, and after each version explain in English which expressions you changed. Copy: [paste the copy]',
  },
  {
    title: '术语表统一翻译',
    subtitle: '翻译',
    zh: '我要把一系列【领域】视频翻译成英文。请先从下面的文本中提取需要统一翻译的专业术语、人名和品牌名，做成“中文—英文—备注”的术语表，再按术语表翻译全文，保证前后一致。文本：【粘贴文本】',
    en: 'I am translating a series of [field] videos from Chinese into English. First extract the technical terms, names and brand names that must be translated consistently from the text below and list them as "Chinese – English – note"; then translate the whole text using that glossary so every term stays the same throughout. Text: [paste the text]',
  },
  {
    title: '英文稿发音提示',
    subtitle: '翻译',
    zh: '下面的英文稿要由中文母语者或 AI 主播朗读。请标出容易读错的单词（给出音标或近似读法）、需要连读和重读的地方、适合换气的停顿点（用 / 标注），并把过长的句子拆短。英文稿：【粘贴英文稿】',
    en: 'The English script below will be read by a non-native speaker or an AI voice. Mark words that are easy to mispronounce (give IPA or a sound-alike spelling), where words link together and which words to stress, and where to breathe (mark with /). Split sentences that are too long. Script: [paste the English script]',
  },

  // 情绪标注
  {
    title: '逐句情绪标注',
    subtitle: '情绪标注',
    zh: '请为下面的配音稿逐句标注情绪和读法，格式为：原句｜情绪（如：平静、喜悦、悲伤、愤怒、紧张、温柔）｜强度（1–5）｜语速（慢/中/快）｜备注（重音词、停顿位置）。情绪变化要符合上下文，不要每句都一样。配音稿：【粘贴配音稿】',
    en: 'Annotate the voice-over script below sentence by sentence in the format: sentence | emotion (e.g. calm, joyful, sad, angry, tense, tender) | intensity (1–5) | pace (slow / medium / fast) | notes (stressed words, where to pause). Let the emotions follow the context; do not give every sentence the same one. Script: [paste the script]',
  },
  {
    title: '多角色对白分配',
    subtitle: '情绪标注',
    zh: '下面是一段多人对话。请识别出所有说话的角色，为每句台词标注【角色｜情绪｜语气提示】，并给每个角色推荐一种音色（性别、年龄感、风格），便于用不同的 AI 主播分别配音。旁白单独标为“旁白”。对话：【粘贴对话】',
    en: 'Below is a conversation between several people. Identify every speaker, tag each line as [character | emotion | delivery note], and recommend a voice for each character (gender, apparent age, style) so each can be voiced by a different AI voice. Tag narration separately as "Narrator". Dialogue: [paste the dialogue]',
  },
  {
    title: '重音与停顿设计',
    subtitle: '情绪标注',
    zh: '请为下面这段稿子设计朗读方案：用【】标出每句的重音词，用“/”标短停顿、“//”标长停顿，在需要放慢或加快的段落前用括号说明。目标是让听众一遍就听懂重点。稿子：【粘贴稿子】',
    en: 'Design a reading plan for the script below: put the stressed words of each sentence in [brackets], mark short pauses with "/" and long pauses with "//", and note in parentheses where to slow down or speed up. The goal is that listeners catch the key points on first hearing. Script: [paste the script]',
  },
  {
    title: '情绪曲线分析',
    subtitle: '情绪标注',
    zh: '请分析下面这篇稿子的情绪曲线：按段落给出情绪、强度（1–10），用文字画出整体起伏；指出情绪平淡或转折突兀的地方，并给出修改建议，让配音更有感染力。稿子：【粘贴稿子】',
    en: 'Analyse the emotional arc of the script below: give the emotion and intensity (1–10) of each paragraph and describe the overall rise and fall in words. Point out where it goes flat or turns too abruptly, and suggest changes that would make the voice-over more moving. Script: [paste the script]',
  },

  // 纪录片与宣传
  {
    title: '纪录片解说词',
    subtitle: '纪录片解说',
    zh: '请为一部关于【主题】的纪录片片段写 2 分钟解说词（约 450 字）。风格沉稳克制，用具体细节和数据说话（无法确认的数据用【待核实】标出），画面能交代的就不用解说重复，在段落之间留出只有画面和环境声的空隙并注明。',
    en: 'Write 2 minutes of narration (about 300 words) for a documentary segment about [subject]. Keep it measured and restrained, let concrete details and figures do the work (mark any figure you cannot confirm as [to be verified]), do not repeat what the pictures already show, and leave marked gaps between paragraphs for images and natural sound alone.',
  },
  {
    title: '企业介绍旁白',
    subtitle: '纪录片解说',
    zh: '请根据下面的企业资料写一段 90 秒的企业介绍旁白，按“我们是谁—我们做什么—我们的不同—我们的愿景”展开，语气可信、有温度，避免空洞口号，每段都落到一个具体事实上。资料：【粘贴企业资料】',
    en: 'From the company information below, write a 90-second corporate introduction voice-over in four parts: who we are, what we do, what makes us different, and where we are going. Sound credible and human, avoid empty slogans, and anchor every part in one concrete fact. Information: [paste the company information]',
  },
  {
    title: '城市文旅宣传',
    subtitle: '纪录片解说',
    zh: '请为【城市/景区】写一段 1 分钟文旅宣传旁白，从“一天的时间线”（清晨—午后—夜晚）展开，每个时段写一个有代表性的场景，调动视觉、听觉、味觉，最后用一句适合做口号的话收尾。',
    en: 'Write a 1-minute tourism voice-over for [city/attraction], told as one day from dawn to afternoon to night. Give each part of the day one signature scene that appeals to sight, sound and taste, and close with a line that could serve as a slogan.',
  },

  // 知识与课程
  {
    title: '课程讲解稿',
    subtitle: '课程讲解',
    zh: '请把下面的知识点写成一节 5 分钟的音频课讲稿：开头用一个生活中的问题引入，中间分 3 个小点讲解，每点配一个例子或比喻，讲完一点小结一句；结尾布置一个简单的思考题。语言口语化，像老师面对面讲课。知识点：【粘贴知识点】',
    en: 'Turn the material below into a 5-minute audio lesson: open with an everyday question, teach it in 3 small points each with an example or analogy and a one-line recap, and end with a simple question for listeners to think about. Keep it conversational, like a teacher talking face to face. Material: [paste the material]',
  },
  {
    title: '复杂概念通俗化',
    subtitle: '课程讲解',
    zh: '请用一个【年龄或身份，如：12 岁学生、退休老人】也能听懂的方式，讲清楚【概念】。要求：先给一句话定义，再用一个贴近生活的比喻，最后说明它和我们有什么关系。全文 200 字以内，适合朗读。',
    en: 'Explain [concept] so that [audience, e.g. a 12-year-old or a retiree] can follow it. Start with a one-sentence definition, then give an everyday analogy, then say why it matters to us. Under 150 words in total, written to be read aloud.',
  },
  {
    title: '播客节目提纲',
    subtitle: '课程讲解',
    zh: '我要录一期关于【话题】的播客，时长约【分钟数】分钟，主持人【人数】人。请写节目提纲：开场（含一句吸引人的话）、3–4 个讨论板块（每个板块给出要点和可以抛给嘉宾的问题）、收尾总结和下期预告，并为每部分分配时长。',
    en: 'I am recording a podcast episode about [topic], about [minutes] minutes long with [number] hosts. Write the rundown: an opening with a hook line, 3–4 discussion segments (each with key points and questions to put to a guest), a wrap-up and a teaser for the next episode, with a time budget for each part.',
  },

  // 日常提效
  {
    title: '评论区回复',
    subtitle: '运营提效',
    zh: '下面是我视频下的 10 条评论，请逐条写回复：真诚、有个性、简短（30 字以内），对提问给出实际回答，对夸奖表示感谢并顺势引导关注，对批评虚心回应不争辩。评论：【粘贴评论】',
    en: 'Below are 10 comments under my video. Reply to each: sincere, with personality, short (under 20 words). Answer questions properly, thank people for praise and gently invite them to follow, and respond to criticism openly without arguing. Comments: [paste the comments]',
  },
  {
    title: '音频素材清单',
    subtitle: '运营提效',
    zh: '请根据下面的视频脚本列出需要准备的声音素材：配音段落（标明角色和风格）、背景音乐（每段的情绪和节奏）、音效（出现的时间点和类型）。用表格输出，方便在配音工具里逐项制作。脚本：【粘贴脚本】',
    en: 'From the video script below, list the audio assets to prepare: voice-over parts (with character and style), background music (mood and tempo for each section) and sound effects (when they occur and what kind). Output a table so each item can be produced in turn in the dubbing tool. Script: [paste the script]',
  },
];

/** The seed as table rows, in library order. */
export function promptRows(now: number): Insertable<PromptsTable>[] {
  return SEED_PROMPTS.map((prompt, position) => ({
    title: prompt.title,
    subtitle: prompt.subtitle,
    prompt_zh: prompt.zh,
    prompt_en: prompt.en,
    position,
    created_at: now,
  }));
}
