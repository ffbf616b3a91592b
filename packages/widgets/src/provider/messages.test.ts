import { expect, it } from 'vitest';
import { createMessages } from './messages';

it('names the sibling brand wherever the copy names 配音工坊, spaced from Chinese, with its own logo mark', () => {
  const sibling = createMessages({}, 'sibling');
  expect(sibling.brandName).toBe('DubKit');
  expect(sibling.brandMark).toBe('D');
  expect(sibling.loginTitle).toBe('登录 DubKit');
  expect(sibling.footerCopyright).toBe('© 2024 DubKit 版权所有');
  expect(Object.values(sibling).filter((text) => text.includes('配音工坊'))).toEqual([]);
});

it('keeps the default copy and a partner’s overrides over either brand', () => {
  expect(createMessages().loginTitle).toBe('登录配音工坊');
  expect(createMessages().brandMark).toBe('配');
  expect(createMessages({ brandName: '声坊' }, 'sibling').brandName).toBe('声坊');
});
