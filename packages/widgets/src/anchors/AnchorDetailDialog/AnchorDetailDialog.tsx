import type { Anchor } from '@dubkit/sdk-core';
import { AudioPlayButton, Avatar, Button, Dialog, Empty, Spinner, useRadioGroup } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../shared/format';
import { visuallyHidden } from '../../shared/shared.css';
import * as styles from './AnchorDetailDialog.css';
import { type AnchorDetailState, useAnchorDetail } from './useAnchorDetail';

export interface AnchorDetailDialogProps {
  /** The system anchor to show; null closes the dialog. */
  anchor: Anchor | null;
  onClose: () => void;
}

export type AnchorDetailDialogViewProps = AnchorDetailDialogProps & AnchorDetailState;

/** A system anchor's templates (with samples) and roles, and the start button to the creation page. */
export function AnchorDetailDialog(props: AnchorDetailDialogProps) {
  const state = useAnchorDetail({ anchor: props.anchor });
  return <AnchorDetailDialogView {...props} {...state} />;
}

/** The detail dialog's view: its copy, the detail, the choices and the start come from useAnchorDetail. */
export function AnchorDetailDialogView({
  anchor,
  onClose,
  messages,
  sampleError,
  detail,
  templateId,
  roleId,
  selectTemplate,
  toggleRole,
  start,
}: AnchorDetailDialogViewProps) {
  const templatesId = useId();
  const rolesId = useId();
  const data = detail.data;
  const templates = data?.templateList ?? [];
  const roles = data?.roleList ?? [];
  const { radios } = useRadioGroup({
    options: templates.map((template) => ({ value: template.id, label: template.title })),
    value: templateId,
    onChange: selectTemplate,
  });
  const name = data?.name ?? anchor?.name ?? '';
  const intro = data?.desc ?? anchor?.description;

  return (
    <Dialog
      open={anchor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={name}
      closeLabel={messages.close}
      closeOnMaskClick
      width={720}
      footer={
        <Button onClick={start} disabled={detail.status !== 'ready'}>
          {messages.anchorStart}
        </Button>
      }
    >
      <div className={styles.head} data-status={detail.status}>
        <Avatar src={data?.avatar ?? anchor?.avatar} name={name} alt="" size="xl" />
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {detail.status === 'loading' && (
        <div className={styles.status}>
          <Spinner label={messages.loading} />
        </div>
      )}
      {detail.status === 'error' && (
        <Empty
          title={messages.anchorsFailed}
          action={
            <Button variant="secondary" onClick={detail.reload}>
              {messages.anchorsRetry}
            </Button>
          }
        />
      )}
      {templates.length > 0 && (
        <section className={styles.section} aria-labelledby={templatesId}>
          <h3 id={templatesId} className={styles.sectionTitle}>
            {messages.anchorTemplates}
          </h3>
          <div role="radiogroup" aria-labelledby={templatesId} className={styles.templates}>
            {radios.map(({ option, itemProps, inputProps }, index) => {
              const template = templates[index];
              if (!template) return null;
              return (
                <div key={option.value} className={styles.template} {...itemProps}>
                  <label className={styles.templateLabel}>
                    <input className={visuallyHidden} {...inputProps} />
                    <Avatar src={template.imagePath} name={template.title} alt="" size="md" shape="square" />
                    <span className={styles.templateText}>
                      <span className={styles.templateTitle}>{template.title}</span>
                      {template.subtitle && <span className={styles.templateSubtitle}>{template.subtitle}</span>}
                    </span>
                  </label>
                  {template.filepath && (
                    <AudioPlayButton
                      src={template.filepath}
                      onError={sampleError}
                      label={format(messages.anchorPlaySampleOf, { name: template.title })}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </section>
      )}
      {roles.length > 0 && (
        <section className={styles.section} aria-labelledby={rolesId}>
          <h3 id={rolesId} className={styles.sectionTitle}>
            {messages.anchorRoles}
          </h3>
          <ul className={styles.roles}>
            {roles.map((role) => (
              <li key={role.id}>
                <button
                  type="button"
                  className={styles.role}
                  aria-pressed={role.id === roleId}
                  onClick={() => toggleRole(role.id)}
                >
                  <Avatar src={role.avatar} name={role.name} alt="" size="sm" />
                  {role.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
