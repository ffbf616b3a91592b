import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdownBlocks';

describe('markdownBlocks', () => {
  it('splits at blank lines', () => {
    expect(markdownBlocks('# 标题\n\n第一段\n第二行\n\n- 一\n- 二\n')).toEqual([
      '# 标题',
      '第一段\n第二行',
      '- 一\n- 二',
    ]);
  });

  it('keeps a fenced code block whole, blank lines and all, even while it is still open', () => {
    expect(markdownBlocks('前\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n后')).toEqual([
      '前',
      '```ts\nconst a = 1;\n\nconst b = 2;\n```',
      '后',
    ]);
    expect(markdownBlocks('```\n一\n\n二')).toEqual(['```\n一\n\n二']);
    expect(markdownBlocks('~~~\n```\n\n~~~\n\nx')).toEqual(['~~~\n```\n\n~~~', 'x']);
  });

  it('gives the earlier blocks unchanged as text is appended', () => {
    const answer = '第一段\n\n| 列 | 值 |\n| - | - |\n| a | 1 |\n\n结尾';
    let previous: string[] = [];
    for (let end = 1; end <= answer.length; end++) {
      const blocks = markdownBlocks(answer.slice(0, end));
      expect(blocks.slice(0, Math.max(0, previous.length - 1))).toEqual(previous.slice(0, -1));
      previous = blocks;
    }
  });
});
