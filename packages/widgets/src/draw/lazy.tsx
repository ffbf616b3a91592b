import { Spinner } from '@dubkit/ui';
import { lazy, Suspense } from 'react';
import { useMessages } from '../provider';
import type { DrawFormProps } from './DrawForm/DrawForm';
import type { DrawStudioProps } from './DrawStudio/DrawStudio';
import type { DrawWorksProps } from './DrawWorks/DrawWorks';

// The drawing widgets load with the drawing page, not with every page of the site (the root entry's size budget).
const Studio = lazy(() => import('./DrawStudio/DrawStudio').then((module) => ({ default: module.DrawStudio })));
const Form = lazy(() => import('./DrawForm/DrawForm').then((module) => ({ default: module.DrawForm })));
const Works = lazy(() => import('./DrawWorks/DrawWorks').then((module) => ({ default: module.DrawWorks })));

function Loading() {
  const messages = useMessages();
  return <Spinner label={messages.loading} showLabel />;
}

/** AI drawing: the form beside my works, loaded on first render. */
export function DrawStudio(props: DrawStudioProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Studio {...props} />
    </Suspense>
  );
}

/** The drawing form alone, loaded on first render. */
export function DrawForm(props: DrawFormProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Form {...props} />
    </Suspense>
  );
}

/** My works alone, loaded on first render. */
export function DrawWorks(props: DrawWorksProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Works {...props} />
    </Suspense>
  );
}

/** Starts loading the drawing widgets ahead of the page (e.g. on hovering its link). */
export function preloadDraw(): void {
  void import('./DrawStudio/DrawStudio');
}
