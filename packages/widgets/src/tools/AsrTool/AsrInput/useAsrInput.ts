import { ASR_ACCEPT } from '@dubkit/sdk-core/speech-to-text';
import { SHARE_URL_MAX_LENGTH } from '@dubkit/sdk-core/tools';
import { useUpload } from '@dubkit/ui';
import { useDubKit } from '../../../provider';
import { useOwnStore } from '../../../shared/useStore';
import { useToolsMessages } from '../../copy';
import { createAsrInputStore } from './asrInputStore';
import { type ReadMediaDuration, readMediaDuration } from './mediaDuration';

export interface UseAsrInputOptions {
  /** 前往任务列表 in the 任务已添加 dialog. */
  onOpenTasks?: () => void;
  /** 立即开通 when the month's minutes are used up. */
  onOpenMemberPlan?: () => void;
  /** Reads a file's duration (the media element, then mediabunny); stories pass their own. */
  readDuration?: ReadMediaDuration;
}

/** The input tab of speech-to-text: share link or file, the duration read before upload, progress, the outcome. */
export function useAsrInput({
  onOpenTasks,
  onOpenMemberPlan,
  readDuration = readMediaDuration,
}: UseAsrInputOptions = {}) {
  const { client } = useDubKit();
  const messages = useToolsMessages();
  const [store, snapshot] = useOwnStore(
    () =>
      createAsrInputStore(client, readDuration, {
        linkRequired: messages.asrLinkRequired,
        linkInvalid: messages.asrLinkInvalid,
        unreadable: messages.asrUnreadable,
      }),
    (own) => own.dispose(),
  );
  const sending = snapshot.phase === 'uploading' || snapshot.phase === 'adding';
  // The format, size and duration rules are sdk-core's (the store applies them); the dropzone only refuses a second file.
  const upload = useUpload({
    messages: { invalidType: '', tooLarge: '', multiple: messages.asrOneFile },
    onFile: (file) => void store.pick(file),
    disabled: sending,
  });
  return {
    messages,
    ...snapshot,
    sending,
    maxLength: SHARE_URL_MAX_LENGTH,
    setSource: store.setSource,
    setShareText: store.setShareText,
    error: upload.error ?? snapshot.refusal,
    dragging: upload.dragging,
    zoneProps: upload.zoneProps,
    inputProps: { ...upload.inputProps, accept: ASR_ACCEPT },
    submit: () => void store.submit(),
    dismissAdded: store.dismissAdded,
    openTasks: () => {
      store.dismissAdded();
      onOpenTasks?.();
    },
    openMemberPlan: () => onOpenMemberPlan?.(),
  };
}

export type AsrInputState = ReturnType<typeof useAsrInput>;
