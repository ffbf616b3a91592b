import { ScriptEditor, type VoiceReplaceRequest } from '@dubkit/editor/react';
import { Avatar, Button, Dialog, Input, Select, Spinner, Switch, Tag } from '@dubkit/ui';
import { type RefObject, useRef, useState } from 'react';
import { ReactEditor } from 'slate-react';
import { MemberButton } from '../../membership/MemberButton';
import { MembershipCheckout } from '../../membership/MembershipCheckout';
import type { StudioCopy } from '../copy';
import { FitReportDialog } from '../FitReport';
import { MultiVoicePicker } from '../MultiVoicePicker';
import { SentenceList } from '../SentenceList';
import { SpeakerVoicesDialog } from '../SpeakerVoices';
import { SsmlActions } from '../SsmlActions';
import { StudioToolbar } from '../StudioToolbar';
import { VoicePicker } from '../VoicePicker';
import * as styles from './DubbingStudio.css';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import { isSystemVoice, loudnessOptions, voiceEngineNotes, voiceTags } from './studioRules';
import type { StudioDialog } from './studioStore';
import { useAuditionHighlight } from './useAuditionHighlight';
import { type DubbingStudioState, type UseDubbingStudioOptions, useDubbingStudio } from './useDubbingStudio';

export interface DubbingStudioProps extends UseDubbingStudioOptions {
  /** The tutorial or guide link in the header. */
  helpHref?: string;
  className?: string;
}

function dialogTitle(dialog: StudioDialog, messages: StudioCopy): string {
  switch (dialog.kind) {
    case 'submitted':
      return messages.studioSubmittedTitle;
    case 'submitFailed':
      return dialog.title;
    case 'auditionHint':
      return messages.studioAuditionHint;
    case 'auditionFailed':
      return messages.studioAuditionFailedTitle;
  }
}

/**
 * The creation page (spec part 2 §2): header actions, the voice card, the editor with its toolbar, streaming
 * audition, draft saving and task submit.
 */
export function DubbingStudio({ helpHref, className, ...options }: DubbingStudioProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const studio = useDubbingStudio(options, audioRef);
  useAuditionHighlight(studio.editor, studio.highlightRange);
  return <DubbingStudioView {...studio} audioRef={audioRef} helpHref={helpHref} className={className} />;
}

export interface DubbingStudioViewProps extends DubbingStudioState, Pick<DubbingStudioProps, 'helpHref' | 'className'> {
  /** The page's audio element, which auditions play through. */
  audioRef: RefObject<HTMLAudioElement | null>;
}

