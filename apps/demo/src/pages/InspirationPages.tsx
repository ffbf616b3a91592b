import { InspirationApply, InspirationCenter, useAssistantMessages } from '@dubkit/widgets';
import { useSearchParams } from 'react-router';
import * as styles from '../routes/layout.css';

/** /gpt/inspiration: the inspiration center's templates (the widget has its own heading). */
export function InspirationCenterPage() {
  const messages = useAssistantMessages();
  return (
    <div className={styles.page}>
      <title>{`${messages.inspirationTitle} - ${messages.brandName}`}</title>
      <InspirationCenter />
    </div>
  );
}

/** /gpt/inspiration/apply?code=: a template's apply page; another code starts afresh. */
export function InspirationApplyPage() {
  const messages = useAssistantMessages();
  const [search] = useSearchParams();
  const code = search.get('code');
  return (
    <div className={styles.page}>
      <title>{`${messages.inspirationTitle} - ${messages.brandName}`}</title>
      <InspirationApply key={code ?? ''} code={code} />
    </div>
  );
}
