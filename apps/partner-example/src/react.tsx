// A React 19 partner site: our custom elements as JSX (props become properties, events are `on` + their name)
// and the React component way, DubKitShadowRoot, around a widget of the package. Both use the published builds.

import { Spinner } from '@dubkit/ui';
import {
  type CenterTab,
  CreationCenter,
  type CreationQuery,
  DubbingStudio,
  SampleGallery,
  useMessages,
  useSession,
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

function PartnerSite() {
  const [selected, setSelected] = useState('尚未选择声音');
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
  const onSelected = {
    'ondubkit:anchor-selected': (event: CustomEvent<{ name: string }>) => setSelected(`已选择：${event.detail.name}`),
    'ondubkit:error': (event: CustomEvent<DubKitErrorDetail>) => {
      if (event.detail.code === 'token') setNotice(tokenNotice(event.detail.status));
    },
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
          <dubkit-anchor-picker
            publishable-key={PARTNER.publishableKey}
            token-endpoint={PARTNER.tokenEndpoint}
            messages={{ studioSelectAnchor: '挑一个声音' }}
            {...onSelected}
          />
          <button type="button" className="host-probe" data-probe="button">
            宿主的按钮
          </button>
          <p className="host-probe" data-probe="selected" aria-live="polite">
            {selected}
          </p>
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
