import { Button, Input } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import * as shared from '../../shared/shared.css';
import { type SiteCopy, useSiteMessages } from '../../shell/copy';
import * as styles from './InviterBind.css';
import { useInviterBind } from './useInviterBind';

/** The bind-invite-code page: one code, once; afterwards it shows as bound. */
export function InviterBind() {
  const messages = useSiteMessages();
  const form = useInviterBind();
  return <InviterBindView messages={messages} form={form} />;
}

export type InviterBindViewProps = CopyProps<SiteCopy> & { form: ReturnType<typeof useInviterBind> };

/** The view of InviterBind: its copy and state come as props from the widget. */
export function InviterBindView({ messages, form }: InviterBindViewProps) {
  const titleId = useId();
  return (
    <section className={shared.panel} aria-labelledby={titleId} aria-busy={!form.loaded}>
      <h2 id={titleId} className={shared.panelTitle}>
        {messages.inviterTitle}
      </h2>
      {form.loaded && (
        <form
          className={shared.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.bind();
          }}
        >
          <div className={styles.row}>
            <Input
              label={messages.inviterLabel}
              placeholder={messages.inviterPlaceholder}
              description={form.bound ? messages.inviterBoundHint : messages.inviterHint}
              value={form.code}
              onChange={form.setCode}
              maxLength={form.maxLength}
              errorMessage={form.error}
              readOnly={!!form.bound}
              disabled={!!form.bound}
              autoComplete="off"
            />
            <Button type="submit" className={styles.button} disabled={!!form.bound} loading={form.pending}>
              {form.bound ? messages.inviterBound : messages.inviterBind}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
