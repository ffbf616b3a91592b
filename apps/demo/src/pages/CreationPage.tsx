import { PageShell } from './PageShell';

/** /creation: built in its own issue; the route, its login rule and its title are in place. */
export default function CreationPage() {
  return <PageShell title="配音创作" />;
}
