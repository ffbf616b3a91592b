import { type CreationQuery, creationQuery, DubbingStudio, usePaths, withCreationQuery } from '@dubkit/widgets';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDITION_KEY } from '../site';
import { PageShell } from './PageShell';

/** /creation: the dubbing studio; the work's id (after the first save) and a switched voice go into the query. */
export default function CreationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => creationQuery(searchParams), [searchParams]);
  const paths = usePaths();
  return (
    <PageShell title="配音创作">
      <DubbingStudio
        query={query}
        auditionKey={AUDITION_KEY}
        helpHref={paths.about}
        onQueryChange={(change: Partial<CreationQuery>) =>
          setSearchParams((previous) => withCreationQuery(previous, change), { replace: true })
        }
      />
    </PageShell>
  );
}
