import { describe, expect, it } from 'vitest';
import { isCurrentTool, LAYOUT_TOOLS, MENU_TOOLS } from './toolLinks';

describe('isCurrentTool', () => {
  it('marks the tool whose page (or a page under it) is shown, whatever the query', () => {
    expect(isCurrentTool('/aitools/ocr', '/aitools/ocr')).toBe(true);
    expect(isCurrentTool('/aitools/ocr', '/aitools/ocr/')).toBe(true);
    expect(isCurrentTool('/aitools/ocr', '/aitools/ocr?from=tools#top')).toBe(true);
    expect(isCurrentTool('/aitools/asr-v2', '/aitools/asr-v2/tasks')).toBe(true);
  });

  it('does not mark a tool whose path only starts the same way', () => {
    expect(isCurrentTool('/aitools/ocr', '/aitools/ocrx')).toBe(false);
    expect(isCurrentTool('/aitools/rwm', '/aitools/ocr')).toBe(false);
  });
});

describe('tool lists', () => {
  it('the tools page lists the spec’s five tools; the layout adds the blob download', () => {
    expect(MENU_TOOLS.map((tool) => tool.key)).toEqual(['videoExtract', 'asr', 'rewrite', 'ocr', 'audioExtract']);
    expect(LAYOUT_TOOLS.map((tool) => tool.key)).toEqual([
      'ocr',
      'asr',
      'videoExtract',
      'audioExtract',
      'rewrite',
      'blobDownload',
    ]);
  });
});
