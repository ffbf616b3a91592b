import { Button, Drawer, IconButton, Menu } from '@dubkit/ui';
import type { MouseEvent } from 'react';
import { MemberButton } from '../../membership/MemberButton';
import { GiftIcon, MenuIcon } from '../../shared/icons';
import { visuallyHidden } from '../../shared/shared.css';
import { UserAvatar } from '../../shared/UserAvatar';
import * as styles from './SiteHeader.css';
import { type UseSiteHeaderOptions, useSiteHeader } from './useSiteHeader';

export interface SiteHeaderProps extends UseSiteHeaderOptions {
  className?: string;
}

/** A plain click follows the link in place; modified clicks (new tab) keep the browser's behaviour. */
const inPlace = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type HeaderTab = ReturnType<typeof useSiteHeader>['tabs'][number];

/** The product tabs, as the header's row or the phone drawer's list. */
function TabLinks({
  tabs,
  newLabel,
  classes,
  onChoose,
}: {
  tabs: HeaderTab[];
  newLabel: string;
  classes: { list: string; link: string; badge: string };
  onChoose: (tab: HeaderTab) => (event: MouseEvent) => void;
}) {
  return (
    <ul className={classes.list}>
      {tabs.map((tab) => (
        <li key={tab.key}>
          <a
            className={classes.link}
            href={tab.to}
            aria-current={tab.current ? 'page' : undefined}
            onClick={onChoose(tab)}
          >
            {tab.label}
            {tab.isNew && <span className={classes.badge}>{newLabel}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The site header: logo, product tabs, share link, membership button (with its checkout) and the login or account menu. */
export function SiteHeader({ className, ...options }: SiteHeaderProps) {
  const header = useSiteHeader(options);
  return <SiteHeaderView className={className} header={header} />;
}

export type SiteHeaderViewProps = Pick<SiteHeaderProps, 'className'> & { header: ReturnType<typeof useSiteHeader> };

/** The view of SiteHeader: its copy and state come as props from the widget. */
export function SiteHeaderView({ className, header }: SiteHeaderViewProps) {
  const { messages, menu, drawer } = header;
  const follow = (action: () => void) => (event: MouseEvent) => {
    if (!inPlace(event)) return;
    event.preventDefault();
    action();
  };
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      <a className={styles.logo} href={header.paths.home} onClick={follow(header.goHome)}>
        <span className={styles.logoMark} aria-hidden="true">
          {messages.brandMark}
        </span>
        {messages.brandName}
      </a>
      <nav className={styles.nav} aria-label={messages.navLabel}>
        <TabLinks
          tabs={header.tabs}
          newLabel={messages.navNew}
          classes={{ list: styles.tabs, link: styles.tab, badge: styles.badge }}
          onChoose={(tab) => follow(() => header.open(tab))}
        />
      </nav>
      <div className={styles.actions}>
        <a className={styles.share} href={header.paths.inviter} onClick={follow(header.share)}>
          <GiftIcon />
          {messages.headerShare}
        </a>
        <MemberButton onPaid={header.paid} />
        {header.user ? (
          // Hovering the avatar opens the menu; click and the arrow keys open it as well.
          <div className={styles.account} {...menu.hover}>
            <Menu
              open={menu.open}
              onOpenChange={menu.setOpen}
              placement="bottom-end"
              items={menu.items}
              onAction={menu.onAction}
              aria-label={header.accountMenuLabel}
              trigger={
                <button type="button" className={styles.accountButton}>
                  <UserAvatar src={header.user.avatar} name={header.name} />
                  <span className={styles.accountName}>{header.name}</span>
                  <span className={visuallyHidden}>{messages.headerAccountMenuSuffix}</span>
                </button>
              }
            />
          </div>
        ) : (
          <Button size="sm" onClick={header.login}>
            {messages.headerLogin}
          </Button>
        )}
      </div>
      {/* Phones: the tabs and actions above move into a drawer behind this button. */}
      <span className={styles.menuSlot}>
        <IconButton
          label={messages.headerMenuOpen}
          aria-haspopup="dialog"
          aria-expanded={drawer.open}
          aria-controls={drawer.id}
          onClick={drawer.toggle}
        >
          <MenuIcon />
        </IconButton>
      </span>
      <Drawer
        id={drawer.id}
        open={drawer.open}
        onOpenChange={drawer.setOpen}
        closeOnMaskClick
        title={messages.headerMenuTitle}
        width="min(320px, 85vw)"
      >
        <nav aria-label={messages.navLabel}>
          <TabLinks
            tabs={header.tabs}
            newLabel={messages.navNew}
            classes={{ list: styles.drawerList, link: styles.drawerLink, badge: styles.drawerBadge }}
            onChoose={(tab) => follow(drawer.go(tab))}
          />
        </nav>
        <div className={styles.drawerActions}>
          <a className={styles.share} href={header.paths.inviter} onClick={follow(drawer.share)}>
            <GiftIcon />
            {messages.headerShare}
          </a>
          <MemberButton onPaid={header.paid} />
          {header.user ? (
            <>
              <span className={styles.drawerUser}>
                <UserAvatar src={header.user.avatar} name={header.name} />
                <span className={styles.accountName}>{header.name}</span>
              </span>
              <ul className={styles.drawerList}>
                {drawer.accountItems.map((item) => (
                  <li key={item.id}>
                    {item.id === 'logout' ? (
                      <button type="button" className={styles.drawerLink} onClick={item.choose}>
                        {item.label}
                      </button>
                    ) : (
                      <a className={styles.drawerLink} href={item.to} onClick={follow(item.choose)}>
                        {item.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Button onClick={drawer.login}>{messages.headerLogin}</Button>
          )}
        </div>
      </Drawer>
    </header>
  );
}
