/** WeChat website login (OAuth 2.0 "snsapi_login"); off unless an app id and secret are configured. */
export interface WeChatProvider {
  loginParams(state: string): { appid: string; scope: string; redirectUri: string; state: string };
  /** Exchanges the callback's code for the user's openid. */
  openidForCode(code: string): Promise<string>;
}

export class WeChatOAuth implements WeChatProvider {
  constructor(
    private readonly config: { appId: string; appSecret: string; redirectUri: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  loginParams(state: string) {
    return { appid: this.config.appId, scope: 'snsapi_login', redirectUri: this.config.redirectUri, state };
  }

  async openidForCode(code: string) {
    const url = new URL('https://api.weixin.qq.com/sns/oauth2/access_token');
    url.search = new URLSearchParams({
      appid: this.config.appId,
      secret: this.config.appSecret,
      code,
      grant_type: 'authorization_code',
    }).toString();
    const body = (await (await this.fetchImpl(url)).json()) as { openid?: string; errcode?: number; errmsg?: string };
    if (!body.openid) throw new Error(`微信授权失败：${body.errmsg ?? body.errcode ?? '未知错误'}`);
    return body.openid;
  }
}

export const WECHAT_NOT_CONFIGURED = '微信登录未开启：请配置 WECHAT_APP_ID 和 WECHAT_APP_SECRET';
