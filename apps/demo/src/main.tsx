import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Declarative routing: the data router (loaders, actions), which the site does not use, doubles the router's size.
import { BrowserRouter } from 'react-router';
import { SiteRoutes } from './routes/routes';
import { BRAND } from './site';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <SiteRoutes brand={BRAND} />
    </BrowserRouter>
  </StrictMode>,
);
