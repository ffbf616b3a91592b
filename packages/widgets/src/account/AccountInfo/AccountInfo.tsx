import { Button, Input } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import * as shared from '../../shared/shared.css';
import { type SiteCopy, useSiteMessages } from '../../shell/copy';
import * as styles from './AccountInfo.css';
import { useAccountInfo } from './useAccountInfo';

/** The personal information page: edit the nickname; username and phone are shown read-only. */
export function AccountInfo() {
  const messages = useSiteMessages();
  const info = useAccountInfo();
  return <AccountInfoView messages={messages} info={info} />;
}

export type AccountInfoViewProps = CopyProps<SiteCopy> & { info: ReturnType<typeof useAccountInfo> };

/** The view of AccountInfo: its copy and state come as props from the widget. */
export function AccountInfoView({ messages, info }: AccountInfoViewProps) {
  const titleId = useId();
  return (
    <section className={shared.panel} aria-labelledby={titleId} aria-busy={info.loading}>
      <h2 id={titleId} className={shared.panelTitle}>
        {messages.accountInfoTitle}
      </h2>
      {info.profile && (
        <form
          className={shared.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void info.save();
          }}
        >
          <Input
            label={messages.accountNickname}
            placeholder={messages.accountNicknamePlaceholder}
            value={info.nickname}
            onChange={info.setNickname}
            errorMessage={info.error}
            required
          />
          <dl className={shared.readonlyRow}>
            <dt className={shared.readonlyLabel}>{messages.accountUsername}</dt>
            <dd>{info.profile.username}</dd>
            <dt className={shared.readonlyLabel}>{messages.accountPhone}</dt>
            <dd>{info.profile.phone}</dd>
          </dl>
          <div className={styles.actions}>
            <Button type="submit" loading={info.pending}>
              {messages.accountSave}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
