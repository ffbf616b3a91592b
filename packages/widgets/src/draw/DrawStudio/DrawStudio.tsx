import { DrawFormView } from '../DrawForm/DrawForm';
import { useDrawForm } from '../DrawForm/useDrawForm';
import { DrawWorksView } from '../DrawWorks/DrawWorks';
import { type UseDrawWorksOptions, useDrawWorks } from '../DrawWorks/useDrawWorks';
import * as styles from './DrawStudio.css';

export interface DrawStudioProps {
  /** My works' paging, delay and polling (the spec's by default). */
  works?: UseDrawWorksOptions;
  className?: string;
}

/** AI drawing (/draws): the form beside my works (stacked on phones); a new task goes to the top of my works. */
export function DrawStudio({ works: worksOptions, className }: DrawStudioProps) {
  const works = useDrawWorks(worksOptions);
  const form = useDrawForm({ onCreated: works.prepend });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <DrawFormView {...form} className={styles.form} />
      <DrawWorksView {...works} className={styles.works} />
    </div>
  );
}
