import { createContext, type ReactNode, useContext, useId, useMemo } from 'react';
import { ROOT_ATTRIBUTE } from './reset.css';
import { type DubKitTheme, defaultTheme, themeToCss } from './themes';

interface ThemeScope {
  /** Spread onto any element rendered outside the root (portals) so it gets the theme and reset. */
  rootProps: Record<string, string>;
}

const ThemeScopeContext = createContext<ThemeScope | null>(null);

export interface DubKitThemeProviderProps {
  theme?: DubKitTheme;
  /** Element the root renders as; defaults to a div. */
  as?: 'div' | 'section' | 'main';
  className?: string;
  children?: ReactNode;
}

/** Scopes the theme variables and the reset under one root attribute; nothing is applied to the host page. */
export function DubKitThemeProvider({ theme, as: Root = 'div', className, children }: DubKitThemeProviderProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const resolved = theme ?? defaultTheme();
  const css = useMemo(() => `[data-dk-theme="${id}"]{${themeToCss(resolved)}}`, [id, resolved]);
  const scope = useMemo<ThemeScope>(() => ({ rootProps: { [ROOT_ATTRIBUTE]: '', 'data-dk-theme': id } }), [id]);
  return (
    <ThemeScopeContext.Provider value={scope}>
      <style>{css}</style>
      <Root className={className} {...scope.rootProps}>
        {children}
      </Root>
    </ThemeScopeContext.Provider>
  );
}

/** The root attributes of the nearest provider, for portals. */
export function useThemeScope(): ThemeScope {
  const scope = useContext(ThemeScopeContext);
  if (!scope) throw new Error('DubKit components must be rendered inside <DubKitThemeProvider>.');
  return scope;
}