/** The studio's view: its copy, the store's state and actions and the editor come from useDubbingStudio. */
export function DubbingStudioView({ audioRef, helpHref, className, ...studio }: DubbingStudioViewProps) {
  const { messages, voice } = studio;
  // The closing dialog keeps its content while it fades out.
  const [dialog, setDialog] = useState(studio.dialog);
  if (studio.dialog && studio.dialog !== dialog) setDialog(studio.dialog);
  const [picking, setPicking] = useState(studio.picksVoiceFirst);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [buying, setBuying] = useState(false);
  const [replacing, setReplacing] = useState<VoiceReplaceRequest | null>(null);
  const srtInput = useRef<HTMLInputElement>(null);
  // The sentence list shows the script and voice as they were when it opened.
  const [sentences, setSentences] = useState<ReturnType<typeof studio.sentenceScript> | null>(null);
  const [listing, setListing] = useState(false);

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-label={messages.studioLabel}
      data-status={studio.status}
    >
      <header className={styles.header}>
        <Button variant="secondary" onClick={studio.openCreationCenter}>
          {messages.studioBack}
        </Button>
        <Input
          className={styles.title}
          size="sm"
          label={messages.studioTitleLabel}
          placeholder={messages.studioTitlePlaceholder}
          value={studio.title}
          onChange={studio.setTitle}
          onBlur={studio.checkTitle}
          invalid={studio.titleError !== null}
          errorMessage={studio.titleError}
        />
        <div className={styles.headerActions}>
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
            {messages.studioSelectAnchor}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => srtInput.current?.click()}>
            {messages.studioImportSrt}
          </Button>
          <input
            ref={srtInput}
            className={styles.fileInput}
            type="file"
            accept={studio.fitToTiming ? '.srt,.vtt' : '.srt'}
            tabIndex={-1}
            aria-label={messages.studioImportSrt}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void studio.importSrt(file);
            }}
          />
          <SsmlActions
            editor={studio.editor}
            messages={messages}
            title={studio.title}
            anchorName={voice?.name ?? ''}
            settings={studio.settings}
          />
          <Switch className={styles.fitSwitch} checked={studio.fitToTiming} onChange={studio.setFitToTiming}>
            {messages.studioFitToTiming}
          </Switch>
          <Select
            className={styles.loudness}
            size="sm"
            label={messages.studioLoudness}
            options={loudnessOptions({
              online: messages.studioLoudnessOnline,
              broadcast: messages.studioLoudnessBroadcast,
            })}
            value={studio.loudnessTarget}
            onChange={studio.setLoudnessTarget}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={!voice}
            onClick={() => {
              // One sound at a time: the script's audition stops while takes are compared.
              studio.stop();
              setSentences(studio.sentenceScript());
              setListing(true);
            }}
          >
            {messages.takesOpen}
          </Button>
          <Button variant="secondary" size="sm" onClick={studio.openCreationCenter}>
            {messages.studioCenter}
          </Button>
          <Button variant="secondary" size="sm" onClick={studio.save} loading={studio.draft.saving}>
            {messages.studioSaveDraft}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setSavingTemplate(true)} disabled={!voice}>
            {messages.studioAddCustomAnchor}
          </Button>
          <Button size="sm" onClick={studio.submit} loading={studio.submitting} disabled={!voice}>
            {messages.studioSubmit}
          </Button>
          <MemberButton />
          {helpHref && (
            <a className={styles.helpLink} href={helpHref} target="_blank" rel="noreferrer">
              {messages.studioHelp}
            </a>
          )}
        </div>
      </header>

      {studio.status === 'failed' ? (
        <div className={styles.failure} role="alert">
          <h2 className={styles.failureTitle}>{messages.studioOperationFailed}</h2>
          <p>{studio.failure}</p>
          <Button onClick={() => setPicking(true)}>{messages.studioSelectAnchor}</Button>
        </div>
      ) : (
        <div className={styles.body}>
          <div className={styles.editorPane} data-highlighted={studio.highlighted || undefined}>
            <StudioToolbar
              editor={studio.editor}
              anchor={voice?.detail ?? null}
              settings={studio.settings}
              onSettingsChange={studio.setSettings}
              onAudition={studio.play}
              audition={studio.audition}
              onAuditionPause={studio.pause}
              onAuditionResume={studio.resume}
              onAuditionStop={studio.stop}
              onWarning={studio.warn}
            />
            <ScriptEditor
              editor={studio.editor}
              placeholder={messages.studioEditorPlaceholder}
              onChange={studio.changed}
              onReplaceVoice={setReplacing}
              autoSavedAt={studio.draft.savedAt}
            />
            {/* biome-ignore lint/a11y/useMediaCaption: it speaks the script shown in the editor above. */}
            <audio
              ref={audioRef}
              data-audition={studio.audition.state}
              data-done={studio.audition.done}
              data-total={studio.audition.total}
              hidden
            />
          </div>
          <aside className={styles.voiceCard} aria-label={messages.studioVoiceCard} aria-busy={!voice}>
            {voice ? (
              <>
                <div className={styles.voiceHead}>
                  <Avatar src={voice.avatar} name={voice.name} size="lg" />
                  <div>
                    <h2 className={styles.voiceName}>{voice.name}</h2>
                    <div className={styles.tags}>
                      {voiceTags(voice.detail, {
                        emotions: messages.studioTagEmotions,
                        roles: messages.studioTagRoles,
                        neural: messages.studioTagNeural,
                      }).map((tag) => (
                        <Tag key={tag} tone="brand" size="sm">
                          {tag}
                        </Tag>
                      ))}
                    </div>
                  </div>
                </div>
                <p className={styles.voiceDescription}>{voice.description}</p>
                {voiceEngineNotes(voice.detail, {
                  offline: messages.studioEngineOffline,
                  ignores: messages.studioEngineIgnores,
                  style: messages.studioEngineStyle,
                  role: messages.studioEngineRole,
                  approximates: messages.studioEngineApproximates,
                }).map((note) => (
                  <p key={note} className={styles.engineNote} data-engine={voice.detail.voiceEngine?.kind}>
                    {note}
                  </p>
                ))}
                <div className={styles.actions}>
                  {isSystemVoice(voice) && (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-pressed={studio.favorite}
                        onClick={studio.toggleFavorite}
                      >
                        {studio.favorite ? messages.studioUnfavorite : messages.studioFavorite}
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setSavingTemplate(true)}>
                        {messages.studioSaveVoice}
                      </Button>
                    </>
                  )}
                  <Button size="sm" onClick={() => setPicking(true)}>
                    {messages.studioSwitchVoice}
                  </Button>
                </div>
              </>
            ) : (
              <Spinner label={messages.studioLoading} />
            )}
          </aside>
        </div>
      )}

      <VoicePicker
        open={picking}
        onOpenChange={setPicking}
        onConfirm={({ anchor }) => void studio.switchVoice(anchor.anchorType, anchor.id)}
      />
      {voice && (
        <SaveTemplateDialog
          messages={messages}
          open={savingTemplate}
          onOpenChange={setSavingTemplate}
          onSave={studio.saveTemplate}
        />
      )}
      <SentenceList
        open={listing}
        onOpenChange={setListing}
        document={sentences?.document ?? null}
        voice={sentences?.voice ?? null}
      />
      <MembershipCheckout
        open={buying || studio.checkoutNotice !== null}
        notice={studio.checkoutNotice ?? undefined}
        onOpenChange={(open) => {
          setBuying(open);
          if (!open) studio.dismissCheckout();
        }}
      />
      <SpeakerVoicesDialog
        key={studio.speakerImport ? 'importing' : 'idle'}
        speakers={studio.speakerImport?.speakers ?? []}
        messages={messages}
        onConfirm={studio.confirmSpeakers}
        onCancel={studio.cancelSpeakers}
      />
      <FitReportDialog
        report={studio.fitReport}
        messages={messages}
        onRevise={() => {
          studio.reviseFit();
          // After the dialog gives focus back to 立即合成, the creator goes on in the script at that cue.
          setTimeout(() => ReactEditor.focus(studio.editor));
        }}
        onSubmitAnyway={studio.submitAnyway}
        shortens={studio.fitShortens}
        onShorten={studio.shortenFitCue}
        onReplace={(index) => {
          studio.replaceFitCue(index);
          // As after 返回修改: the creator goes on in the script at the cue just replaced.
          setTimeout(() => ReactEditor.focus(studio.editor));
        }}
      />
      <MultiVoicePicker
        open={replacing !== null}
        onOpenChange={(open) => !open && setReplacing(null)}
        value={replacing?.voice ?? null}
        replaceable={(replacing?.sameVoiceSegments ?? 0) > 1}
        onConfirm={(voice, { replaceAll }) => {
          replacing?.replace(voice, { all: replaceAll });
          setReplacing(null);
        }}
      />

      <Dialog
        open={studio.dialog !== null}
        onOpenChange={(open) => !open && studio.dismissDialog()}
        title={dialog ? dialogTitle(dialog, messages) : ''}
        closeLabel={messages.close}
        footer={
          <div className={styles.dialogFooter}>
            {dialog?.kind === 'submitted' && (
              <>
                <Button variant="secondary" onClick={studio.dismissDialog}>
                  {messages.studioStay}
                </Button>
                <Button onClick={studio.viewTasks}>{messages.studioViewTasks}</Button>
              </>
            )}
            {dialog?.kind === 'submitFailed' && dialog.canBuy && (
              <Button
                onClick={() => {
                  studio.dismissDialog();
                  setBuying(true);
                }}
              >
                {messages.studioBuyNow}
              </Button>
            )}
            {dialog?.kind !== 'submitted' && (
              <Button
                variant={dialog?.kind === 'submitFailed' && dialog.canBuy ? 'secondary' : 'primary'}
                onClick={studio.dismissDialog}
              >
                {messages.ok}
              </Button>
            )}
          </div>
        }
      >
        <p>
          {dialog?.kind === 'submitted'
            ? messages.studioSubmitted
            : dialog && 'message' in dialog
              ? dialog.message
              : ''}
        </p>
        {dialog?.kind === 'auditionFailed' && <p className={styles.note}>{messages.studioAuditionNote}</p>}
      </Dialog>
    </section>
  );
}
