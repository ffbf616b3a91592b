import { QRCode } from '@dubkit/ui';
import { useId } from 'react';
import * as styles from './SiteFooter.css';
import { useSiteFooter } from './useSiteFooter';

export interface SiteFooterProps {
  /** What the app download code encodes. */
  appDownloadUrl: string;
  className?: string;
}

/** The site footer: contact, about and agreements, the app download code and the legal filing numbers. */
export function SiteFooter({ appDownloadUrl, className }: SiteFooterProps) {
  const state = useSiteFooter();
  return <SiteFooterView appDownloadUrl={appDownloadUrl} className={className} {...state} />;
}

export type SiteFooterViewProps = SiteFooterProps & ReturnType<typeof useSiteFooter>;

/** The view of SiteFooter: its copy and state come as props from the widget. */
export function SiteFooterView({ appDownloadUrl, className, messages, links, follow }: SiteFooterViewProps) {
  const contactId = useId();
  const aboutId = useId();
  const appId = useId();
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={styles.columns}>
        <section aria-labelledby={contactId}>
          <h2 id={contactId} className={styles.heading}>
            {messages.footerContact}
          </h2>
          <ul className={styles.list}>
            <li>{messages.footerPhone}</li>
            <li>{messages.footerEmail}</li>
            <li>{messages.footerAddress}</li>
          </ul>
        </section>
        <nav aria-labelledby={aboutId}>
          <h2 id={aboutId} className={styles.heading}>
            {messages.brandName}
          </h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.to}>
                <a className={styles.link} href={link.to} onClick={follow(link.to)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={appId} className={styles.app}>
          <h2 id={appId} className={styles.heading}>
            {messages.footerDownload}
          </h2>
          <QRCode className={styles.qr} value={appDownloadUrl} label={messages.footerAppQr} size={96} />
          <span>{messages.footerAppHint}</span>
        </section>
      </div>
      <div className={styles.legal}>
        <span>{messages.footerCopyright}</span>
        <a className={styles.link} href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
          {messages.footerIcp}
        </a>
        <a className={styles.link} href="https://beian.mps.gov.cn/" target="_blank" rel="noreferrer">
          {messages.footerPolice}
        </a>
      </div>
    </footer>
  );
}
