import { PageShell } from './PageShell';

/** /creationCenter: built in its own issue; the route, its login rule and its title are in place. */
export default function CreationCenterPage() {
  return <PageShell title="创作中心" />;
}
