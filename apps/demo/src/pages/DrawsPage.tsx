import { PageShell } from './PageShell';

/** /draws: built in its own issue; the route, its login rule and its title are in place. */
export default function DrawsPage() {
  return <PageShell title="AI绘画" />;
}
