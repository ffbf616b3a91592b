export { breakpoints, media, vars } from './contract.css';
export { ROOT_ATTRIBUTE } from './reset.css';
export { DubKitThemeProvider, type DubKitThemeProviderProps, useThemeScope } from './ThemeProvider';
export {
  createDubKitTheme,
  type DubKitTheme,
  type DubKitThemeOverrides,
  darkTheme,
  defaultTheme,
  siblingTheme,
  type ThemeOptions,
  themeToCss,
} from './themes';
