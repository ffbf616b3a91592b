import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnchorSearchBody } from './anchors.schema';
import { type Anchor, type Page, type RequestOf, type ResponseOf, routes } from './index';
import { calls, contract, validateRequest } from './validation';

/** Every call of section 7 of both spec parts. */
const SPEC_CALLS = [
  'POST /api/sms/login_verify_captcha',
  'POST /api/sms/login_verify_code',
  'GET /api/sms/verify_captcha',
  'POST /api/sms/verify_code',
  'POST /api/user/loginBySms',
  'POST /api/user/loginByPwd',
  'GET /api/user/profile',
  'POST /api/user/updateProfile',
  'POST /api/user/updatePassword',
  'POST /api/user/setPassword',
  'GET /api/user/hasPassword',
  'GET /api/wxApi/loginParams',
  'POST /api/user/loginByWx',
  'POST /api/wxApi/bind_firstly',
  'GET /api/user/inviter/bind',
  'GET /api/user/inviter/code',
  'POST /api/user/login/qrcode',
  'GET /api/user/login/qrcode/check',
  'GET /api/settings/home/comments',
  'GET /api/settings/activity/banner',
  'GET /api/tts/vip/products',
  'GET /api/tts/vip/member_info',
  'GET /api/tts/vip/take_new_user_rewards',
  'GET /api/tts/vip/lastPayments',
  'POST /api/trade/flows',
  'POST /api/trade/newPresetOrder',
  'POST /api/trade/checkPresetOrderStatus',
  'GET /api/anchor/options',
  'GET /api/anchor/getLocalesByLanguageId',
  'POST /api/anchor/search',
  'GET /api/anchor/searchByName',
  'GET /api/anchor/detail',
  'GET /api/anchor/favorites',
  'POST /api/anchor/favorite',
  'POST /api/anchor/unfavorite',
  'GET /api/anchor/custom/search',
  'GET /api/anchor/custom/detail',
  'GET /api/anchor/custom/list',
  'GET /api/anchor/custom/delete',
  'POST /api/anchor/custom/add',
  'POST /api/anchor/custom/update',
  'POST /api/feedback/add',
  'POST /api/tts/audition',
  'GET /api/tts/sound/styleList',
  'POST /api/tts/sound/search',
  'GET /api/tts/bgm/list',
  'POST /api/tts/work/save',
  'GET /api/tts/work/list',
  'GET /api/tts/work/detail',
  'GET /api/tts/work/delete',
  'POST /api/tts/task/v2/add',
  'GET /api/tts/task/list',
  'POST /api/tts/task/delete',
  'GET /api/tools/ocr/policy',
  'GET /api/tools/rwm/v2/captcha',
  'GET /api/tools/rwm/v2/parse',
  'POST /api/tools/rwm',
  'GET /api/tools/asr/vipInfo',
  'GET /api/tools/asr/vipProductList',
  'POST /api/tools/asr/taskList',
  'GET /api/tools/asr/taskDetails',
  'POST /api/tools/asr/policy',
  'GET /api/tools/asr/deleteTask',
  'POST /api/tools/asr/parseShareUrl',
  'GET /api/gpt/welcome',
  'GET /api/gpt/vip/info',
  'GET /api/gpt/vip/products',
  'POST /api/gpt/prompt/list',
  'POST /api/gpt/chat',
  'POST /api/gpt/translate',
  'POST /api/gpt/edit',
  'POST /api/gpt/rewrite',
  'POST /api/gpt/template/search',
  'GET /api/gpt/template/detail',
  'POST /api/gpt/template/apply',
  'GET /api/anchor/sample/scenes',
  'GET /api/anchor/sample/search',
  'GET /api/anchor/sample/report',
  'GET /api/draw/input/options',
  'GET /api/draw/input/ossPolicy',
  'POST /api/draw/task/list',
  'GET /api/draw/task/check',
  'POST /api/draw/task/add',
  'GET /api/draw/task/regenerate',
  'GET /api/draw/task/delete',
];

/** Calls beyond the spec's tables. */
const BEYOND_SPEC = [
  'GET /api/settings/site',
  'GET /api/tools/blob/fetch',
  'POST /api/user/logout',
  // A sentence's takes (the sentence cache).
  'POST /api/tts/takes',
  'POST /api/tts/takes/audio',
  'POST /api/tts/takes/regenerate',
  'POST /api/tts/takes/pin',
  // How a script's subtitle cues fit their slots (fit to timing).
  'POST /api/tts/task/fitReport',
  // The creator's pronunciation dictionary.
  'GET /api/dictionary/list',
  'POST /api/dictionary/save',
  'POST /api/dictionary/delete',
  'POST /api/dictionary/import',
  'GET /api/dictionary/export',
];

