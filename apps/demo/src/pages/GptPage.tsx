import { Chat } from '@dubkit/widgets';
import { Navigate, useParams } from 'react-router';
import { PageShell } from './PageShell';

/**
 * /gpt: the writing assistant's chat. The assistant's other pages (/gpt/prompts, /gpt/inspiration) are routes of
 * their own before this one; any other /gpt/… comes back to the chat.
 */
export default function GptPage() {
  const { '*': rest } = useParams();
  if (rest) return <Navigate to="/gpt" replace />;
  return (
    <PageShell title="AI写作">
      <Chat />
    </PageShell>
  );
}
