import { DrawStudio, useDrawMessages } from '@dubkit/widgets/draw';
import { PageShell } from './PageShell';

/** /draws: AI drawing, the form beside my works (login only, see routes). */
export default function DrawsPage() {
  const messages = useDrawMessages();
  return (
    <PageShell title={messages.drawTitle}>
      <DrawStudio />
    </PageShell>
  );
}