/** The calls the spec shows without parameters. */
const WITHOUT_PARAMETERS = [
  'auth.captcha',
  'auth.wxLoginParams',
  'auth.logout',
  'account.profile',
  'account.hasPassword',
  'account.inviterCode',
  'anchors.options',
  'anchors.favorites',
  'anchors.customList',
  'works.soundCategories',
  'tools.rwmCaptcha',
  'tools.asrVipInfo',
  'tools.asrVipProducts',
  'gpt.vipInfo',
  'gpt.vipProducts',
  'draw.options',
  'trade.vipProducts',
  'trade.memberInfo',
  'trade.takeNewUserRewards',
  'trade.lastPayments',
  'settings.homeComments',
  'settings.site',
  'samples.scenes',
];

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};
const parse = <S extends v.GenericSchema>(schema: S, input: unknown) => v.parse(schema, input);

describe('the contract', () => {
  it('holds every call of both spec parts, and the few beyond them, exactly once', () => {
    const defined = calls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(defined).size).toBe(defined.length);
    expect([...defined].sort()).toEqual([...SPEC_CALLS, ...BEYOND_SPEC].sort());
    expect(calls).toHaveLength(98);
  });

  it('checks a dictionary entry whole, in the creator’s words', () => {
    expect(messages(contract.dictionary.save.body, { kind: 'phoneme', word: '银行', value: 'hang2' })).toEqual([
      '「银行」有2个字，读音要写2个（不改的字写 _）',
    ]);
    expect(messages(contract.dictionary.save.body, { kind: 'alias', word: '', value: 'x' })).toEqual(['词语不能为空']);
    expect(parse(contract.dictionary.save.body, { kind: 'phoneme', word: '银行', value: '_ hang2' })).toMatchObject({
      id: 0,
      anchorId: 0,
      enabled: true,
    });
  });

  it('gives every call with parameters a request schema where its parameters travel', () => {
    const bare = calls.filter((call) => !call.query && !call.body).map((call) => call.name);
    expect(bare.sort()).toEqual([...WITHOUT_PARAMETERS].sort());
    for (const call of calls) {
      if (call.query) expect(call.in).toBe('query');
      if (call.body) expect(call.in).toBe('body');
    }
  });

  it('sends GET parameters and the spec’s query-carried POST parameters in the query', () => {
    const query = calls.filter((call) => call.in === 'query' && call.method === 'POST').map((call) => call.name);
    expect(query.sort()).toEqual([
      'anchors.favorite',
      'anchors.unfavorite',
      'auth.loginByWx',
      'trade.checkPresetOrderStatus',
    ]);
    expect(calls.filter((call) => call.method === 'GET').every((call) => call.in === 'query')).toBe(true);
  });

  it('marks audition, a take, the media fetch and the dictionary file as binary and the five assistant answers as streams', () => {
    expect(calls.filter((call) => call.reply === 'binary').map((call) => call.name)).toEqual([
      'tasks.audition',
      'takes.audio',
      'tools.blobFetch',
      'dictionary.export',
    ]);
    expect(calls.filter((call) => call.reply === 'stream').map((call) => call.name)).toEqual([
      'gpt.chat',
      'gpt.translate',
      'gpt.edit',
      'gpt.rewrite',
      'gpt.templateApply',
    ]);
  });

  it('keeps the schema-free routes and the contract in step', () => {
    expect(contract.anchors.search.path).toBe(routes.anchors.search.path);
    expect(contract.anchors.search.body).toBeDefined();
    expect(contract.anchors.detail.query).toBeDefined();
    expect('body' in routes.anchors.search).toBe(false);
  });

  it('types each call’s request and response', () => {
    expectTypeOf<RequestOf<typeof contract.anchors.search>>().toEqualTypeOf<AnchorSearchBody>();
    expectTypeOf<ResponseOf<typeof routes.anchors.search>>().toEqualTypeOf<Page<Anchor>>();
    expectTypeOf<RequestOf<typeof routes.anchors.options>>().toEqualTypeOf<undefined>();
  });
});

describe('validateRequest', () => {
  it('gives the first message of the call’s schema, or null when valid or without parameters', () => {
    expect(validateRequest(routes.account.updateProfile, { nickname: '' })).toBe('用户昵称不能为空');
    expect(validateRequest(routes.account.updateProfile, { nickname: '小明' })).toBeNull();
    expect(validateRequest(routes.feedback.add, undefined)).toBe('反馈内容不能为空');
    expect(validateRequest(routes.account.profile, undefined)).toBeNull();
  });
});

