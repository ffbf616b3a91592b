/** `<dubkit-anchor-picker>`: the user confirmed an anchor in the picker. */
export interface AnchorSelectedDetail {
  anchorId: number;
  anchorType: number;
  name: string;
  /** The anchor's first template, which the studio opens it with; null for an anchor without one. */
  templateId: number | null;
}

/** `<dubkit-studio>`: the script went in as a dubbing task. */
export interface TaskSubmittedDetail {
  /** The work's title as submitted. */
  title: string;
  /** The anchor that speaks it (type 0 a system anchor, 1 the creator's custom anchor) and its template. */
  anchorId: number;
  anchorType: number;
  templateId: number;
}

/** `<dubkit-tts-button>`: the audio started playing. */
export interface AudioReadyDetail {
  /** The audio's length when the player knows it. */
  durationMs?: number;
}

export type DubKitErrorCode = 'token' | 'api' | 'config';

/** Any element: a call failed; the element shows it as a toast too. */
export interface DubKitErrorDetail {
  /** `token`: the partner's token endpoint failed; `api`: a DubKit call failed; `config`: a missing attribute. */
  code: DubKitErrorCode;
  message: string;
  /** The HTTP status or DubKit error code, when there is one. */
  status?: number;
}

/** Any element: a widget leads elsewhere in the product (立即查看 after a submit → `/creationCenter?tab=0`); route it. */
export interface NavigateDetail {
  to: string;
}

/** The DOM events DubKit elements fire; they bubble and cross shadow boundaries (`composed`). */
export interface DubKitElementEventMap {
  'dubkit:anchor-selected': CustomEvent<AnchorSelectedDetail>;
  'dubkit:task-submitted': CustomEvent<TaskSubmittedDetail>;
  'dubkit:audio-ready': CustomEvent<AudioReadyDetail>;
  'dubkit:error': CustomEvent<DubKitErrorDetail>;
  'dubkit:navigate': CustomEvent<NavigateDetail>;
}

export type DubKitEventName = keyof DubKitElementEventMap;
export type DubKitEventDetail<Name extends DubKitEventName> = DubKitElementEventMap[Name]['detail'];
