import { get, post, type UploadPolicy } from './define';
import type { DrawPolicyQuery, DrawTaskAddBody, DrawTaskCodeQuery, DrawTaskListBody } from './draw.schema';

export interface DrawStyle {
  id: number;
  name: string;
  pic: string;
}

/** A picture size: value like 1024*1024, ratio like 1:1. */
export interface DrawSize {
  name: string;
  ratio: string;
  value: string;
}

export interface DrawOptions {
  styleList: DrawStyle[];
  sizeList: DrawSize[];
}

/**
 * A drawing task. taskStatus 0 and 1 in progress, 2 done, anything else failed; above 1 may be regenerated.
 * createTime is epoch milliseconds.
 */
export interface DrawTask {
  taskCode: string;
  createTime: number;
  styleId: number;
  styleName: string;
  paramSize: string;
  paramNum: number;
  paramPrompt: string;
  paramRefImg: string | null;
  paramRefMode: string | null;
  paramRefStrength: number | null;
  taskStatus: number;
  taskStatusText: string;
  imageList: Array<{ url: string }>;
}

export interface DrawTaskPage {
  list: DrawTask[];
  hasMore: boolean;
}

/** The storage host's reply to a reference image upload (see `client.upload`). */
export interface DrawUploadResult {
  url: string;
}

export const draw = {
  options: get<undefined, DrawOptions>('/api/draw/input/options'),
  ossPolicy: get<DrawPolicyQuery, UploadPolicy>('/api/draw/input/ossPolicy'),
  tasks: post<DrawTaskListBody, DrawTaskPage>('/api/draw/task/list'),
  check: get<DrawTaskCodeQuery, DrawTask>('/api/draw/task/check'),
  add: post<DrawTaskAddBody, DrawTask>('/api/draw/task/add'),
  regenerate: get<DrawTaskCodeQuery, DrawTask>('/api/draw/task/regenerate'),
  delete: get<DrawTaskCodeQuery>('/api/draw/task/delete'),
};
