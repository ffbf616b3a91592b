import { Popover, QRCode } from '@dubkit/ui';
import { lazy, Suspense } from 'react';
import { FeedbackIcon, HelpIcon, ServiceIcon } from '../../shared/icons';
import * as styles from './RightToolbar.css';
import { useRightToolbar } from './useRightToolbar';

// The feedback form comes in a chunk of its own when first opened, not with every page.
const FeedbackDialog = lazy(() =>
  import('../FeedbackDialog/FeedbackDialog').then((module) => ({ default: module.FeedbackDialog })),
);

export interface RightToolbarProps {
  /** What the customer-service code encodes: the service account's WeChat contact link. */
  serviceQrValue: string;
  /** The help centre's route; the site's about page (`paths.about`) by default. */
  helpPath?: string;
  className?: string;
}

/** The tool bar fixed at the right edge: help centre, customer-service WeChat code, feedback. */
export function RightToolbar({ serviceQrValue, helpPath, className }: RightToolbarProps) {
  const toolbar = useRightToolbar(helpPath);
  return <RightToolbarView serviceQrValue={serviceQrValue} className={className} toolbar={toolbar} />;
}

export type RightToolbarViewProps = Omit<RightToolbarProps, 'helpPath'> & {
  toolbar: ReturnType<typeof useRightToolbar>;
};

/** The view of RightToolbar: its copy and state come as props from the widget. */
export function RightToolbarView({ serviceQrValue, className, toolbar }: RightToolbarViewProps) {
  const { messages, floating } = toolbar;
  return (
    <aside
      className={[styles.toolbar, className].filter(Boolean).join(' ')}
      aria-label={messages.toolbarLabel}
      {...floating.rootProps}
    >
      {/* Phones only: the floating button that shows the actions below. */}
      <button type="button" className={styles.toggle} aria-label={messages.toolbarLabel} {...floating.toggleProps}>
        <HelpIcon />
      </button>
      <div id={floating.itemsId} className={styles.items}>
        <button type="button" className={styles.item} onClick={toolbar.openHelp}>
          <HelpIcon />
          {messages.toolbarHelp}
        </button>
        <Popover
          placement="left"
          title={messages.toolbarService}
          trigger={
            <button type="button" className={styles.item}>
              <ServiceIcon />
              {messages.toolbarService}
            </button>
          }
        >
          <div className={styles.service}>
            <QRCode value={serviceQrValue} label={messages.toolbarServiceQr} size={140} />
            <p className={styles.serviceText}>{messages.toolbarServiceHint}</p>
            <p className={styles.serviceText}>{messages.toolbarServiceHours}</p>
          </div>
        </Popover>
        <button type="button" className={styles.item} onClick={toolbar.openFeedback}>
          <FeedbackIcon />
          {messages.toolbarFeedback}
        </button>
      </div>
      {toolbar.feedbackUsed && (
        <Suspense>
          <FeedbackDialog open={toolbar.feedbackOpen} onOpenChange={toolbar.setFeedbackOpen} />
        </Suspense>
      )}
    </aside>
  );
}
