import { AssistantMembership, Chat } from '@dubkit/widgets';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageShell } from './PageShell';

/**
 * /gpt: the writing assistant's chat; 订阅服务 opens the assistant membership dialog. The assistant's other pages
 * (/gpt/prompts, /gpt/inspiration) are routes of their own before this one; any other /gpt/… comes back to the chat.
 */
export default function GptPage() {
  const { '*': rest } = useParams();
  const [membership, setMembership] = useState(false);
  if (rest) return <Navigate to="/gpt" replace />;
  return (
    <PageShell title="AI写作">
      <Chat onSubscribe={() => setMembership(true)} />
      <AssistantMembership open={membership} onOpenChange={setMembership} />
    </PageShell>
  );
}