describe('request schemas', () => {
  it('checks the phone and SMS code with the form messages', () => {
    const body = contract.auth.loginBySms.body;
    expect(messages(body, { phone: '', code: '1234' })).toEqual(['手机号不能为空']);
    expect(messages(body, { code: '1234' })).toEqual(['手机号不能为空']);
    expect(messages(body, { phone: '12345678901', code: '1234' })).toEqual(['手机号格式不正确']);
    expect(messages(body, { phone: '13812345678', code: '' })).toEqual(['短信验证码不能为空']);
    expect(messages(body, { phone: '13812345678', code: '12a' })).toEqual(['短信验证码格式错误']);
    expect(parse(body, { phone: ' 13812345678 ', code: '123456' })).toEqual({ phone: '13812345678', code: '123456' });
  });

  it('allows a captcha of at most 6 characters, and none on the first send', () => {
    const body = contract.auth.sendLoginCode.body;
    expect(messages(body, { phone: '13812345678' })).toEqual([]);
    expect(messages(body, { phone: '13812345678', captcha: 'abcdef' })).toEqual([]);
    expect(messages(body, { phone: '13812345678', captcha: 'abcdefg' })).toEqual(['验证码最多6个字符']);
  });

  it('checks passwords and the nickname with the account messages', () => {
    expect(messages(contract.account.updatePassword.body, { oldPassword: '', newPassword: 'abc_123' })).toEqual([
      '旧密码不能为空',
    ]);
    expect(messages(contract.account.setPassword.body, { newPassword: '' })).toContain('新密码不能为空');
    expect(messages(contract.account.setPassword.body, { newPassword: 'abc 12' })).toEqual(['密码格式错误']);
    expect(messages(contract.account.setPassword.body, { newPassword: 'a'.repeat(17) })).toEqual(['密码格式错误']);
    expect(messages(contract.account.updateProfile.body, { nickname: '  ' })).toEqual(['用户昵称不能为空']);
    expect(messages(contract.account.updateProfile.body, { nickname: '配'.repeat(31) })).toEqual([
      '用户昵称不能超过30个字符',
    ]);
  });

  it('requires the invite code and feedback fields, defaulting feedback to a suggestion', () => {
    expect(messages(contract.account.bindInviter.query, { code: '' })).toEqual(['邀请码不能为空']);
    expect(messages(contract.account.bindInviter.query, { code: '12345678901' })).toEqual(['邀请码不能超过10个字符']);
    expect(messages(contract.feedback.add.body, { content: '', email: '' })).toEqual([
      '反馈内容不能为空',
      '联系邮箱不能为空',
    ]);
    expect(messages(contract.feedback.add.body, { content: '很好用', email: 'a@b' })).toEqual(['联系邮箱格式不正确']);
    expect(parse(contract.feedback.add.body, { content: '很好用', email: 'a@b.cn' })).toMatchObject({ type: 1 });
  });

  it('fills the anchor search defaults (sort 1, language 1, others 0, 20 a page) and reads query text as numbers', () => {
    expect(parse(contract.anchors.search.body, {})).toEqual({
      page: 1,
      pageSize: 20,
      sort: 1,
      sceneId: 0,
      languageId: 1,
      localeId: 0,
      sex: 0,
      aiLevel: 0,
    });
    expect(parse(contract.anchors.detail.query, { anchorId: '12', anchorType: '1' })).toEqual({
      anchorId: 12,
      anchorType: 1,
    });
    expect(messages(contract.anchors.detail.query, { anchorId: '0', anchorType: '0' })).toEqual(['无法识别主播ID']);
    expect(messages(contract.anchors.searchByName.query, { page: '1', name: ' ' })).toEqual(['请输入搜索内容']);
  });

  it('checks a custom anchor’s fields and ranges', () => {
    const body = contract.anchors.customAdd.body;
    const valid = { templateId: 3, name: '我的主播', comment: '简介', pitch: 0, speed: 1, volume: 70, text: '试听' };
    expect(parse(body, valid)).toMatchObject({ intensity: 1, role: '' });
    expect(messages(body, { ...valid, name: '', comment: '', text: '' })).toEqual([
      '主播名称不能为空',
      '主播简介不能为空',
      '试听内容不能为空',
    ]);
    expect(messages(body, { ...valid, text: '字'.repeat(101) })).toEqual(['试听内容不能超过100个字符']);
    expect(messages(body, { ...valid, pitch: 505, speed: 2.5, volume: 101 })).toEqual([
      '音调范围为-500到500',
      '语速范围为0.5到2',
      '音量范围为0到100',
    ]);
  });

  it('checks the work title and content of drafts and tasks', () => {
    const draft = { anchorType: 0, anchorId: 12, text: '你好' };
    expect(parse(contract.works.save.body, draft)).toMatchObject({ workId: 0, title: '', version: 2, volume: 100 });
    expect(messages(contract.works.save.body, { ...draft, title: '_开头' })).toEqual([
      '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成',
    ]);
    expect(messages(contract.works.save.body, { ...draft, text: ' ' })).toEqual(['文案内容不能为空']);
    expect(messages(contract.tasks.add.body, { ...draft, text: '' })).toEqual(['配音内容不能为空']);
    expect(parse(contract.tasks.add.body, draft)).toMatchObject({ sampleRate: 16000, bgmVolume: 50, intensity: 1 });
  });

  it('defaults an audition to volume 70 and anchor 0, and needs its text', () => {
    expect(parse(contract.tasks.audition.body, { text: 'Y2lwaGVy' })).toMatchObject({ anchorId: 0, volume: 70 });
    expect(messages(contract.tasks.audition.body, { text: '' })).toEqual(['试听内容不能为空']);
  });

  it('checks the tools’ files, links and task codes', () => {
    expect(messages(contract.tools.ocrPolicy.query, { filename: 'a.gif', type: '0' })).toEqual([
      '图片格式仅支持 jpg/png',
    ]);
    expect(messages(contract.tools.ocrPolicy.query, { filename: 'a.JPG', type: '1' })).toEqual([]);
    expect(
      messages(contract.tools.asrPolicy.body, { filename: 'a.mp3', fileLength: 100 * 1024 * 1024, duration: 1201 }),
    ).toEqual(['文件大小不超过100M', '音频时长不超过20分钟']);
    expect(messages(contract.tools.rwmParse.query, { shareUrl: '', captcha: '' })).toEqual([
      '请输入视频链接',
      '请输入验证码',
    ]);
    expect(messages(contract.tools.asrParseShareUrl.body, { shareUrl: '' })).toEqual(['请输入视频分享链接']);
    expect(messages(contract.tools.blobFetch.query, { url: ' ' })).toEqual(['视频链接为空，无法下载']);
    expect(messages(contract.tools.blobFetch.query, { url: 'file:///etc/passwd' })).toEqual([
      '视频链接需以 http:// 或 https:// 开头',
    ]);
    expect(messages(contract.tools.asrTaskDetails.query, { taskCode: '' })).toEqual(['taskCode为空']);
  });

  it('checks the assistant’s inputs', () => {
    expect(messages(contract.gpt.chat.body, { content: ' ' })).toEqual(['请输入您的问题']);
    expect(messages(contract.gpt.chat.body, { content: '问'.repeat(2001) })).toEqual(['问题不能超过2000个字符']);
    expect(messages(contract.gpt.rewrite.body, { content: '' })).toEqual(['请输入文案内容']);
    expect(messages(contract.gpt.templateApply.body, { code: 'T1', content: '' })).toEqual(['输入内容不能为空']);
    expect(parse(contract.gpt.welcome.query, { mode: '2' })).toEqual({ mode: 2 });
    expect(v.safeParse(contract.gpt.welcome.query, { mode: '4' }).success).toBe(false);
  });

  it('checks drawing requests', () => {
    const valid = { styleId: 1, prompt: '山间小屋', size: '1024*1024', count: 2 };
    expect(parse(contract.draw.add.body, valid)).toMatchObject({ refMode: 'refonly', refStrength: 0.5 });
    expect(messages(contract.draw.add.body, { ...valid, prompt: '', count: 5, size: '800*600' })).toEqual([
      '请输入画面描述词',
      '请选择图片尺寸',
      '请选择图片数量',
    ]);
    expect(messages(contract.draw.ossPolicy.query, { filename: 'ref.webp' })).toEqual(['图片格式仅支持 png/jpeg']);
  });

  it('needs a product to buy and asks for a 300-pixel QR code by default', () => {
    expect(parse(contract.trade.newPresetOrder.body, { productType: 300, productId: 1, payMethod: 2 })).toMatchObject({
      qrWidth: 300,
    });
    expect(messages(contract.trade.newPresetOrder.body, { productType: 300, payMethod: 1 })).toEqual([
      '请选择一种套餐',
    ]);
  });
});
