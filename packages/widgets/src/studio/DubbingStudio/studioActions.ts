import { getDocument, type HeadlessScriptEditor, importSrtFile } from '@dubkit/editor';
import type { DubKitClient, SessionStore, WritableStore } from '@dubkit/sdk-core';
import { plainText, serialize } from '@dubkit/sdk-core/markup';
import type { DraftStore, WorkTitleMaxLength } from '@dubkit/sdk-core/studio';
import type { Toaster } from '@dubkit/ui';
import type { StudioCopy } from '../copy';
import {
  customAnchorBody,
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
}

/** What the creator does with the script: save it, submit it, keep the settings as a custom anchor, import subtitles. */
export interface StudioActions {
  saveTemplate(form: TemplateForm): Promise<void>;
  importSrt(file: File): Promise<void>;
  save(): Promise<void>;
  submit(): Promise<void>;
}

export function createStudioActions(options: StudioActionsOptions): StudioActions {
  const { client, session, editor, messages, toaster, store, draft, markChanged, titleMaxLength } = options;
  const state = store.getSnapshot;
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
      const warning = await importSrtFile(editor, file);
      if (warning) toaster.warning(warning);
    },
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
      const { voice, settings, title, submitting } = state();
      const document = getDocument(editor);
      const text = plainText(document).trim();
      if (!text) return void toaster.warning(messages.studioSubmitEmpty);
      if (!voice || submitting) return;
      // A members-only voice for a free user: the checkout opens with why, and nothing is sent (spec: 402 → 立即购买).
      if (needsMembership(voice, session.getSnapshot().member)) {
        store.set({ checkoutNotice: messages.studioMembersOnly });
        return;
      }
      store.set({ submitting: true });
      try {
        const vipLevel = session.getSnapshot().user?.vipLevel ?? 0;
        const content = { text: serialize(document), plainText: text, titleMaxLength };
        const result = await client.tasks.add(taskBody(voice, settings, title, content, vipLevel));
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
    },
  };
}
