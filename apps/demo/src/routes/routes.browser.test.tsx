import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { App } from '../App';
import { routes } from './routes';

describe('demo routes in a browser', () => {
  it('sends /index.html to /home and renders the home page', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/index.html'] });
    await render(<App router={router} />);
    await expect.element(page.getByRole('heading', { name: '配音工坊' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('themes the page from the provider', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await render(<App router={router} />);
    const button = page.getByRole('button', { name: '立即配音' });
    await expect.element(button).toBeVisible();
    expect(getComputedStyle(button.element()).backgroundColor).toBe('rgb(31, 94, 255)');
  });
});
