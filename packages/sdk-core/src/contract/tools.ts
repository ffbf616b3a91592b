import { get, getBinary, type Page, post, type UploadPolicy } from './define';
import type {
  AsrPolicyBody,
  AsrShareUrlBody,
  AsrTaskCodeQuery,
  AsrTaskListBody,
  BlobFetchQuery,
  OcrPolicyQuery,
  RwmLegacyBody,
  RwmParseQuery,
} from './tools.schema';

/** A parsed share link: mediaType 1 video, 2 images. */
export interface VideoParseResult {
  mediaType: 1 | 2;
  title: string;
  cover: string;
  author: string;
  avatar: string;
  video: { url: string; width: number; height: number } | null;
  image: string[];
  music: string | null;
}

/** Speech-to-text task: taskStatus 0 success, 2 failed, others processing. Times in ms, duration in seconds. */
export interface AsrTask {
  taskCode: string;
  taskTitle: string;
  taskStatus: number;
  taskStatusText: string;
  audioDuration: number;
  createTime: number;
  /** Not in the spec: how far recognition has got, 0–100 (100 once done). */
  progress?: number;
}

/** One recognised sentence; begin and end in milliseconds. */
export interface AsrSentence {
  channelId: number;
  beginTime: number;
  endTime: number;
  text: string;
  /** Not in the spec: the provider's speaker label when it tells speakers apart (channelId numbers them from 1). */
  speaker?: string;
}

/** `duration` in milliseconds, like the sentences' times. */
export interface AsrResult {
  duration: number;
  sentences: AsrSentence[];
}

/** A task with its result; the result is there only at status 0. */
export interface AsrTaskDetail extends AsrTask {
  result: AsrResult | null;
}

/** The speech-to-text plan: active when vipLevel is above 0. */
export interface AsrMemberInfo {
  vipLevel: number;
  startTime: number;
  endTime: number;
  expired: boolean;
  /** Not in the spec: the minutes used this calendar month (China time) and the month's allowance (rules/asr.ts). */
  monthMinutesUsed?: number;
  monthMinutesAllowed?: number;
}

/** `minutes` a month while the plan runs. */
export interface AsrProduct {
  id: number;
  name: string;
  title: string;
  promotion: string | null;
  originPrice: number;
  realPrice: number;
  saveMoney: number;
  minutes: number;
}

export const tools = {
  ocrPolicy: get<OcrPolicyQuery, UploadPolicy>('/api/tools/ocr/policy'),
  // Shape not shown in the spec: the captcha image as a data URL.
  rwmCaptcha: get<undefined, string>('/api/tools/rwm/v2/captcha'),
  rwmParse: get<RwmParseQuery, VideoParseResult>('/api/tools/rwm/v2/parse'),
  /** The older video extraction call. */
  rwmLegacy: post<RwmLegacyBody, VideoParseResult>('/api/tools/rwm'),
  asrVipInfo: get<undefined, AsrMemberInfo>('/api/tools/asr/vipInfo'),
  asrVipProducts: get<undefined, AsrProduct[]>('/api/tools/asr/vipProductList'),
  asrTasks: post<AsrTaskListBody, Page<AsrTask>>('/api/tools/asr/taskList'),
  asrTaskDetails: get<AsrTaskCodeQuery, AsrTaskDetail>('/api/tools/asr/taskDetails'),
  asrPolicy: post<AsrPolicyBody, UploadPolicy>('/api/tools/asr/policy'),
  asrDeleteTask: get<AsrTaskCodeQuery>('/api/tools/asr/deleteTask'),
  // Shape not shown in the spec: the task created for the shared video.
  asrParseShareUrl: post<AsrShareUrlBody, AsrTask>('/api/tools/asr/parseShareUrl'),
  /**
   * Not in the spec: a media file (or an HLS playlist or segment) fetched through the server, since media servers
   * rarely allow CORS. SSRF-safe, size- and time-capped, rate-limited per user; forwards `Range`.
   */
  blobFetch: getBinary<BlobFetchQuery, ArrayBuffer>('/api/tools/blob/fetch'),
};

/** The storage host's reply to an OCR image upload (see `client.upload`). */
export interface OcrUploadResult {
  content: string;
}

// Shape not shown in the spec: the storage host's reply to a speech-to-text upload is the task it created.
export type AsrUploadResult = AsrTask;
