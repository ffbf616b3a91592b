import { type ReactNode, useEffect, useRef } from 'react';
import { ToolIcon } from '../shared/toolIcons';
import * as styles from './AiToolsLayout.css';
import { type AiToolsLayoutState, type UseAiToolsLayoutOptions, useAiToolsLayout } from './useAiToolsLayout';

export interface AiToolsLayoutProps extends UseAiToolsLayoutOptions {
  /** The current tool's page (a router's outlet). */
  children?: ReactNode;
  className?: string;
}

/** The smart tools' frame (/aitools/*): a side menu of the tool pages beside the current one; a scroller on phones. */
export function AiToolsLayout({ children, className, ...options }: AiToolsLayoutProps) {
  const state = useAiToolsLayout(options);
  return (
    <AiToolsLayoutView {...state} className={className}>
      {children}
    </AiToolsLayoutView>
  );
}

export interface AiToolsLayoutViewProps extends AiToolsLayoutState {
  children?: ReactNode;
  className?: string;
}

/** The view of AiToolsLayout: its copy and menu come as props from the widget. */
export function AiToolsLayoutView({ messages, items, follow, children, className }: AiToolsLayoutViewProps) {
  const current = items.find((item) => item.current);
  const navRef = useRef<HTMLElement>(null);
  // On a phone the menu is a sideways row: the current tool is scrolled to its middle (the page itself stays put).
  const currentKey = current?.key;
  useEffect(() => {
    const nav = navRef.current;
    const link = currentKey && nav?.querySelector<HTMLElement>(`[data-tool="${currentKey}"]`);
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
    const navBox = nav.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    nav.scrollLeft += linkBox.left - navBox.left - (navBox.width - linkBox.width) / 2;
  }, [currentKey]);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-tool={current?.key}>
      <nav ref={navRef} className={styles.nav} aria-label={messages.toolsNav}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item}>
              <a
                className={styles.link}
                href={item.to}
                aria-current={item.current ? 'page' : undefined}
                data-current={item.current || undefined}
                data-tool={item.key}
                onClick={follow(item.to)}
              >
                <ToolIcon tool={item.key} size={18} />
                <span>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
