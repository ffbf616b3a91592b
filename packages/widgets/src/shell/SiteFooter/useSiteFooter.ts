import type { MouseEvent } from 'react';
import { useDubKit } from '../../provider';

/** The footer's links go through the product's navigation; modified clicks open a new tab as links do. */
export function useSiteFooter() {
  const { messages, navigate } = useDubKit();
  const follow = (to: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  const links = [
    { to: '/about', label: messages.footerAbout },
    { to: '/about#help', label: messages.footerHelp },
    { to: '/protocol', label: messages.footerProtocol },
    { to: '/privacy', label: messages.footerPrivacy },
    { to: '/download', label: messages.footerDownload },
  ];
  return { messages, links, follow };
}
