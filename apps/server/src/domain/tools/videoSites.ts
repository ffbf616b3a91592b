import type { VideoParseResult } from '@dubkit/sdk-core';
import type { ToolsOutbound } from './outbound';

/**
 * One way of reading a share link. A platform whose pages declare nothing (or whose short links need more than
 * redirects) gets an adapter of its own, listed before the generic one (videoExtraction.ts); the first that handles
 * a link reads it.
 */
export interface VideoSiteAdapter {
  handles(url: URL): boolean;
  /** The media the link leads to, or null when nothing recognisable is there. */
  resolve(url: URL, outbound: ToolsOutbound): Promise<VideoParseResult | null>;
}
