import { SampleGallery } from '@dubkit/widgets';
import { PageShell } from './PageShell';

/** /samples: AI samples by scene; visitors may browse and listen, 去配音 asks them to log in. */
export default function SamplesPage() {
  return (
    <PageShell title="AI样音">
      <SampleGallery />
    </PageShell>
  );
}
