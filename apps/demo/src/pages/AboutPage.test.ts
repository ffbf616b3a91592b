// @vitest-environment jsdom
// The page shell names the brand from the provider's messages, which needs a document.
import { DubKitProvider, zhCN } from '@dubkit/widgets';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import AboutPage from './AboutPage';

/** Every label the site's widgets show (buttons, tabs, menu items), as the catalogue spells them. */
const labels = new Set<string>(Object.values(zhCN));

describe('help centre', () => {
  it('names buttons and menus as the site labels them', () => {
    const html = renderToStaticMarkup(createElement(DubKitProvider, null, createElement(AboutPage)));
    // A quoted name is a label, or a path of labels such as “个人中心 - 修改密码”.
    const quoted = [...html.matchAll(/“([^”]+)”/g)].flatMap(([, name = '']) => name.split(' - '));
    expect(quoted).toContain('立即配音');
    expect(quoted.filter((name) => !labels.has(name))).toEqual([]);
  });
});
