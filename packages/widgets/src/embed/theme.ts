import { type DubKitTheme, darkTheme, defaultTheme, type ThemeOptions } from '@dubkit/ui';
import type { EmbedSettings } from './settings';

/** The theme the attributes name: light or dark, with the brand colour and rounding on top. */
export function embedTheme({ theme, themeBrand, themeRadius }: EmbedSettings): DubKitTheme {
  const options: ThemeOptions = { brandColor: themeBrand || undefined, radius: themeRadius };
  return theme === 'dark' ? darkTheme(options) : defaultTheme(options);
}
