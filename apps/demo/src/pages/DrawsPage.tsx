import { useMessages } from '@dubkit/widgets';
import { DrawStudio } from '@dubkit/widgets/draw';
import { PageShell } from './PageShell';

/** /draws: AI drawing, the form beside my works (login only, see routes). */
export default function DrawsPage() {
  const messages = useMessages();
  return (
    <PageShell title={messages.drawTitle}>
      <DrawStudio />
    </PageShell>
  );
}
