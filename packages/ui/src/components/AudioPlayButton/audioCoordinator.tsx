import { createContext, type ReactNode, useContext, useState } from 'react';

/** Lets one player at a time play: claiming stops whichever player held it before. */
export interface AudioCoordinator {
  claim(stop: () => void): void;
  release(stop: () => void): void;
}

export function createAudioCoordinator(): AudioCoordinator {
  let current: (() => void) | null = null;
  return {
    claim(stop) {
      const previous = current;
      current = stop;
      if (previous && previous !== stop) previous();
    },
    release(stop) {
      if (current === stop) current = null;
    },
  };
}

// Without a provider, every player in a document shares that document's coordinator: one sound at a time per page.
const perDocument = new WeakMap<Document, AudioCoordinator>();

function documentCoordinator(): AudioCoordinator {
  let coordinator = perDocument.get(document);
  if (!coordinator) {
    coordinator = createAudioCoordinator();
    perDocument.set(document, coordinator);
  }
  return coordinator;
}

const AudioCoordinatorContext = createContext<AudioCoordinator | null>(null);

/** The coordinator of the nearest provider, else the document's; other players (e.g. an audition player) can join it. */
export function useAudioCoordinator(): AudioCoordinator {
  return useContext(AudioCoordinatorContext) ?? documentCoordinator();
}

export interface AudioCoordinatorProviderProps {
  coordinator?: AudioCoordinator;
  children?: ReactNode;
}

/** Scopes "one at a time" to a subtree, e.g. each list of previews separately. */
export function AudioCoordinatorProvider({ coordinator, children }: AudioCoordinatorProviderProps) {
  const [own] = useState(() => coordinator ?? createAudioCoordinator());
  return <AudioCoordinatorContext.Provider value={own}>{children}</AudioCoordinatorContext.Provider>;
}
