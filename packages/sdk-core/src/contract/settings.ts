import { get } from './define';
import type { ActivityBannerQuery } from './settings.schema';

export interface HomeComment {
  message: string;
  avatar: string;
  nickname: string;
}

export interface ActivityBanner {
  name: string;
  link: string;
  imagePath: string;
  beginTimeMillis: number;
  endTimeMillis: number;
  valid: boolean;
  closeable: boolean;
}

/** Not in the spec: what this server offers, for a site to show only what works. */
export interface SiteSettings {
  /** WeChat login is configured (WECHAT_APP_ID and WECHAT_APP_SECRET) and the brand has it. */
  wechatLogin: boolean;
}

export const settings = {
  homeComments: get<undefined, HomeComment[]>('/api/settings/home/comments'),
  // Shape not shown in the spec: null when no banner runs.
  activityBanner: get<ActivityBannerQuery, ActivityBanner | null>('/api/settings/activity/banner'),
  site: get<undefined, SiteSettings>('/api/settings/site'),
};
