import { NEUTRAL_PROSODY } from '@dubkit/sdk-core/studio';
import { renderVoiceSample } from '../../engines/speech/plan';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import type { FileStorage } from '../../storage/files';
import { anchorIdForTemplate, anchorVoice } from '../catalogue';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { speechFailure } from './speechFailure';
import { resolveRequestedVoice } from './voices';

/** A system anchor's template voice speaking a text (its neutral settings), as MP3. */
export async function speakAsTemplate(
  ctx: ServerContext,
  speech: () => Promise<SpeechRuntime>,
  voice: { anchorId: number; templateId: number },
  text: string,
): Promise<Uint8Array> {
  const resolved = await resolveRequestedVoice(
    ctx,
    null,
    { anchorType: 0, anchorId: voice.anchorId, templateId: voice.templateId, role: '', intensity: 1 },
    NEUTRAL_PROSODY,
  );
  const runtime = await speech();
  const sample = await renderVoiceSample(text, resolved.settings, { engine: runtime.engine }).catch(speechFailure);
  return sample.mp3;
}

/**
 * Files rendered once on first request and kept in storage: the key when it is there, else after its render, which
 * requests arriving meanwhile share.
 */
export function renderedOnce(files: FileStorage) {
  const rendering = new Map<string, Promise<void>>();
  return async (key: string, render: () => Promise<Uint8Array>): Promise<string> => {
    if (await files.exists(key)) return key;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then(async (bytes) => {
          await files.put(key, bytes);
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    await pending;
    return key;
  };
}

/** Each template's sample, rendered once on first request in the template's own voice and kept in storage. */
export function templateSamples(ctx: ServerContext, speech: () => Promise<SpeechRuntime>, files: FileStorage) {
  const once = renderedOnce(files);
  const render = async (templateId: number) => {
    const anchorId = await anchorIdForTemplate(ctx, templateId);
    if (!anchorId) throw notFound('样音不存在');
    const entry = await anchorVoice(ctx, anchorId);
    const template = entry.templateRows.find((t) => t.id === templateId);
    return speakAsTemplate(ctx, speech, { anchorId, templateId }, template?.content ?? entry.row.name);
  };
  return {
    files,
    /** The storage key of a template's sample (`template-<id>.mp3`), rendered first when it is not there yet. */
    key: (templateId: number): Promise<string> => once(`template-${templateId}.mp3`, () => render(templateId)),
  };
}

export type TemplateSamples = ReturnType<typeof templateSamples>;
