import { ToolsMenu, useToolsMessages } from '@dubkit/widgets';
import { appDownloadUrl } from '../site';
import { PageShell } from './PageShell';

/** /tools: the smart tools menu; the teleprompter card shows the app download code. */
export default function ToolsPage() {
  const messages = useToolsMessages();
  return (
    <PageShell title={messages.toolsTitle}>
      <ToolsMenu appDownloadUrl={appDownloadUrl()} />
    </PageShell>
  );
}
