import {
  getDocument,
  type HeadlessScriptEditor,
  importSrtFile,
  importSubtitleCues,
  readTimedSubtitles,
  replaceCueText,
  selectCue,
} from '@dubkit/editor';
import type { DubKitClient, SessionStore, TaskAddBody, WritableStore } from '@dubkit/sdk-core';
import { plainText, serialize, subtitleSpeakers, type VoiceSelection } from '@dubkit/sdk-core/markup';
import type { DraftStore, WorkTitleMaxLength } from '@dubkit/sdk-core/studio';
import type { Toaster } from '@dubkit/ui';
import { format } from '../../shared/format';
import type { StudioCopy } from '../copy';
import { fitOverruns, needsFitDialog } from '../FitReport/fitReportRules';
import type { FitShortener } from '../FitReport/fitShorten';
import {
  customAnchorBody,
  fitReportBody,
  holdsCues,
  needsMembership,
  SUBMIT_OK,
  submitFailure,
  type TemplateForm,
  taskBody,
  templateAuditionText,
} from './studioRules';
import type { StudioSnapshot } from './studioStore';

export interface StudioActionsOptions {
  client: DubKitClient;
  session: Pick<SessionStore, 'getSnapshot'>;
  editor: HeadlessScriptEditor;
  messages: StudioCopy;
  toaster: Pick<Toaster, 'success' | 'warning'>;
  store: WritableStore<StudioSnapshot>;
  draft: Pick<DraftStore, 'save'>;
  /** Marks the script changed, so that its draft body is current. */
  markChanged: () => void;
  titleMaxLength: WorkTitleMaxLength;
  /** AI缩短 in the fit report. */
  shortener: FitShortener;
}

/** What the creator does with the script: save it, submit it, keep the settings as a custom anchor, import subtitles. */
export interface StudioActions {
  saveTemplate(form: TemplateForm): Promise<void>;
  /** Fit to timing off: gaps become pauses (.srt); on: cues keep their timing (.srt, .vtt), speakers asked for first. */
  importSrt(file: File): Promise<void>;
  /** The speakers' voices are chosen (a speaker left out keeps the script's voice): the timed subtitles come in. */
  confirmSpeakers(voices: Readonly<Record<string, VoiceSelection>>): void;
  cancelSpeakers(): void;
  save(): Promise<void>;
  /** With fit to timing and cues in the script, their fit is checked first; an overrun opens the report instead. */
  submit(): Promise<void>;
  /** 仍然提交: the task the report was made for, overruns and all. */
  submitAnyway(): Promise<void>;
  /** 返回修改: the report closes and the cursor goes to the first cue that overruns. */
  reviseFit(): void;
  /** AI缩短 or 重新生成: the writing assistant's shorter line for the report's `index`-th cue. */
  shortenFitCue(index: number): Promise<void>;
  /** 替换: the cue's text becomes its suggestion, the report closes, the cursor goes to the cue; nothing is sent. */
  replaceFitCue(index: number): void;
}

export function createStudioActions(options: StudioActionsOptions): StudioActions {
  const { client, session, editor, messages, toaster, store, draft, markChanged, titleMaxLength, shortener } = options;
  const state = store.getSnapshot;
  // The task a fit report with overruns was made for, sent as it was if the creator submits anyway.
  let pending: TaskAddBody | null = null;

  const closeFit = () => {
    pending = null;
    shortener.reset();
    store.set({ fitReport: null });
  };

  const send = async (body: TaskAddBody) => {
    store.set({ submitting: true });
    try {
      const result = await client.tasks.add(body);
      const copy = { title: messages.studioSubmitFailedTitle, generic: messages.studioFailedGeneric };
      store.set({
        dialog:
          result.status === SUBMIT_OK
            ? { kind: 'submitted' }
            : { kind: 'submitFailed', ...submitFailure(result.status, result.statusText, copy) },
      });
    } catch {
      // The provider's error handler has shown it; the creator can submit again.
    } finally {
      store.set({ submitting: false });
    }
  };

  return {
    saveTemplate: async (form) => {
      const { voice, settings } = state();
      if (!voice) return;
      const template = voice.detail.templateList.find(({ id }) => id === settings.templateId);
      const text = templateAuditionText(plainText(getDocument(editor)), template?.content ?? voice.name);
      await client.anchors.customAdd(customAnchorBody(settings, form, text));
      toaster.success(messages.templateSaved);
    },
    importSrt: async (file) => {
      if (!state().fitToTiming) {
        const warning = await importSrtFile(editor, file);
        if (warning) toaster.warning(warning);
        return;
      }
      const read = await readTimedSubtitles(editor, file);
      if (!read.ok) return void toaster.warning(read.refusal);
      const speakers = subtitleSpeakers(read.cues);
      if (speakers.length) store.set({ speakerImport: { cues: read.cues, speakers } });
      else importSubtitleCues(editor, read.cues);
    },
    confirmSpeakers: (voices) => {
      const pending = state().speakerImport;
      store.set({ speakerImport: null });
      if (pending) importSubtitleCues(editor, pending.cues, voices);
    },
    cancelSpeakers: () => store.set({ speakerImport: null }),
    save: async () => {
      try {
        // An opened draft nobody has edited yet is saved as it stands, not refused as blank.
        markChanged();
        await draft.save();
        toaster.success(messages.studioSaved);
      } catch (error) {
        toaster.warning(error instanceof Error ? error.message : messages.studioSaveFailed);
      }
    },
    submit: async () => {
      const { voice, settings, title, submitting, fitToTiming, loudnessTarget } = state();
      const document = getDocument(editor);
      const text = plainText(document).trim();
      if (!text) return void toaster.warning(messages.studioSubmitEmpty);
      if (!voice || submitting) return;
      // A members-only voice for a free user: the checkout opens with why, and nothing is sent (spec: 402 → 立即购买).
      if (needsMembership(voice, session.getSnapshot().member)) {
        store.set({ checkoutNotice: messages.studioMembersOnly });
        return;
      }
      const vipLevel = session.getSnapshot().user?.vipLevel ?? 0;
      const content = { text: serialize(document), plainText: text, titleMaxLength };
      const fitted = fitToTiming && holdsCues(document);
      const body = taskBody(voice, settings, title, content, vipLevel, { fitToTiming: fitted, loudnessTarget });
      if (!fitted) return send(body);
      store.set({ submitting: true });
      try {
        const report = await client.tasks.fitReport(fitReportBody(body));
        if (needsFitDialog(report)) {
          shortener.reset();
          pending = body;
          store.set({ fitReport: report });
          return;
        }
      } catch {
        // The provider's error handler has shown it; nothing is submitted.
        return;
      } finally {
        store.set({ submitting: false });
      }
      await send(body);
    },
    submitAnyway: async () => {
      const body = pending;
      closeFit();
      if (body) await send(body);
    },
    reviseFit: () => {
      const [first] = fitOverruns(state().fitReport ?? []);
      closeFit();
      if (first) selectCue(editor, first.index);
    },
    shortenFitCue: shortener.shorten,
    replaceFitCue: (index) => {
      const shorten = state().fitShortens[index];
      if (shorten?.state !== 'suggested') return;
      closeFit();
      if (!replaceCueText(editor, index, shorten.text)) return;
      selectCue(editor, index);
      toaster.success(format(messages.studioFitReplaced, { index: index + 1 }));
    },
  };
}
