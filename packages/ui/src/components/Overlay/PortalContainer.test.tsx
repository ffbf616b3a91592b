import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DubKitThemeProvider } from '../../theme';
import { Dialog } from '../Dialog';
import { PortalContainerProvider } from './PortalContainer';

afterEach(() => document.body.replaceChildren());

describe('PortalContainerProvider', () => {
  it('puts an open dialog into the given container, themed, instead of the body', () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(
      <PortalContainerProvider container={container}>
        <DubKitThemeProvider>
          <Dialog open onOpenChange={() => {}} title="确认">
            内容
          </Dialog>
        </DubKitThemeProvider>
      </PortalContainerProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '确认' });
    expect(container.contains(dialog)).toBe(true);
    expect(dialog.closest('[data-dk-root]')?.parentElement).toBe(container);
  });

  it('leaves overlays at the end of the body without one', () => {
    render(
      <DubKitThemeProvider>
        <Dialog open onOpenChange={() => {}} title="确认">
          内容
        </Dialog>
      </DubKitThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: '确认' }).closest('[data-dk-root]')?.parentElement).toBe(document.body);
  });
});
