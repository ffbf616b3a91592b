import type { Anchor } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useClient, useSession } from '../../provider';
import { useLibraryMessages } from '../copy';
import { useSampleError } from '../useSampleError';
import { anchorCard } from './anchorCardRules';

export interface UseAnchorCardOptions {
  anchor: Anchor;
  /** The server accepted a favourite change (code 200): the list should show it. */
  onFavoriteChange?: (favorite: boolean) => void;
}

/** An anchor card's model and its favourite toggle, which asks for login first. */
export function useAnchorCard({ anchor, onFavoriteChange }: UseAnchorCardOptions) {
  const client = useClient();
  const messages = useLibraryMessages();
  const sampleError = useSampleError();
  const session = useSession();
  const [pending, setPending] = useState(false);
  const model = anchorCard(anchor);

  const toggleFavorite = () =>
    session.requireLogin(async () => {
      const next = !model.favorite;
      setPending(true);
      try {
        await (next ? client.anchors.favorite : client.anchors.unfavorite)({ anchorId: model.id });
        onFavoriteChange?.(next);
      } catch {
        // The client's error toast says why; the flag stays as it was.
      } finally {
        setPending(false);
      }
    });

  return { messages, sampleError, model, favoritePending: pending, toggleFavorite };
}

export type AnchorCardState = ReturnType<typeof useAnchorCard>;
