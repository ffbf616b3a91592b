import type { ThemeVars } from './contract.css';

/** A complete set of token values for the theme contract. */
export type DubKitTheme = ThemeVars;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type DubKitThemeOverrides = DeepPartial<DubKitTheme>;

const fontFamily =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", system-ui, -apple-system, "Segoe UI", sans-serif';

const base: Omit<DubKitTheme, 'color'> = {
  font: { family: fontFamily, familyMono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.3', normal: '1.6' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  zIndex: {
    dropdown: '1000',
    sticky: '1100',
    overlay: '1200',
    modal: '1300',
    popover: '1400',
    toast: '1500',
    tooltip: '1600',
  },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

/** What a partner may set on any theme without knowing its tokens (as RainbowKit's theme functions take). */
export interface ThemeOptions {
  /** Buttons, links, focus rings and highlights; the hover, pressed and soft shades are mixed from it. */
  brandColor?: string;
  /** Text and icons drawn on the brand colour. */
  onBrandColor?: string;
  /** Corner rounding of every control and surface (pills and avatars stay round). */
  radius?: 'none' | 'small' | 'medium' | 'large';
  /** The font stack; the Chinese system stack by default. */
  fontFamily?: string;
}

const RADII: Record<NonNullable<ThemeOptions['radius']>, DubKitTheme['radius']> = {
  none: { sm: '0', md: '0', lg: '0', full: '9999px' },
  small: { sm: '2px', md: '4px', lg: '6px', full: '9999px' },
  medium: base.radius,
  large: { sm: '6px', md: '12px', lg: '16px', full: '9999px' },
};

/** A theme with the options applied; shades are CSS color-mix() of the brand colour, so any CSS colour works. */
function withOptions(theme: DubKitTheme, options: ThemeOptions, dark: boolean): DubKitTheme {
  const { brandColor, onBrandColor, radius, fontFamily: family } = options;
  const color = { ...theme.color };
  if (brandColor) {
    Object.assign(color, {
      brand: brandColor,
      brandHover: `color-mix(in srgb, ${brandColor} 85%, white)`,
      brandActive: `color-mix(in srgb, ${brandColor} 80%, black)`,
      brandSoft: `color-mix(in srgb, ${brandColor} ${dark ? '22%' : '10%'}, ${theme.color.surface})`,
      focusRing: brandColor,
      info: brandColor,
    });
  }
  if (onBrandColor) color.onBrand = onBrandColor;
  return {
    ...theme,
    color,
    radius: radius ? RADII[radius] : theme.radius,
    font: family ? { ...theme.font, family } : theme.font,
  };
}

/** The DubKit brand: a clear blue on white. */
export function defaultTheme(options: ThemeOptions = {}): DubKitTheme {
  return withOptions(
    {
      ...base,
      color: {
        brand: '#1f5eff',
        brandHover: '#3b74ff',
        brandActive: '#1549cc',
        brandSoft: '#e8efff',
        onBrand: '#ffffff',
        text: '#1d2129',
        textSecondary: '#4e5969',
        textMuted: '#6b7280',
        textInverse: '#ffffff',
        surface: '#ffffff',
        surfaceRaised: '#ffffff',
        surfaceSunken: '#f5f7fa',
        overlay: 'rgba(0, 0, 0, 0.5)',
        border: '#e5e6eb',
        borderStrong: '#c9cdd4',
        focusRing: '#1f5eff',
        success: '#0f7b3f',
        warning: '#a35200',
        danger: '#d42a2a',
        info: '#1f5eff',
        memberGold: '#8a5a00',
        memberGoldSoft: '#fdf1d6',
      },
    },
    options,
    false,
  );
}

/** The sibling brand: a warm violet palette (and no WeChat login, handled by the widgets). */
export function siblingTheme(options: ThemeOptions = {}): DubKitTheme {
  const theme = defaultTheme();
  return withOptions(
    {
      ...theme,
      color: {
        ...theme.color,
        brand: '#6d28d9',
        brandHover: '#7c3aed',
        brandActive: '#5b21b6',
        brandSoft: '#f1eafe',
        focusRing: '#6d28d9',
        info: '#6d28d9',
      },
    },
    options,
    false,
  );
}

export function darkTheme(options: ThemeOptions = {}): DubKitTheme {
  return withOptions(
    {
      ...base,
      shadow: {
        sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
        md: '0 4px 12px rgba(0, 0, 0, 0.5)',
        lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
      },
      color: {
        brand: '#5b8cff',
        brandHover: '#7aa2ff',
        brandActive: '#3f74f5',
        brandSoft: '#1c2a4d',
        onBrand: '#0b1020',
        text: '#e8eaf0',
        textSecondary: '#b8bfcc',
        textMuted: '#9aa3b2',
        textInverse: '#0b1020',
        surface: '#12151c',
        surfaceRaised: '#1b1f29',
        surfaceSunken: '#0c0e13',
        overlay: 'rgba(0, 0, 0, 0.65)',
        border: '#2b3140',
        borderStrong: '#3d4557',
        focusRing: '#7aa2ff',
        success: '#4ccf86',
        warning: '#f0a23b',
        danger: '#ff6b6b',
        info: '#5b8cff',
        memberGold: '#f2c26b',
        memberGoldSoft: '#3a2e14',
      },
    },
    options,
    true,
  );
}

function merge<T>(target: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return target;
  const out = { ...target } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' ? merge(current, value) : value;
  }
  return out as T;
}

/** A partner theme: any token overridden on top of a base theme (the default brand unless given). */
export function createDubKitTheme(
  overrides: DubKitThemeOverrides,
  baseTheme: DubKitTheme = defaultTheme(),
): DubKitTheme {
  return merge(baseTheme, overrides);
}

/** The theme as CSS custom property declarations, e.g. `--dk-color-brand:#1f5eff;`. */
export function themeToCss(theme: DubKitTheme): string {
  let css = '';
  const walk = (node: Record<string, unknown>, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'object' && value !== null) walk(value as Record<string, unknown>, [...path, key]);
      else css += `--dk-${[...path, key].join('-')}:${String(value)};`;
    }
  };
  walk(theme as unknown as Record<string, unknown>, []);
  return css;
}
