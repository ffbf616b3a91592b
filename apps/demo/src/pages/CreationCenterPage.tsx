import { CreationCenter, tabFromParam, useStudioMessages } from '@dubkit/widgets';
import { useSearchParams } from 'react-router';
import { PageShell } from './PageShell';

/** /creationCenter: voice-over tasks (?tab=0) and drafts (?tab=1), the tab kept in the URL. */
export default function CreationCenterPage() {
  const messages = useStudioMessages();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <PageShell title={messages.centerLabel}>
      <CreationCenter
        tab={tabFromParam(searchParams.get('tab'))}
        onTabChange={(tab) =>
          setSearchParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('tab', String(tab));
            return next;
          })
        }
      />
    </PageShell>
  );
}
