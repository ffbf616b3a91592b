import { PageShell } from './PageShell';

/** /gpt: built in its own issue; the route, its login rule and its title are in place. */
export default function GptPage() {
  return <PageShell title="AI写作" />;
}
