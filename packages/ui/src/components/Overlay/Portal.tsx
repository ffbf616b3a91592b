import { type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useThemeScope } from '../../theme/ThemeProvider';
import { usePortalContainer } from './PortalContainer';

export interface PortalProps {
  children?: ReactNode;
}

/**
 * Renders children at the end of the document body (or PortalContainerProvider's container) inside an element that
 * carries the theme root attributes.
 */
export function Portal({ children }: PortalProps) {
  const { rootProps } = useThemeScope();
  const parent = usePortalContainer();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // A layout effect attaches the container before children mount, so their autofocus finds it in the document.
  useLayoutEffect(() => {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(rootProps)) element.setAttribute(name, value);
    parent.append(element);
    setContainer(element);
    return () => element.remove();
  }, [rootProps, parent]);
  return container ? createPortal(children, container) : null;
}
