import type { CustomAnchor } from '@dubkit/sdk-core';
import {
  AudioPlayButton,
  Avatar,
  Button,
  ConfirmDialog,
  Dialog,
  Drawer,
  Empty,
  Input,
  Slider,
  Spinner,
  Textarea,
} from '@dubkit/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { format } from '../../shared/format';
import * as styles from './CustomAnchorDialog.css';
import { type CustomAnchorErrors, CUSTOM_ANCHOR_LIMITS as LIMITS } from './customAnchorForm';
import { type CustomAnchorState, useCustomAnchor } from './useCustomAnchor';

export interface CustomAnchorDialogProps {
  /** The custom anchor (anchorType 1) to show; null closes the dialog. */
  anchorId: number | null;
  onClose: () => void;
  /** Saved from the edit drawer. */
  onUpdated?: (anchor: CustomAnchor) => void;
  /** Deleted after confirmation; the dialog closes itself. */
  onDeleted?: () => void;
}

const speedText = (speed: number) => `${speed.toFixed(2)}x`;

export type CustomAnchorDialogViewProps = Pick<CustomAnchorDialogProps, 'anchorId' | 'onClose'> & CustomAnchorState;

/** A custom anchor's saved setting, with the edit drawer and deletion behind a confirmation. */
export function CustomAnchorDialog({ anchorId, onClose, onUpdated, onDeleted }: CustomAnchorDialogProps) {
  const custom = useCustomAnchor({
    anchorId,
    onUpdated,
    onDeleted: () => {
      onDeleted?.();
      onClose();
    },
  });
  return <CustomAnchorDialogView anchorId={anchorId} onClose={onClose} {...custom} />;
}

/** The custom anchor dialog's view: its copy, the detail, the form and its actions come from useCustomAnchor. */
export function CustomAnchorDialogView({ anchorId, onClose, ...custom }: CustomAnchorDialogViewProps) {
  const { messages, sampleError } = custom;
  const [confirming, setConfirming] = useState(false);
  const formId = useId();
  const fields = {
    name: useRef<HTMLInputElement>(null),
    comment: useRef<HTMLTextAreaElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
  } satisfies Record<keyof CustomAnchorErrors, unknown>;
  const { detail, form, errors } = custom;
  const anchor = detail.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await custom.save();
    if (invalid) fields[invalid].current?.focus();
  };

  return (
    <>
      <Dialog
        open={anchorId !== null}
        onOpenChange={(open) => !open && onClose()}
        title={anchor?.name ?? messages.anchorCustom}
        closeLabel={messages.close}
        closeOnMaskClick
        width={560}
        footer={
          anchor && (
            <div className={styles.footer}>
              <Button variant="danger" className={styles.danger} onClick={() => setConfirming(true)}>
                {messages.customDelete}
              </Button>
              <Button variant="secondary" aria-haspopup="dialog" onClick={custom.edit}>
                {messages.customEdit}
              </Button>
              <Button onClick={custom.start}>{messages.anchorStart}</Button>
            </div>
          )
        }
      >
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
        {anchor && (
          <>
            <div className={styles.head}>
              <Avatar src={anchor.anchorAvatar || anchor.avatar} name={anchor.name} alt="" size="xl" />
              <div className={styles.intro}>
                <p className={styles.comment}>{anchor.comment}</p>
                {anchor.audio && (
                  <AudioPlayButton
                    src={anchor.audio}
                    onError={sampleError}
                    label={format(messages.anchorPlaySampleOf, { name: anchor.name })}
                  />
                )}
              </div>
            </div>
            <dl className={styles.settings}>
              <dt className={styles.term}>{messages.customBaseAnchor}</dt>
              <dd className={styles.value}>{anchor.anchorName}</dd>
              <dt className={styles.term}>{messages.customVoice}</dt>
              <dd className={styles.value}>{anchor.role || messages.customVoiceDefault}</dd>
              <dt className={styles.term}>{messages.customStyle}</dt>
              <dd className={styles.value}>{anchor.templateName}</dd>
              <dt className={styles.term}>{messages.customPitch}</dt>
              <dd className={styles.value}>{anchor.pitch}</dd>
              <dt className={styles.term}>{messages.customSpeed}</dt>
              <dd className={styles.value}>{speedText(anchor.speed)}</dd>
              <dt className={styles.term}>{messages.customVolume}</dt>
              <dd className={styles.value}>{anchor.volume}</dd>
              <dt className={styles.term}>{messages.customText}</dt>
              <dd className={styles.value}>{anchor.text}</dd>
            </dl>
          </>
        )}
      </Dialog>
      <Drawer
        open={form !== null}
        onOpenChange={(open) => !open && custom.cancelEdit()}
        title={messages.customEditTitle}
        closeLabel={messages.close}
        width={440}
        footer={
          <div className={styles.footer}>
            <Button variant="secondary" onClick={custom.cancelEdit}>
              {messages.cancel}
            </Button>
            <Button type="submit" form={formId} loading={custom.saving}>
              {messages.customSave}
            </Button>
          </div>
        }
      >
        {form && anchor && (
          <form id={formId} className={styles.form} noValidate onSubmit={submit}>
            <Input
              ref={fields.name}
              label={messages.customName}
              value={form.name}
              onChange={(value) => custom.setField('name', value)}
              maxLength={LIMITS.nameMaxLength}
              required
              errorMessage={errors.name}
            />
            <Textarea
              ref={fields.comment}
              label={messages.customComment}
              value={form.comment}
              onChange={(value) => custom.setField('comment', value)}
              maxLength={LIMITS.commentMaxLength}
              rows={3}
              required
              errorMessage={errors.comment}
            />
            <Input label={messages.customBaseAnchor} value={anchor.anchorName} disabled />
            <Input label={messages.customVoice} value={anchor.role || messages.customVoiceDefault} disabled />
            <Input label={messages.customStyle} value={anchor.templateName} disabled />
            <Slider
              label={messages.customPitch}
              value={form.pitch}
              onChange={(value) => custom.setField('pitch', value)}
              {...LIMITS.pitch}
            />
            <Slider
              label={messages.customSpeed}
              value={form.speed}
              onChange={(value) => custom.setField('speed', value)}
              formatValue={speedText}
              {...LIMITS.speed}
            />
            <Slider
              label={messages.customVolume}
              value={form.volume}
              onChange={(value) => custom.setField('volume', value)}
              {...LIMITS.volume}
            />
            <Textarea
              ref={fields.text}
              label={messages.customText}
              value={form.text}
              onChange={(value) => custom.setField('text', value)}
              maxLength={LIMITS.textMaxLength}
              rows={3}
              required
              errorMessage={errors.text}
            />
          </form>
        )}
      </Drawer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={messages.customDeleteTitle}
        message={messages.deleteConfirm}
        confirmLabel={messages.customDelete}
        cancelLabel={messages.cancel}
        variant="danger"
        onConfirm={custom.remove}
      />
    </>
  );
}
