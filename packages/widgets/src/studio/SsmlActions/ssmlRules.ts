/** The studio's SSML actions, as plain rules: the main voice an export speaks with, the file's name, what it dropped. */
import type { SsmlDialect, SsmlDropped, SsmlFeature, SsmlVoice } from '@dubkit/sdk-core/markup';
import { format } from '../../shared/format';
import type { StudioCopy } from '../copy';
import type { SynthesisSettings } from '../DubbingStudio/settings';

/** The work's voice as an export names it: the anchor, its template as the style and its role (Azure), its sliders. */
export function studioSsmlVoice(anchorName: string, settings: SynthesisSettings): SsmlVoice {
  return {
    name: anchorName,
    ...(settings.templateName && { style: settings.templateName, styleDegree: settings.intensity }),
    ...(settings.role && { role: settings.role }),
    pitch: settings.pitchRate,
    speed: settings.speechRate,
    volume: settings.volume,
  };
}

const UNSAFE = /[\\/:*?"<>|]+/g;

/** 作品标题.ssml (W3C) or 作品标题（Azure）.ssml; characters a file name cannot hold become _. */
export function ssmlFileName(title: string, dialect: SsmlDialect, untitled: string): string {
  const base = title.trim().replace(UNSAFE, '_') || untitled;
  return dialect === 'w3c' ? `${base}.ssml` : `${base}（Azure）.ssml`;
}

const FEATURE_COPY: Record<SsmlFeature, keyof StudioCopy> = {
  continuous: 'studioSsmlLostContinuous',
  sayAsWord: 'studioSsmlLostSayAsWord',
  numberReading: 'studioSsmlLostNumberReading',
  soundEffect: 'studioSsmlLostSoundEffect',
  style: 'studioSsmlLostStyle',
  role: 'studioSsmlLostRole',
  backgroundAudio: 'studioSsmlLostBackgroundAudio',
};

/** The toast after an export: done, or done with what the format could not express (连读 2 处、…). */
export function exportedMessage(dropped: readonly SsmlDropped[], messages: StudioCopy): string {
  if (!dropped.length) return messages.studioSsmlExported;
  const features = dropped.map(({ feature, count }) => format(messages[FEATURE_COPY[feature]], { count })).join('、');
  return format(messages.studioSsmlDropped, { features });
}

/** Only SSML or XML files are read. */
export const isSsmlFile = (name: string) => /\.(ssml|xml)$/i.test(name);
