import type { DictionaryEntry } from '@dubkit/sdk-core';
import { DICTIONARY_VALUE_MAX, DICTIONARY_WORD_MAX } from '@dubkit/sdk-core/markup';
import { Button, Dialog, Input, RadioGroup, SearchInput, Spinner } from '@dubkit/ui';
import { useEffect, useId, useRef } from 'react';
import { format } from '../../shared/format';
import * as shared from '../../shared/shared.css';
import * as styles from './DictionaryManager.css';
import { DICTIONARY_KINDS, type EntryDraft, SAY_AS_VALUES, type SayAsValue } from './dictionaryRules';
import { type EntryEditorState, useEntryEditor } from './useEntryEditor';

export interface EntryDialogProps {
  /** The entry as the form opens: a new one (no id), or the one to edit. */
  initial: EntryDraft;
  onClose: () => void;
  onSaved: (entry: DictionaryEntry) => void;
}

/** 添加词条 / 编辑词条: the entry's kind, word, reading and voice, checked before it is saved. */
export function EntryDialog({ initial, onClose, onSaved }: EntryDialogProps) {
  const editor = useEntryEditor(initial, onSaved);
  return <EntryDialogView editor={editor} onClose={onClose} />;
}

/** The view of EntryDialog: its copy and state come from useEntryEditor. */
export function EntryDialogView({ editor, onClose }: { editor: EntryEditorState; onClose: () => void }) {
  const { messages, draft } = editor;
  const formId = useId();
  const word = useRef<HTMLInputElement>(null);
  const value = useRef<HTMLInputElement>(null);
  const voice = useRef<HTMLInputElement>(null);
  const { attempt, errorField } = editor;
  // A refused save puts the focus on the field at fault, so its message is read out with it.
  useEffect(() => {
    if (attempt === 0) return;
    const target =
      errorField === 'word' ? word : errorField === 'value' ? value : errorField === 'voice' ? voice : null;
    target?.current?.focus();
  }, [attempt, errorField]);
  const kinds = {
    phoneme: messages.dictionaryKindPhoneme,
    alias: messages.dictionaryKindAlias,
    continuous: messages.dictionaryKindContinuous,
    sayAs: messages.dictionaryKindSayAs,
  };
  const sayAs: Record<SayAsValue, string> = {
    characters: messages.dictionarySayAsCharacters,
    word: messages.dictionarySayAsWord,
  };
  const formError = editor.errorOf('form');
  // The reading's field: the same wiring whichever kind asks for text.
  const valueField = {
    ref: value,
    value: draft.value,
    onChange: editor.setValue,
    maxLength: DICTIONARY_VALUE_MAX,
    invalid: editor.errorField === 'value',
    errorMessage: editor.errorOf('value'),
    required: true,
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editor.mode === 'add' ? messages.dictionaryAddTitle : messages.dictionaryEditTitle}
      width={560}
      closeLabel={messages.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} loading={editor.pending}>
            {messages.dictionarySave}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        data-kind={draft.kind}
        data-scope={draft.scope}
        data-invalid={editor.errorField ?? undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.submit();
        }}
      >
        <RadioGroup
          label={messages.dictionaryKind}
          orientation="horizontal"
          options={DICTIONARY_KINDS.map((kind) => ({ value: kind, label: kinds[kind] }))}
          value={draft.kind}
          onChange={editor.setKind}
        />
        <Input
          ref={word}
          label={messages.dictionaryWord}
          placeholder={messages.dictionaryWordPlaceholder}
          value={draft.word}
          onChange={editor.setWord}
          maxLength={DICTIONARY_WORD_MAX}
          invalid={editor.errorField === 'word'}
          errorMessage={editor.errorOf('word')}
          required
        />
        {draft.kind === 'phoneme' && (
          <div className={styles.fieldWithPreview}>
            <Input
              {...valueField}
              label={messages.dictionaryPhonemeLabel}
              placeholder={messages.dictionaryPhonemePlaceholder}
              description={messages.dictionaryPhonemeHelp}
              autoComplete="off"
              spellCheck={false}
            />
            <p className={styles.preview} aria-live="polite">
              {editor.preview && format(messages.dictionaryPhonemePreview, { reading: editor.preview })}
            </p>
          </div>
        )}
        {draft.kind === 'alias' && (
          <Input
            {...valueField}
            label={messages.dictionaryAliasLabel}
            placeholder={messages.dictionaryAliasPlaceholder}
            description={messages.dictionaryAliasHelp}
          />
        )}
        {draft.kind === 'continuous' && <p className={shared.hint}>{messages.dictionaryContinuousHelp}</p>}
        {draft.kind === 'sayAs' && (
          <RadioGroup
            label={messages.dictionarySayAsLabel}
            description={messages.dictionarySayAsHelp}
            orientation="horizontal"
            options={SAY_AS_VALUES.map((choice) => ({ value: choice, label: sayAs[choice] }))}
            value={draft.value as SayAsValue}
            onChange={editor.setValue}
            invalid={editor.errorField === 'value'}
            errorMessage={editor.errorOf('value')}
          />
        )}
        <RadioGroup<EntryDraft['scope']>
          label={messages.dictionaryVoice}
          orientation="horizontal"
          options={[
            { value: 'all', label: messages.dictionaryAllVoices },
            { value: 'one', label: messages.dictionaryOneVoice },
          ]}
          value={draft.scope}
          onChange={editor.setScope}
        />
        {draft.scope === 'one' && (
          <div className={styles.voicePicker}>
            <SearchInput
              ref={voice}
              label={messages.dictionaryVoiceSearch}
              placeholder={messages.dictionaryVoiceSearchPlaceholder}
              value={editor.voiceQuery}
              onChange={editor.setVoiceQuery}
              clearLabel={messages.close}
              invalid={editor.errorField === 'voice'}
              errorMessage={editor.errorOf('voice')}
            />
            {editor.voicesLoading && <Spinner size="sm" label={messages.loading} />}
            {editor.voiceNone && <p className={shared.hint}>{messages.dictionaryVoiceNone}</p>}
            {editor.voiceChoices.length > 0 && (
              <RadioGroup
                className={styles.voiceChoices}
                label={messages.dictionaryVoiceResults}
                options={editor.voiceChoices.map((choice) => ({ value: choice.id, label: choice.name }))}
                value={draft.voice?.id ?? null}
                onChange={editor.chooseVoice}
              />
            )}
          </div>
        )}
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
