import { Button, Dialog, Input, Textarea } from '@dubkit/ui';
import { useEffect, useState } from 'react';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import * as styles from './DubbingStudio.css';
import {
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  type TemplateForm,
  templateFormErrors,
} from './studioRules';

export interface SaveTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the studio's voice settings under this name; the dialog closes when it resolves. */
  onSave: (form: TemplateForm) => Promise<void>;
}

/** The creation page's save-template dialog: the current voice settings kept as a custom anchor. */
export function SaveTemplateDialog({
  messages,
  open,
  onOpenChange,
  onSave,
}: SaveTemplateDialogProps & CopyProps<StudioCopy>) {
  const [form, setForm] = useState<TemplateForm>({ name: '', description: '' });
  const [errors, setErrors] = useState<Partial<TemplateForm>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setForm({ name: '', description: '' });
      setErrors({});
    }
  }, [open]);

  const labels = {
    nameRequired: messages.templateNameRequired,
    descriptionRequired: messages.templateDescriptionRequired,
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.templateDialogTitle} closeLabel={messages.close}>
      <form
        className={styles.form}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const found = templateFormErrors(form, labels);
          setErrors(found);
          if (found.name || found.description) return;
          setSaving(true);
          try {
            await onSave(form);
            onOpenChange(false);
          } catch {
            // The provider has shown why; the form keeps what was typed.
          } finally {
            setSaving(false);
          }
        }}
      >
        <Input
          label={messages.templateName}
          value={form.name}
          maxLength={TEMPLATE_NAME_MAX_LENGTH}
          onChange={(name) => setForm((current) => ({ ...current, name }))}
          invalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <Textarea
          label={messages.templateDescription}
          value={form.description}
          maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
          showCount
          onChange={(description) => setForm((current) => ({ ...current, description }))}
          invalid={Boolean(errors.description)}
          errorMessage={errors.description}
        />
        <div className={styles.dialogFooter}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {messages.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
