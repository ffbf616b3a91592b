import { IconButton } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import { CloseIcon } from '../../shared/icons';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './ActivityBanner.css';
import { useActivityBanner } from './useActivityBanner';

export interface ActivityBannerProps {
  /** The banner position; the website's top banner is 1. */
  position?: number;
  className?: string;
}

/** The activity banner at the top of the site, when one runs: a click follows it, a closeable one can be closed. */
export function ActivityBanner({ position, className }: ActivityBannerProps) {
  const messages = useSiteMessages();
  const state = useActivityBanner(position);
  return <ActivityBannerView className={className} messages={messages} {...state} />;
}

export type ActivityBannerViewProps = Omit<ActivityBannerProps, 'position'> &
  CopyProps<SiteCopy> &
  ReturnType<typeof useActivityBanner>;

/** The view of ActivityBanner: its copy and state come as props from the widget. */
export function ActivityBannerView({ messages, className, banner, open, close }: ActivityBannerViewProps) {
  if (!banner) return null;
  return (
    <aside className={[styles.banner, className].filter(Boolean).join(' ')} aria-label={banner.name}>
      <a
        className={styles.link}
        href={banner.link}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <img className={styles.image} src={banner.imagePath} alt={banner.name} />
      </a>
      {banner.closeable && (
        <IconButton
          className={styles.close}
          label={messages.activityBannerClose}
          size="sm"
          round
          variant="secondary"
          onClick={close}
        >
          <CloseIcon />
        </IconButton>
      )}
    </aside>
  );
}
