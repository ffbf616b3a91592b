/** How nodes read on screen and to assistive technology. */
import { formatCueBadgeTime } from './cueTime';
import type { EditorMessages } from './messages';
import { toneMarked } from './pinyin';
import type { InlineElement } from './types';

/** A pause length as the pause menu shows it: 500 → 0.5s. */
export const formatPause = (ms: number): string => `${Number((ms / 1000).toFixed(2))}s`;

/** A sound effect's duration (seconds) as mm:ss. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A speed value as the sliders show it: 1 → 1.0x. */
export const formatSpeed = (speed: number): string =>
  `${speed.toFixed(speed * 10 === Math.round(speed * 10) ? 1 : 2)}x`;

/** What a node's badge shows beside (or instead of) its original text. */
export function nodeBadge(element: InlineElement, messages: EditorMessages): string {
  switch (element.type) {
    case 'pause':
      return formatPause(element.ms);
    case 'cue':
      return `${formatCueBadgeTime(element.startMs)}–${formatCueBadgeTime(element.endMs)}`;
    case 'phoneme':
      return toneMarked(element.pinyin, element.tone);
    case 'continuous':
      return messages.continuous;
    case 'alias':
      return element.alias;
    case 'numberAlias':
      return element.name;
    case 'sayAs':
      return element.interpretAs === 'characters' ? messages.wordCharacters : messages.wordWhole;
    case 'soundEffect':
      return `${element.name} ${formatDuration(element.duration)}`;
    case 'multiVoice':
      return element.anchorName;
    case 'localProsody':
      return messages.localProsodyTitle;
  }
}

const KIND_NAMES = {
  pause: 'pause',
  cue: 'cue',
  phoneme: 'phoneme',
  continuous: 'continuous',
  alias: 'alias',
  numberAlias: 'numberAlias',
  sayAs: 'wordTitle',
  soundEffect: 'soundEffect',
  multiVoice: 'multiVoice',
} as const satisfies Record<Exclude<InlineElement['type'], 'localProsody'>, keyof EditorMessages>;

/** What a node shows: its original text and badge, or the badge alone. */
export function nodeText(element: InlineElement, messages: EditorMessages): string {
  if (element.type === 'continuous') return element.original;
  const badge = nodeBadge(element, messages);
  return 'original' in element ? `${element.original} ${badge}` : badge;
}

/** The accessible name of a node's button: its kind, what it shows (so speech input can name it), and its values. */
export function nodeLabel(element: InlineElement, messages: EditorMessages): string {
  switch (element.type) {
    case 'localProsody':
      return `${messages.localProsodyTitle} ${messages.pitch} ${element.pitch} ${messages.speed} ${formatSpeed(element.speed)} ${messages.volume} ${element.volume}`;
    case 'numberAlias':
      return `${messages.numberAlias} ${nodeText(element, messages)} ${element.value}`;
    default:
      return `${messages[KIND_NAMES[element.type]]} ${nodeText(element, messages)}`;
  }
}

const POPOVER_TITLES = {
  pause: 'pause',
  cue: 'cue',
  phoneme: 'phonemeTitle',
  continuous: 'continuous',
  alias: 'aliasTitle',
  numberAlias: 'numberTitle',
  sayAs: 'wordTitle',
  soundEffect: 'soundEffect',
  multiVoice: 'multiVoice',
  localProsody: 'localProsodyTitle',
} as const satisfies Record<InlineElement['type'], keyof EditorMessages>;

/** The title of a node's popover. */
export const popoverTitle = (element: InlineElement, messages: EditorMessages): string =>
  messages[POPOVER_TITLES[element.type]];
