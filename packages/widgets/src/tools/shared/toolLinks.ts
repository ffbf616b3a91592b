import type { SitePaths } from '../../provider/paths';
import type { ToolsCopy } from '../copy';

/** A smart tool: its page (a key of the site's paths) and its copy. */
export type ToolKey = 'videoExtract' | 'asr' | 'rewrite' | 'ocr' | 'audioExtract' | 'blobDownload';

export interface ToolEntry {
  key: ToolKey;
  path: keyof SitePaths;
  title: keyof ToolsCopy;
}

const TOOLS: Readonly<Record<ToolKey, ToolEntry>> = {
  videoExtract: { key: 'videoExtract', path: 'toolVideoExtract', title: 'toolVideoExtract' },
  asr: { key: 'asr', path: 'toolAsr', title: 'toolAsr' },
  rewrite: { key: 'rewrite', path: 'toolRewrite', title: 'toolRewrite' },
  ocr: { key: 'ocr', path: 'toolOcr', title: 'toolOcr' },
  audioExtract: { key: 'audioExtract', path: 'toolAudioExtract', title: 'toolAudioExtract' },
  blobDownload: { key: 'blobDownload', path: 'toolBlobDownload', title: 'toolBlobDownload' },
};

/** The tools page's cards, in the spec's order (part 2 §2); the teleprompter card follows them. */
export const MENU_TOOLS: readonly ToolEntry[] = [
  TOOLS.videoExtract,
  TOOLS.asr,
  TOOLS.rewrite,
  TOOLS.ocr,
  TOOLS.audioExtract,
];

/** The tools layout's side menu: the five tool routes, then the blob video download. */
export const LAYOUT_TOOLS: readonly ToolEntry[] = [
  TOOLS.ocr,
  TOOLS.asr,
  TOOLS.videoExtract,
  TOOLS.audioExtract,
  TOOLS.rewrite,
  TOOLS.blobDownload,
];

/** Whether a tool's page is the one shown: its path or one under it (the query and hash are ignored). */
export function isCurrentTool(toolPath: string, currentPath: string): boolean {
  const [path = ''] = currentPath.split(/[?#]/);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === toolPath || trimmed.startsWith(`${toolPath}/`);
}
