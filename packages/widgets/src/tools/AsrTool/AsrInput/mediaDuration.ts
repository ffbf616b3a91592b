import { asrMediaKind } from '@dubkit/sdk-core/speech-to-text';

// A file the element neither reads nor refuses (a stalled decoder) must not hold the form.
const ELEMENT_PATIENCE_MS = 10_000;

/** The duration in seconds an <audio> or <video> element reads from the file's metadata, or null. */
function elementDuration(file: File, kind: 'audio' | 'video'): Promise<number | null> {
  const element = document.createElement(kind);
  element.preload = 'metadata';
  element.muted = true;
  const url = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      element.onloadedmetadata = null;
      element.onerror = null;
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), ELEMENT_PATIENCE_MS);
    element.onloadedmetadata = () =>
      done(Number.isFinite(element.duration) && element.duration > 0 ? element.duration : null);
    element.onerror = () => done(null);
    element.src = url;
  });
}

/** The duration mediabunny reads from an MP4/MOV container (loaded on first use, only for a video the element refused). */
async function containerDuration(file: File): Promise<number | null> {
  try {
    const { Input, BlobSource, MP4, QTFF } = await import('mediabunny');
    const input = new Input({ source: new BlobSource(file), formats: [MP4, QTFF] });
    try {
      const seconds = await input.computeDuration();
      return seconds > 0 ? seconds : null;
    } finally {
      input.dispose();
    }
  } catch {
    return null;
  }
}

/**
 * The duration in seconds of a speech-to-text file, read in the browser before upload (the server reads it again from
 * the file); null when neither the media element nor the container can tell.
 */
export async function readMediaDuration(file: File): Promise<number | null> {
  const kind = asrMediaKind(file.name);
  if (!kind) return null;
  const seconds = await elementDuration(file, kind);
  if (seconds !== null || kind === 'audio') return seconds;
  return containerDuration(file);
}

/** How a widget reads a file's duration; stories pass their own. */
export type ReadMediaDuration = typeof readMediaDuration;
