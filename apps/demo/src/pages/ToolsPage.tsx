import { PageShell } from './PageShell';

/** /tools: built in its own issue; the route, its login rule and its title are in place. */
export default function ToolsPage() {
  return <PageShell title="智能工具" />;
}
