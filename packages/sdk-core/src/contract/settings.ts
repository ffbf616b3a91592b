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

export const settings = {
  homeComments: get<undefined, HomeComment[]>('/api/settings/home/comments'),
  // Shape not shown in the spec: null when no banner runs.
  activityBanner: get<ActivityBannerQuery, ActivityBanner | null>('/api/settings/activity/banner'),
};
