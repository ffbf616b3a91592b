import type { Anchor, AnchorDetail } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useClient, useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { useLibraryMessages } from '../copy';
import { useSampleError } from '../useSampleError';
import { creationPath } from './creationPath';

export interface UseAnchorDetailOptions {
  /** The anchor whose dialog is open (its card is shown while the detail loads); null when closed. */
  anchor: Pick<Anchor, 'id'> | null;
}

/** A system anchor's detail: templates and roles to choose, and the start button that leads to the creation page. */
export function useAnchorDetail({ anchor }: UseAnchorDetailOptions) {
  const client = useClient();
  const messages = useLibraryMessages();
  const sampleError = useSampleError();
  const session = useSession();
  const { toaster, navigate, paths } = useDubKit();
  const anchorId = anchor?.id ?? null;
  const detail = useRemote<AnchorDetail>(anchorId === null ? null : String(anchorId), (signal) =>
    client.anchors.detail({ anchorId: anchorId ?? 0, anchorType: 0 }, { signal }),
  );
  const [choice, setChoice] = useState<{ anchorId: number | null; templateId: number | null; roleId: number | null }>({
    anchorId: null,
    templateId: null,
    roleId: null,
  });
  // A choice belongs to the anchor it was made for; another anchor starts from its first template and no role.
  const chosen = choice.anchorId === anchorId ? choice : { anchorId, templateId: null, roleId: null };
  const templates = detail.data?.templateList ?? [];
  const templateId = chosen.templateId ?? templates[0]?.id ?? null;

  return {
    messages,
    sampleError,
    detail,
    templateId,
    roleId: chosen.roleId,
    selectTemplate: (id: number) => setChoice({ ...chosen, templateId: id }),
    toggleRole: (id: number) => setChoice({ ...chosen, roleId: chosen.roleId === id ? null : id }),
    start: () => {
      const path = creationPath({ anchorType: 0, anchorId, templateId, roleId: chosen.roleId }, paths.creation);
      if (!path) {
        toaster.error(messages.anchorIdMissing);
        return;
      }
      session.requireLogin(() => navigate(path));
    },
  };
}

export type AnchorDetailState = ReturnType<typeof useAnchorDetail>;
