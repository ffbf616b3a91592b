/** How nodes read on screen and to assistive technology. */
import type { EditorMessages } from './messages';
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
    case 'phoneme':
      return `${element.pinyin}${element.tone}`;
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

/** The accessible name of a node's button: its kind, its text and what it says. */
export function nodeLabel(element: InlineElement, messages: EditorMessages): string {
  const badge = nodeBadge(element, messages);
  switch (element.type) {
    case 'pause':
      return `${messages.pause} ${badge}`;
    case 'soundEffect':
      return `${messages.soundEffect} ${badge}`;
    case 'continuous':
      return `${messages.continuous} ${element.original}`;
    case 'multiVoice':
      return `${messages.multiVoice} ${badge}`;
    case 'localProsody':
      return `${badge} ${messages.pitch} ${element.pitch} ${messages.speed} ${formatSpeed(element.speed)} ${messages.volume} ${element.volume}`;
    case 'phoneme':
      return `${element.original} ${messages.phoneme} ${badge}`;
    case 'alias':
      return `${element.original} ${messages.alias} ${badge}`;
    case 'numberAlias':
      return `${element.original} ${badge} ${element.value}`;
    case 'sayAs':
      return `${element.original} ${badge}`;
  }
}
