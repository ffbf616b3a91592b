import { PageShell } from './PageShell';

/** /samples: built in its own issue; the route, its login rule and its title are in place. */
export default function SamplesPage() {
  return <PageShell title="AI样音" />;
}
