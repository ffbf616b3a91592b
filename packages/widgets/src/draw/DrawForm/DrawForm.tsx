import { DRAW_PROMPT_MAX_LENGTH, type DrawRefMode, drawSizeBox } from '@dubkit/sdk-core/draw';
import { Button, Empty, Progress, RadioGroup, Slider, Spinner, Textarea } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../shared/format';
import { visuallyHidden } from '../../shared/shared.css';
import * as styles from './DrawForm.css';
import { type DrawFormState, type UseDrawFormOptions, useDrawForm } from './useDrawForm';

export interface DrawFormProps extends UseDrawFormOptions {
  className?: string;
}

/** The drawing form (/draws): prompt, style, size, count, optional reference image, generate. */
export function DrawForm({ className, ...options }: DrawFormProps) {
  const form = useDrawForm(options);
  return <DrawFormView {...form} className={className} />;
}

export interface DrawFormViewProps extends DrawFormState {
  className?: string;
}

/** The longest side, in px, of a size's outline. */
const SIZE_ICON = 32;

function StyleChoices({ form }: { form: DrawFormState }) {
  const { messages, options } = form;
  const labelId = useId();
  const name = useId();
  return (
    <fieldset className={styles.group} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.label}>
        {messages.drawStyle}
      </legend>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.styleGrid}>
        {options?.styleList.map((style) => (
          <label key={style.id} className={styles.styleCard} data-selected={style.id === form.styleId || undefined}>
            <input
              className={visuallyHidden}
              type="radio"
              name={name}
              value={style.id}
              checked={style.id === form.styleId}
              disabled={form.submitting}
              onChange={() => form.setStyle(style.id)}
            />
            <img className={styles.stylePic} src={style.pic} alt="" loading="lazy" />
            <span className={styles.styleName}>{style.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SizeChoices({ form }: { form: DrawFormState }) {
  const { messages, options } = form;
  const labelId = useId();
  const name = useId();
  return (
    <fieldset className={styles.group} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.label}>
        {messages.drawSize}
      </legend>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.sizes}>
        {options?.sizeList.map((size) => (
          <label key={size.value} className={styles.sizeCard} data-selected={size.value === form.size || undefined}>
            <input
              className={visuallyHidden}
              type="radio"
              name={name}
              value={size.value}
              checked={size.value === form.size}
              disabled={form.submitting}
              onChange={() => form.setSize(size.value)}
            />
            <span className={styles.ratioFrame} aria-hidden="true">
              <span className={styles.ratioShape} data-size={size.value} style={drawSizeBox(size.value, SIZE_ICON)} />
            </span>
            <span className={styles.ratio}>{size.ratio}</span>
            <span className={styles.sizeValue}>{size.value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ReferenceImage({ form }: { form: DrawFormState }) {
  const { messages } = form;
  const hintId = useId();
  const errorId = useId();
  const file = form.refFile;
  const hasImage = file && form.preview && form.refPhase !== 'failed';
  return (
    <div className={styles.group}>
      <span className={styles.label}>{messages.drawRefImage}</span>
      {hasImage ? (
        <div className={styles.refPicked} data-phase={form.refPhase}>
          <img
            className={styles.refPreview}
            src={form.preview ?? undefined}
            alt={format(messages.drawRefPreview, { name: file.name })}
          />
          <div className={styles.refSide}>
            <span className={styles.refName}>{file.name}</span>
            {form.refPhase === 'uploading' && (
              <Progress label={messages.drawRefUploading} value={form.refProgress * 100} showValue />
            )}
            <Button variant="ghost" size="sm" onClick={form.removeRef} disabled={form.submitting}>
              {messages.drawRefRemove}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <button
            {...form.zoneProps}
            className={styles.zone}
            aria-describedby={[hintId, form.refError ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={form.refError ? true : undefined}
          >
            <span aria-hidden="true" className={styles.zonePlus}>
              +
            </span>
            <span>{form.dragging ? messages.drawRefDropActive : messages.drawRefDrop}</span>
            <span id={hintId} className={styles.hint}>
              {messages.drawRefHint}
            </span>
          </button>
          <input {...form.inputProps} />
        </>
      )}
      <p id={errorId} className={styles.error} role="alert">
        {form.refError && form.refPhase === 'failed'
          ? format(messages.drawRefUploadFailed, { message: form.refError })
          : form.refError}
      </p>
      {form.refPhase === 'uploaded' && (
        <div className={styles.refSettings}>
          <RadioGroup<DrawRefMode>
            label={messages.drawRefMode}
            options={form.refModes}
            value={form.refMode}
            onChange={form.setRefMode}
            orientation="horizontal"
            disabled={form.submitting}
          />
          <Slider
            label={messages.drawRefStrength}
            min={0}
            max={100}
            step={1}
            value={form.strength}
            onChange={form.setStrength}
            disabled={form.submitting}
          />
        </div>
      )}
    </div>
  );
}

/** The view of DrawForm: its copy, state and actions come as props from the widget. */
export function DrawFormView({ className, ...form }: DrawFormViewProps) {
  const { messages } = form;
  const titleId = useId();
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-submitting={form.submitting || undefined}
      data-ref={form.refPhase}
    >
      <h2 id={titleId} className={styles.title}>
        {messages.drawForm}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Textarea
          label={messages.drawPrompt}
          placeholder={messages.drawPromptPlaceholder}
          value={form.prompt}
          onChange={form.setPrompt}
          maxLength={DRAW_PROMPT_MAX_LENGTH}
          rows={5}
          invalid={form.refusal?.field === 'prompt'}
          errorMessage={form.refusal?.field === 'prompt' ? form.refusal.message : undefined}
        />
        {form.options ? (
          <>
            <StyleChoices form={form} />
            <SizeChoices form={form} />
          </>
        ) : form.optionsFailure ? (
          <Empty
            title={format(messages.drawOptionsFailed, { message: form.optionsFailure })}
            action={
              <Button variant="secondary" onClick={form.retryOptions}>
                {messages.drawRetry}
              </Button>
            }
          />
        ) : (
          <Spinner label={messages.loading} showLabel />
        )}
        <RadioGroup<number>
          label={messages.drawCount}
          options={form.counts.map((count) => ({ value: count, label: format(messages.drawCountValue, { count }) }))}
          value={form.count}
          onChange={form.setCount}
          orientation="horizontal"
          disabled={form.submitting}
        />
        <ReferenceImage form={form} />
        <p className={styles.error} role="alert">
          {form.refusal?.field === 'prompt' ? null : form.refusal?.message}
        </p>
        <Button
          type="submit"
          size="lg"
          block
          loading={form.submitting}
          disabled={form.submitting || form.refPhase === 'uploading' || !form.options}
        >
          {messages.drawGenerate}
        </Button>
      </form>
    </section>
  );
}
