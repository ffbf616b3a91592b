import { describe, expect, it } from 'vitest';
import { validateWorkTitle, WORK_TITLE_MESSAGE, workTitleMessage } from './creation';

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
