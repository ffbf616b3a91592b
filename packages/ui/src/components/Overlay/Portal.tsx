import { type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useThemeScope } from '../../theme/ThemeProvider';

export interface PortalProps {
  children?: ReactNode;
}

/** Renders children at the end of the document body inside a container that carries the theme root attributes. */
export function Portal({ children }: PortalProps) {
  const { rootProps } = useThemeScope();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // A layout effect attaches the container before children mount, so their autofocus finds it in the document.
  useLayoutEffect(() => {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(rootProps)) element.setAttribute(name, value);
    document.body.append(element);
    setContainer(element);
    return () => element.remove();
  }, [rootProps]);
  return container ? createPortal(children, container) : null;
}
