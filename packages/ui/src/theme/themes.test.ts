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

  it('takes a brand colour, rounding and font as options over any base theme', () => {
    const light = defaultTheme({ brandColor: '#e11d48', radius: 'none', fontFamily: 'serif' });
    expect(light.color.brand).toBe('#e11d48');
    expect(light.color.focusRing).toBe('#e11d48');
    expect(light.color.brandHover).toBe('color-mix(in srgb, #e11d48 85%, white)');
    expect(light.radius).toMatchObject({ sm: '0', md: '0', lg: '0', full: '9999px' });
    expect(light.font.family).toBe('serif');
    expect(light.color.text).toBe(defaultTheme().color.text);

    const dark = darkTheme({ brandColor: '#e11d48', onBrandColor: '#fff', radius: 'large' });
    expect(dark.color.surface).toBe(darkTheme().color.surface);
    expect(dark.color.brandSoft).toBe('color-mix(in srgb, #e11d48 22%, #12151c)');
    expect(dark.color.onBrand).toBe('#fff');
    expect(dark.radius.md).toBe('12px');
  });

  it('keeps each theme’s own shades when no option is given', () => {
    expect(siblingTheme().color.brandHover).toBe('#7c3aed');
    expect(defaultTheme({}).color.brandHover).toBe('#3b74ff');
  });
});
