import { getDocument } from '@dubkit/editor';
import { plainText } from '@dubkit/sdk-core/markup';
import { titleFromContent } from '@dubkit/sdk-core/studio';
import { Spinner } from '@dubkit/ui';
import { useEffect, useRef } from 'react';
import { useSession } from '../../provider/DubKitProvider';
import { DubbingStudioView } from '../../studio/DubbingStudio/DubbingStudio';
import type { CreationQuery } from '../../studio/DubbingStudio/studioRules';
import { useAuditionHighlight } from '../../studio/DubbingStudio/useAuditionHighlight';
import { useDubbingStudio } from '../../studio/DubbingStudio/useDubbingStudio';
import { useEmbedMessages } from '../copy';
import { dispatchDubKitEvent } from '../dispatch';
import { EmbedProvider } from '../EmbedProvider';
import type { EmbedSettings } from '../settings';

export interface StudioEmbedProps {
  settings: EmbedSettings;
  host: HTMLElement;
  /** The anchor, template or saved work to open, from the element's attributes. */
  query: CreationQuery;
}

/** The studio as DubbingStudio renders it, telling the host page when a task went in. */
function StudioBody({ host, query }: Pick<StudioEmbedProps, 'host' | 'query'>) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const studio = useDubbingStudio({ query }, audioRef);
  useAuditionHighlight(studio.editor, studio.highlightRange);
  const { dialog, title, voice, settings } = studio;
  const reported = useRef(dialog);
  useEffect(() => {
    if (dialog === reported.current) return;
    reported.current = dialog;
    if (dialog?.kind === 'submitted')
      dispatchDubKitEvent(host, 'dubkit:task-submitted', {
        // As the task went in: a blank title is made from the script.
        title: title.trim() || titleFromContent(plainText(getDocument(studio.editor)).trim()),
        anchorId: voice?.anchorId ?? query.anchorId,
        anchorType: voice?.anchorType ?? query.anchorType,
        templateId: settings.templateId,
      });
  }, [dialog, title, voice, settings, host, query, studio.editor]);
  return <DubbingStudioView {...studio} audioRef={audioRef} />;
}

/** With a partner's token endpoint the studio opens once its user is signed in, not first as a visitor. */
function SignedInStudio({ partner, ...body }: Pick<StudioEmbedProps, 'host' | 'query'> & { partner: boolean }) {
  const { user } = useSession();
  const messages = useEmbedMessages();
  if (partner && !user) return <Spinner label={messages.embedSigningIn} showLabel />;
  return <StudioBody {...body} />;
}

/** `<dubkit-studio>`'s React part. */
export function StudioEmbed({ settings, host, query, overlays }: StudioEmbedProps & { overlays: HTMLElement }) {
  return (
    <EmbedProvider settings={settings} host={host} overlays={overlays}>
      <SignedInStudio host={host} query={query} partner={Boolean(settings.tokenEndpoint)} />
    </EmbedProvider>
  );
}
