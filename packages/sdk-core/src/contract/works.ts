import type { LoudnessTarget } from '../rules/loudness';
import type { AnchorType } from './anchors';
import { get, type Page, post, type Tag } from './define';
import type { BgmListQuery, SoundSearchBody, WorkIdQuery, WorkListQuery, WorkSaveBody } from './works.schema';

/** A draft. contentVersion 1 is the older markup, 2 the current one. Times are epoch milliseconds. */
export interface Work {
  workId: number;
  title: string;
  anchorId: number;
  anchorType: AnchorType;
  anchorName: string;
  templateId: number;
  templateName: string;
  styleName: string;
  role: string;
  styleDegree: number;
  pitchRate: number;
  speechRate: number;
  /** Default 100. */
  volume: number;
  content: string;
  contentVersion: 1 | 2;
  /** Not in the spec: the draft's background music (0 for none), its volume and fades in ms. */
  bgmId: number;
  bgmVolume: number;
  bgmFadein: number;
  bgmFadeout: number;
  /** Not in the spec: the draft's 对齐字幕时间, when it was saved with it (drafts saved before it have none). */
  fitToTiming?: boolean;
  /** Not in the spec: the loudness (LUFS) the draft's task is to be mastered to, when it was saved with one. */
  loudnessTarget?: LoudnessTarget;
  length: number;
  updateTime: number;
}

export interface WorkSaved {
  workId: number;
  title: string;
  updateTime: number;
}

/** A sound effect's category (the API calls it a style: styleList, styleId). */
export type SoundCategory = Tag;

/** A sound effect; duration in seconds. */
export interface SoundEffect {
  name: string;
  filepath: string;
  duration: number;
}

/** Background music; duration in seconds. */
export interface BackgroundMusic {
  id: number;
  name: string;
  filepath: string;
  duration: number;
}

export const works = {
  save: post<WorkSaveBody, WorkSaved>('/api/tts/work/save'),
  list: get<WorkListQuery, Page<Work>>('/api/tts/work/list'),
  detail: get<WorkIdQuery, Work>('/api/tts/work/detail'),
  delete: get<WorkIdQuery>('/api/tts/work/delete'),
  soundCategories: get<undefined, SoundCategory[]>('/api/tts/sound/styleList'),
  sounds: post<SoundSearchBody, SoundEffect[]>('/api/tts/sound/search'),
  bgmList: get<BgmListQuery, BackgroundMusic[]>('/api/tts/bgm/list'),
};
