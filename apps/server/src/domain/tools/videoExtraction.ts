import type { VideoParseResult } from '@dubkit/sdk-core';
import { firstUrlIn } from '@dubkit/sdk-core/tools';
import { checkCaptcha, issueCaptcha, spendCaptcha } from '../auth/captcha';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { declaredMedia } from './declaredMedia';
import { outboundFailure, type ToolsOutbound } from './outbound';
import type { VideoSiteAdapter } from './videoSites';

/** Platform adapters go before the generic one, which handles every link. */
const ADAPTERS: readonly VideoSiteAdapter[] = [declaredMedia];

/** Each user has one video-extraction captcha at a time. */
export const videoCaptchaKey = (userId: number) => `rwm:${userId}`;

export function issueVideoCaptcha(ctx: ServerContext, userId: number): Promise<string> {
  return issueCaptcha(ctx, videoCaptchaKey(userId));
}

/**
 * Video extraction (spec part 2 §2): the first link in the pasted share text, read by the first adapter that
 * handles it. Only a wrong answer, its expiry or a parsed link spend the captcha: a link that is mistyped or fails
 * keeps the image the user already read.
 */
export async function extractVideo(
  ctx: ServerContext,
  outbound: ToolsOutbound,
  userId: number,
  shareText: string,
  captcha: string,
): Promise<VideoParseResult> {
  const link = firstUrlIn(shareText);
  if (!link) throw badRequest('请输入正确的视频链接');
  if (!(await checkCaptcha(ctx, videoCaptchaKey(userId), captcha))) throw badRequest('验证码错误');
  const result = await resolveShareLink(outbound, link);
  await spendCaptcha(ctx, videoCaptchaKey(userId));
  return result;
}

/** What a share link leads to, read by the first adapter that handles it (speech-to-text's links too). */
export async function resolveShareLink(outbound: ToolsOutbound, link: string): Promise<VideoParseResult> {
  const url = new URL(link);
  const adapter = ADAPTERS.find((candidate) => candidate.handles(url)) ?? declaredMedia;
  const result = await adapter.resolve(url, outbound).catch((error: unknown) => {
    throw outboundFailure(error, '解析失败');
  });
  if (!result) throw badRequest('未能从该链接解析出视频');
  return result;
}
