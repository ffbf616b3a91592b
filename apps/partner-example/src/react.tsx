// A React 19 partner site: the React component way, DubKitShadowRoot, around widgets of the package, and a custom
// element as JSX (props become properties, events are `on` + their name). Both use the published builds. The element
// is the read-aloud button, which carries no React of its own: the page loads React once, its own.

import { Button, Spinner } from '@dubkit/ui';
import {
  type CenterTab,
  CreationCenter,
  type CreationQuery,
  DubbingStudio,
  SampleGallery,
  useMessages,
  useSession,
  type VoiceChoice,
  VoicePicker,
} from '@dubkit/widgets';
import type { DubKitErrorDetail } from '@dubkit/widgets/embed';
import { DubKitShadowRoot, type DubKitShadowRootProps } from '@dubkit/widgets/embed/react';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PARTNER, siteRoute, tokenNotice } from './partner';

/** The studio and 我的配音 are the reader's own: they open once the partner's token has signed the reader in. */
function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const messages = useMessages();
  return user ? children : <Spinner label={messages.embedSigningIn} showLabel />;
}

/** The site's own button, opening the package's voice picker. */
function ChooseVoice({ onChosen }: { onChosen: (choice: VoiceChoice) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>挑一个声音</Button>
      <VoicePicker open={open} onOpenChange={setOpen} onConfirm={onChosen} />
    </>
  );
}

function PartnerSite() {
  const [voice, setVoice] = useState<VoiceChoice | null>(null);
  const [notice, setNotice] = useState('');
  // What the widgets lead to (去配音, 立即查看, a draft) opens here, in this site's own sections.
  const [studio, setStudio] = useState<CreationQuery | null>(null);
  const [tab, setTab] = useState<CenterTab>(0);
  const [listed, setListed] = useState(0);
  // A new object each time, so the same section scrolls into view again; 我的配音 when another page linked to it.
  const [shown, setShown] = useState(() => (window.location.hash === '#my-dubbing' ? { id: 'my-dubbing' } : null));
  useEffect(() => document.getElementById(shown?.id ?? '')?.scrollIntoView({ block: 'start' }), [shown]);
  const navigate = (target: string) => {
    const route = siteRoute(target);
    if (route?.to === 'studio') {
      setStudio(route.query);
      setShown({ id: 'studio' });
    } else if (route?.to === 'my-dubbing') {
      setTab(route.tab);
      // A task just submitted is listed: the list loads again.
      setListed((count) => count + 1);
      setShown({ id: 'my-dubbing' });
    }
  };
  const dubkit: DubKitShadowRootProps = {
    publishableKey: PARTNER.publishableKey,
    tokenEndpoint: PARTNER.tokenEndpoint,
    onTokenError: (status) => setNotice(tokenNotice(status)),
    onNavigate: navigate,
  };
  const onTokenError = (event: CustomEvent<DubKitErrorDetail>) => {
    if (event.detail.code === 'token') setNotice(tokenNotice(event.detail.status));
  };
  return (
    <>
      <header className="site">
        <h1>好物生活</h1>
        <nav>
          <a href="./index.html">脚本嵌入</a>
          <a href="./react.html" aria-current="page">
            React 组件
          </a>
        </nav>
      </header>
      <p className="site-notice" role="status">
        {notice}
      </p>
      <main>
        <article>
          <h2>听听这些声音</h2>
          <p>下面的样音库来自配音工坊，用 React 组件嵌入在本站页面里。</p>
          <DubKitShadowRoot {...dubkit}>
            <SampleGallery />
          </DubKitShadowRoot>
          <span className="host-probe" data-probe="article">
            宿主页面自己的文字
          </span>
        </article>
        <aside>
          <h2>选择一个声音</h2>
          <DubKitShadowRoot {...dubkit}>
            <ChooseVoice onChosen={setVoice} />
          </DubKitShadowRoot>
          <button type="button" className="host-probe" data-probe="button">
            宿主的按钮
          </button>
          <p className="host-probe" data-probe="selected" aria-live="polite">
            {voice ? `已选择：${voice.anchor.name}` : '尚未选择声音'}
          </p>
          <p id="voice-intro">秋天到了，和家人一起去山里露营吧。</p>
          <dubkit-tts-button
            for="voice-intro"
            anchor-id={voice?.anchor.id ?? 11}
            publishable-key={PARTNER.publishableKey}
            token-endpoint={PARTNER.tokenEndpoint}
            messages={{ embedRead: '用这个声音读一读' }}
            ondubkit:error={onTokenError}
          />
        </aside>
      </main>
      {studio && (
        <section id="studio" className="site-section">
          <h2>为样音配音</h2>
          <DubKitShadowRoot {...dubkit}>
            <SignedIn>
              <DubbingStudio
                query={studio}
                onQueryChange={(change) => setStudio((query) => query && { ...query, ...change })}
              />
            </SignedIn>
          </DubKitShadowRoot>
        </section>
      )}
      <section id="my-dubbing" className="site-section">
        <h2>我的配音</h2>
        <DubKitShadowRoot {...dubkit}>
          <SignedIn>
            <CreationCenter key={listed} tab={tab} onTabChange={setTab} />
          </SignedIn>
        </DubKitShadowRoot>
      </section>
      <div className="overlay-war">宿主的浮层（z-index 99999）</div>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PartnerSite />
  </StrictMode>,
);
