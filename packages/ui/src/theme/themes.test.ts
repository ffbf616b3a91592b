import { describe, expect, it } from 'vitest';
import { createDubKitTheme, darkTheme, defaultTheme, siblingTheme, themeToCss } from './themes';

describe('themes', () => {
  it('gives every theme the same token shape', () => {
    const keys = (theme: object): string[] =>
      Object.entries(theme).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((sub) => `${k}.${sub}`) : [k]));
    expect(keys(darkTheme())).toEqual(keys(defaultTheme()));
    expect(keys(siblingTheme())).toEqual(keys(defaultTheme()));
  });

  it('lets a partner override single tokens and keeps the rest', () => {
    const theme = createDubKitTheme({ color: { brand: '#ff5500' }, radius: { md: '0' } });
    expect(theme.color.brand).toBe('#ff5500');
    expect(theme.radius.md).toBe('0');
    expect(theme.color.text).toBe(defaultTheme().color.text);
    expect(defaultTheme().color.brand).not.toBe('#ff5500');
  });

  it('overrides on top of a chosen base theme', () => {
    const theme = createDubKitTheme({ color: { brand: '#00aa88' } }, darkTheme());
    expect(theme.color.surface).toBe(darkTheme().color.surface);
    expect(theme.color.brand).toBe('#00aa88');
  });

  it('writes tokens as dk- prefixed custom properties', () => {
    const css = themeToCss(createDubKitTheme({ color: { brand: '#ff5500' } }));
    expect(css).toContain('--dk-color-brand:#ff5500;');
    expect(css).toContain('--dk-space-md:12px;');
    expect(css).not.toMatch(/--(?!dk-)/);
  });
});
