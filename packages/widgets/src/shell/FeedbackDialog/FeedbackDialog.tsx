import { FEEDBACK_CONTENT_MAX_LENGTH } from '@dubkit/sdk-core/account';
import { Button, Dialog, Input, RadioGroup, Textarea } from '@dubkit/ui';
import type { ReactElement } from 'react';
import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './FeedbackDialog.css';
import { useFeedback } from './useFeedback';

export interface FeedbackDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Opens the dialog when clicked (uncontrolled use). */
  trigger?: ReactElement;
}

/** Send us feedback: type (suggestion by default), content and a contact email; closes with 提交成功. */
export function FeedbackDialog({ open, onOpenChange, trigger }: FeedbackDialogProps) {
  const messages = useSiteMessages();
  return <FeedbackDialogView open={open} onOpenChange={onOpenChange} trigger={trigger} messages={messages} />;
}

export type FeedbackDialogViewProps = FeedbackDialogProps & CopyProps<SiteCopy>;

/** The view of FeedbackDialog: its copy and state come as props from the widget. */
export function FeedbackDialogView({ messages, open, onOpenChange, trigger }: FeedbackDialogViewProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={messages.feedbackTitle}
      width={520}
      closeLabel={messages.close}
    >
      {(close) => <FeedbackForm messages={messages} onSubmitted={close} />}
    </Dialog>
  );
}

function FeedbackForm({ messages, onSubmitted }: { onSubmitted: () => void } & CopyProps<SiteCopy>) {
  const form = useFeedback(onSubmitted);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <RadioGroup
        label={messages.feedbackType}
        orientation="horizontal"
        options={form.types}
        value={form.type}
        onChange={form.setType}
      />
      <Textarea
        label={messages.feedbackContent}
        placeholder={messages.feedbackContentPlaceholder}
        value={form.content}
        onChange={form.setContent}
        errorMessage={form.errors.content}
        maxLength={FEEDBACK_CONTENT_MAX_LENGTH}
        rows={5}
        required
      />
      <Input
        label={messages.feedbackEmail}
        placeholder={messages.feedbackEmailPlaceholder}
        value={form.email}
        onChange={form.setEmail}
        errorMessage={form.errors.email}
        type="email"
        autoComplete="email"
        required
      />
      <Input
        label={messages.feedbackOther}
        placeholder={messages.feedbackOtherPlaceholder}
        value={form.otherContacts}
        onChange={form.setOtherContacts}
      />
      <Button type="submit" block loading={form.pending}>
        {messages.feedbackSubmit}
      </Button>
    </form>
  );
}
