import { createGlobalThemeContract } from '@vanilla-extract/css';

const shape = {
  color: {
    brand: '',
    brandHover: '',
    brandActive: '',
    brandSoft: '',
    onBrand: '',
    text: '',
    textSecondary: '',
    textMuted: '',
    textInverse: '',
    surface: '',
    surfaceRaised: '',
    surfaceSunken: '',
    overlay: '',
    border: '',
    borderStrong: '',
    focusRing: '',
    success: '',
    warning: '',
    danger: '',
    info: '',
    memberGold: '',
    memberGoldSoft: '',
  },
  font: { family: '', familyMono: '' },
  fontSize: { xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  fontWeight: { regular: '', medium: '', bold: '' },
  lineHeight: { tight: '', normal: '' },
  space: { xxs: '', xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  radius: { sm: '', md: '', lg: '', full: '' },
  shadow: { sm: '', md: '', lg: '' },
  zIndex: { dropdown: '', sticky: '', overlay: '', modal: '', popover: '', toast: '', tooltip: '' },
  motion: { durationFast: '', durationNormal: '', easing: '' },
};

/** The theme contract: every value is a CSS variable named `--dk-<group>-<token>`. */
export const vars = createGlobalThemeContract(shape, (_value, path) => `dk-${path.join('-')}`);

export type ThemeVars = typeof shape;

export { breakpoints, media } from './breakpoints.css';
