import type {
  AnchorDetailQuery,
  AnchorIdQuery,
  AnchorSearchBody,
  CustomAnchorAddBody,
  CustomAnchorUpdateBody,
  CustomSearchQuery,
  LocalesQuery,
  SearchByNameQuery,
} from './anchors.schema';
import { get, type Page, post, postQuery, type Tag } from './define';

/** Anchor type 0 is a system anchor, 1 a custom anchor. */
export type AnchorType = 0 | 1;

/** An emotion or style template of an anchor. `filepath` is its sample audio. */
export interface Template {
  id: number;
  title: string;
  subtitle: string;
  /** The sample text read in the sample audio. */
  content: string;
  imagePath: string;
  filepath: string;
  role: string;
  pitchRate: number;
  speechRate: number;
  /** Template default 70. */
  volume: number;
  /** Default 16000. */
  sampleRate: number;
}

/** The template summary an anchor card carries: enough to preview and pick it (the detail has the rest). */
export type AnchorTemplate = Pick<Template, 'id' | 'title' | 'filepath'>;

export interface Role {
  id: number;
  name: string;
  avatar: string;
  value: string;
}

/**
 * An anchor card of the library and the pickers. level: 2 advanced, 3 emotion, otherwise ordinary;
 * recommend: 1 hot, 2 recommended, 3 newest.
 */
export interface Anchor {
  id: number;
  anchorType: AnchorType;
  name: string;
  description: string;
  avatar: string;
  /** Sample audio of the card's player. */
  audition: string;
  level: number;
  recommend: number;
  badge: string | null;
  styleCount: number;
  roleCount: number;
  emotionEnable: boolean;
  sceneList: Array<{ name: string }>;
  favorite: boolean;
  templateList: AnchorTemplate[];
  /** Language and sex of the voice, and whether only members may synthesise with it. */
  languageId: number;
  sex: number;
  membersOnly: boolean;
}

/** The detail of one anchor; emotion is available when aiLevel is above 2. */
export interface AnchorDetail {
  id: number;
  anchorType: AnchorType;
  avatar: string;
  name: string;
  desc: string;
  aiLevel: number;
  roleCount: number;
  templateList: Template[];
  roleList: Role[];
  /** Only members may synthesise with it (a task with it is refused with 402); absent: anyone may. */
  membersOnly?: boolean;
  /** Not in the spec: which engine speaks it, once the server has neural speech providers; absent: the offline engine speaks every voice. */
  voiceEngine?: AnchorVoiceEngine;
}

/** A voice setting or mark an engine may not honour: a template's style, a role, a polyphone reading (phoneme). */
export type VoiceFeature = 'style' | 'role' | 'phoneme';

/** Not in the spec: the engine behind an anchor and what of the script it cannot honour exactly. */
export interface AnchorVoiceEngine {
  /** `neural`: a configured speech provider; `offline`: the built-in engine stands in (no provider voice for it). */
  kind: 'neural' | 'offline';
  /** Ignored: the voice sounds the same whatever is chosen. */
  ignores: VoiceFeature[];
  /** Read approximately: a polyphone mark is read through an everyday character of that sound. */
  approximates: VoiceFeature[];
}

/** A user's saved voice setting. */
export interface CustomAnchor {
  id: number;
  name: string;
  comment: string;
  /** The system anchor the setting was saved from (a multi-voice segment speaks with it). */
  anchorId: number;
  anchorName: string;
  templateName: string;
  templateId: number;
  intensity: number;
  role: string;
  pitch: number;
  speed: number;
  volume: number;
  /** The audition text, at most 100 characters. */
  text: string;
  anchorAvatar: string;
  templateImage: string;
  /** The synthesised audition audio. */
  audio: string;
  avatar: string;
  description: string;
  level: number;
}

/** The filter tag lists of the library and pickers. */
export interface AnchorOptions {
  sortTagList: Tag[];
  sceneTagList: Tag[];
  styleTagList: Tag[];
  sexTagList: Tag[];
  languageTagList: Tag[];
  aiLevelTagList: Tag[];
}

export type Locale = Tag;

/** The region entry every language starts with. */
export const ALL_REGIONS: Locale = { id: 0, name: '全部地区' };

export const anchors = {
  options: get<undefined, AnchorOptions>('/api/anchor/options'),
  locales: get<LocalesQuery, Locale[]>('/api/anchor/getLocalesByLanguageId'),
  search: post<AnchorSearchBody, Page<Anchor>>('/api/anchor/search'),
  searchByName: get<SearchByNameQuery, Page<Anchor>>('/api/anchor/searchByName'),
  detail: get<AnchorDetailQuery, AnchorDetail>('/api/anchor/detail'),
  // Shape not shown in the spec: the favourite anchors as one list.
  favorites: get<undefined, Anchor[]>('/api/anchor/favorites'),
  favorite: postQuery<AnchorIdQuery>('/api/anchor/favorite'),
  unfavorite: postQuery<AnchorIdQuery>('/api/anchor/unfavorite'),
  customSearch: get<CustomSearchQuery, Page<CustomAnchor>>('/api/anchor/custom/search'),
  customDetail: get<AnchorIdQuery, CustomAnchor>('/api/anchor/custom/detail'),
  customList: get<undefined, CustomAnchor[]>('/api/anchor/custom/list'),
  customDelete: get<AnchorIdQuery>('/api/anchor/custom/delete'),
  // Shape not shown in the spec: the saved custom anchor.
  customAdd: post<CustomAnchorAddBody, CustomAnchor>('/api/anchor/custom/add'),
  customUpdate: post<CustomAnchorUpdateBody, CustomAnchor>('/api/anchor/custom/update'),
};
