// The partner app without DubKit (scripts/partner-app.mjs builds it to subtract React's own bytes).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <header />
  </StrictMode>,
);
