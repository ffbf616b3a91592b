import type { MouseEvent } from 'react';
import { useDubKit } from '../../provider';
import { useSiteMessages } from '../copy';

/** The footer's links go through the product's navigation; modified clicks open a new tab as links do. */
export function useSiteFooter() {
  const { navigate, paths } = useDubKit();
  const messages = useSiteMessages();
  const follow = (to: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  const links = [
    { to: paths.about, label: messages.footerAbout },
    { to: paths.help, label: messages.footerHelp },
    { to: paths.protocol, label: messages.footerProtocol },
    { to: paths.privacy, label: messages.footerPrivacy },
    { to: paths.download, label: messages.footerDownload },
  ];
  return { messages, links, follow };
}
