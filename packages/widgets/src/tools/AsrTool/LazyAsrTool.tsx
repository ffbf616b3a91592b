import { Spinner } from '@dubkit/ui';
import { lazy, Suspense } from 'react';
import { useToolsMessages } from '../copy';
import type { AsrToolProps } from './AsrTool';

// Speech-to-text is a page of its own: its code loads with it, not with the widgets' entry.
const AsrToolChunk = lazy(() => import('./AsrTool').then((module) => ({ default: module.AsrTool })));

/** Speech-to-text (/aitools/asr-v2), loaded on first render; see `AsrTool.tsx`. */
export function AsrTool(props: AsrToolProps) {
  const messages = useToolsMessages();
  return (
    <Suspense fallback={<Spinner label={messages.loading} showLabel />}>
      <AsrToolChunk {...props} />
    </Suspense>
  );
}
