// A React 19 partner site: our custom elements as JSX (props become properties, events are `on` + their name)
// and the React component way, DubKitShadowRoot, around a widget of the package. Both use the published builds.

import { SampleGallery } from '@dubkit/widgets';
import type { DubKitErrorDetail } from '@dubkit/widgets/embed';
import { DubKitShadowRoot } from '@dubkit/widgets/embed/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PARTNER, tokenNotice } from './partner';

function PartnerSite() {
  const [selected, setSelected] = useState('尚未选择声音');
  const [notice, setNotice] = useState('');
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
          <DubKitShadowRoot
            publishableKey={PARTNER.publishableKey}
            tokenEndpoint={PARTNER.tokenEndpoint}
            onTokenError={(status) => setNotice(tokenNotice(status))}
            onNavigate={(to) => window.open(to, '_blank', 'noopener')}
          >
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
      <div className="overlay-war">宿主的浮层（z-index 99999）</div>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PartnerSite />
  </StrictMode>,
);
