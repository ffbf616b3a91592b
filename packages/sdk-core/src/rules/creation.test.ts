import { describe, expect, it } from 'vitest';
import { titleFromContent, validateWorkTitle, WORK_TITLE_MESSAGE, workTitleMessage } from './creation';

describe('validateWorkTitle', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['我的第一个配音', null],
    ['Vlog_2026-新年@上海', null],
    ['一二三四五六七八九十一二三四五六七八九十', null],
    ['一二三四五六七八九十一二三四五六七八九十一', WORK_TITLE_MESSAGE],
    ['_开头不行', WORK_TITLE_MESSAGE],
    ['@开头不行', WORK_TITLE_MESSAGE],
    ['-开头不行', WORK_TITLE_MESSAGE],
    ['含 空格', WORK_TITLE_MESSAGE],
    ['标点！', WORK_TITLE_MESSAGE],
  ])('%j → %j', (title, message) => {
    expect(validateWorkTitle(title)).toBe(message);
  });

  it('takes the 1-15 reading when asked, with its range in the message', () => {
    const fifteen = '一二三四五六七八九十一二三四五';
    expect(validateWorkTitle(fifteen, 15)).toBeNull();
    expect(validateWorkTitle(`${fifteen}六`, 15)).toBe('任务标题仅支持1-15位中文汉字、英文字母、数字、@_-特殊符号组成');
    expect(validateWorkTitle(`${fifteen}六`)).toBeNull();
    expect(workTitleMessage()).toBe(WORK_TITLE_MESSAGE);
  });

  it('shows the spec’s message', () => {
    expect(WORK_TITLE_MESSAGE).toBe('任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成');
  });
});

describe('titleFromContent', () => {
  it('keeps the characters a title allows, drops a leading @ _ -, and cuts at the reading’s length', () => {
    expect(titleFromContent('  @春天来了，万物复苏！这是一段很长很长的配音文案内容')).toBe(
      '春天来了万物复苏这是一段很长很长的配音文',
    );
    expect(titleFromContent('春天来了万物复苏这是一段很长很长的配音文案', 15)).toBe('春天来了万物复苏这是一段很长很');
  });

  it('falls back to 默认任务标题 when nothing allowed is left', () => {
    expect(titleFromContent('，。！')).toBe('默认任务标题');
    expect(titleFromContent('')).toBe('默认任务标题');
  });

  it('always makes a title the rule accepts', () => {
    for (const text of ['_-@abc', '😀春天', 'a'.repeat(40), '一二三']) {
      expect(validateWorkTitle(titleFromContent(text))).toBeNull();
    }
  });
});
