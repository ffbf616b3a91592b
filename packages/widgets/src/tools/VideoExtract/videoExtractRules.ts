import { isDubKitError } from '@dubkit/sdk-core';
import { firstUrlIn } from '@dubkit/sdk-core/tools';

/** What the parse call sends: the first link in pasted share text, else the text as typed (the server judges it). */
export function shareUrlToParse(text: string): string {
  return firstUrlIn(text) ?? text.trim();
}

/**
 * The link to show under the share box: only when the text is share prose around a link ("3.82 复制打开抖音… https://…"),
 * so the user sees which part will be parsed; a bare link shows nothing.
 */
export function parsedUrlHint(text: string): string | null {
  const url = firstUrlIn(text);
  return url && url !== text.trim() ? url : null;
}

export interface VideoExtractInput {
  text: string;
  captcha: string;
}

export interface VideoExtractMessages {
  /** 请输入视频链接 */
  shareEmpty: string;
  /** 请输入正确的视频链接: text without an http(s) link, which the server refuses as well. */
  shareInvalid: string;
  /** 请输入验证码 */
  captchaEmpty: string;
}

export interface VideoExtractErrors {
  shareUrl: string | null;
  captcha: string | null;
}

/**
 * The form's refusals (spec part 2 §5): a share link and a captcha are both required, and the text must hold an
 * http(s) link (sdk-core's `firstUrlIn`, as the server reads it; refused here, no captcha is spent on it).
 */
export function videoExtractErrors(input: VideoExtractInput, messages: VideoExtractMessages): VideoExtractErrors {
  const text = input.text.trim();
  return {
    shareUrl: !text ? messages.shareEmpty : firstUrlIn(text) ? null : messages.shareInvalid,
    captcha: input.captcha.trim() ? null : messages.captchaEmpty,
  };
}

/** A video's size as the result shows it, or null when the host did not say. */
export function videoSize(video: { width: number; height: number } | null): { width: number; height: number } | null {
  return video && video.width > 0 && video.height > 0 ? { width: video.width, height: video.height } : null;
}

/** The server's refusal of a captcha answer that is wrong or expired: the image it was read from is spent. */
const CAPTCHA_WRONG_MESSAGE = '验证码错误';

/**
 * True when a failed parse spent its captcha (a wrong or expired answer), so a new image is needed; any other
 * failure (a link that is mistyped or fails, the network) leaves the image the user already read.
 */
export function captchaSpentBy(failure: unknown): boolean {
  return isDubKitError(failure) && failure.message === CAPTCHA_WRONG_MESSAGE;
}
