import type { DubKitEventDetail, DubKitEventName } from './events';

/** Fires a DubKit event from `target`: bubbling and composed, so listeners on the host page hear it. */
export function dispatchDubKitEvent<Name extends DubKitEventName>(
  target: EventTarget,
  name: Name,
  detail: DubKitEventDetail<Name>,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
