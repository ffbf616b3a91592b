import { Card, Dialog, QRCode } from '@dubkit/ui';
import { useId } from 'react';
import { ToolIcon } from '../shared/toolIcons';
import * as styles from './ToolsMenu.css';
import { type ToolsMenuState, type UseToolsMenuOptions, useToolsMenu } from './useToolsMenu';

export interface ToolsMenuProps extends UseToolsMenuOptions {
  className?: string;
}

/** The smart tools page (/tools): a card per tool, and the teleprompter's app download code. */
export function ToolsMenu({ className, ...options }: ToolsMenuProps) {
  const state = useToolsMenu(options);
  return <ToolsMenuView {...state} className={className} />;
}

export interface ToolsMenuViewProps extends ToolsMenuState {
  className?: string;
}

/** The view of ToolsMenu: its copy, cards and dialog state come as props from the widget. */
export function ToolsMenuView({
  messages,
  tools,
  follow,
  appDownloadUrl,
  appDialogOpen,
  setAppDialogOpen,
  className,
}: ToolsMenuViewProps) {
  const introId = useId();
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-label={messages.toolsList}
      aria-describedby={introId}
    >
      <p id={introId} className={styles.intro}>
        {messages.toolsIntro}
      </p>
      <ul className={styles.grid}>
        {tools.map((tool) => (
          <Card as="li" key={tool.key} interactive className={styles.card} data-tool={tool.key}>
            <span className={styles.icon} data-tool={tool.key}>
              <ToolIcon tool={tool.key} size={26} />
            </span>
            <h2 className={styles.title}>
              <a className={styles.action} href={tool.to} onClick={follow(tool.to)}>
                {tool.title}
              </a>
            </h2>
            <p className={styles.description}>{tool.description}</p>
            <span className={styles.cta} aria-hidden="true">
              {messages.toolsOpen} →
            </span>
          </Card>
        ))}
        <Card as="li" interactive className={styles.card} data-tool="teleprompter">
          <span className={styles.icon} data-tool="teleprompter">
            <ToolIcon tool="teleprompter" size={26} />
          </span>
          <h2 className={styles.title}>
            <button
              type="button"
              className={styles.action}
              aria-haspopup="dialog"
              onClick={() => setAppDialogOpen(true)}
            >
              {messages.toolTeleprompter}
            </button>
          </h2>
          <p className={styles.description}>{messages.toolTeleprompterDesc}</p>
          <span className={styles.cta} aria-hidden="true">
            {messages.toolsOpen} →
          </span>
        </Card>
      </ul>
      <Dialog
        open={appDialogOpen}
        onOpenChange={setAppDialogOpen}
        title={messages.teleprompterTitle}
        closeLabel={messages.close}
        width={360}
        closeOnMaskClick
      >
        <div className={styles.app}>
          <QRCode value={appDownloadUrl} label={messages.teleprompterQr} size={180} />
          <p className={styles.appHint}>{messages.teleprompterHint}</p>
        </div>
      </Dialog>
    </section>
  );
}
