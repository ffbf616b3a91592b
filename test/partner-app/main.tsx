import '@dubkit/ui/style.css';
import '@dubkit/widgets/library.css';
import '@dubkit/widgets/membership.css';
import { defaultTheme } from '@dubkit/ui';
import { DubKitProvider } from '@dubkit/widgets';
import { AnchorLibrary } from '@dubkit/widgets/library';
import { MemberButton } from '@dubkit/widgets/membership';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <DubKitProvider baseUrl="https://dub.example.com" theme={defaultTheme({ brandColor: '#0b6bcb', radius: 'large' })}>
      <header>
        <MemberButton />
      </header>
      <AnchorLibrary />
    </DubKitProvider>
  </StrictMode>,
);
