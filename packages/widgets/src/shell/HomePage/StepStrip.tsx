import { useId } from 'react';
import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './HomePage.css';

/** Choose an anchor, edit the text, synthesize the audio. */
export function StepStrip() {
  const messages = useSiteMessages();
  return <StepStripView messages={messages} />;
}

export type StepStripViewProps = CopyProps<SiteCopy>;

/** The view of StepStrip: its copy and state come as props from the widget. */
export function StepStripView({ messages }: StepStripViewProps) {
  const titleId = useId();
  const steps = [
    { title: messages.homeStep1Title, text: messages.homeStep1Text },
    { title: messages.homeStep2Title, text: messages.homeStep2Text },
    { title: messages.homeStep3Title, text: messages.homeStep3Text },
  ];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {messages.homeStepsTitle}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
