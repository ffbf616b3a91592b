import { PromptLibrary, useAssistantMessages } from '@dubkit/widgets';
import * as styles from '../routes/layout.css';

/** /gpt/prompts: the writing assistant's prompt library (login-only with the rest of /gpt). */
export default function PromptsPage() {
  const messages = useAssistantMessages();
  return (
    <div className={styles.page}>
      <title>{`${messages.promptLibraryTitle} - AI写作 - ${messages.brandName}`}</title>
      <h1 className={styles.pageTitle}>AI写作</h1>
      <PromptLibrary />
    </div>
  );
}
