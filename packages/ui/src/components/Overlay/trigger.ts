import { cloneElement, isValidElement, type ReactElement, type Ref, type RefCallback } from 'react';

type Props = Record<string, unknown>;

/** Sets every given ref to the same node. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** Clones a trigger element with extra props: event handlers run the element's own first, refs are merged. */
export function cloneTrigger(trigger: ReactElement | undefined, extra: Props & { ref?: Ref<Element> }) {
  if (!isValidElement<Props>(trigger)) return null;
  const own = trigger.props;
  const merged: Props = { ...extra };
  for (const [key, value] of Object.entries(extra)) {
    const mine = own[key];
    if (key.startsWith('on') && typeof value === 'function' && typeof mine === 'function') {
      merged[key] = (...args: unknown[]) => {
        mine(...args);
        value(...args);
      };
    }
  }
  merged.ref = mergeRefs(own.ref as Ref<Element> | undefined, extra.ref);
  return cloneElement(trigger, merged);
}
