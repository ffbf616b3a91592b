import { NEUTRAL_PROSODY } from '@dubkit/sdk-core';
import { renderVoiceSample } from '../../engines/speech/plan';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import type { FileStorage } from '../../storage/files';
import { anchorIdForTemplate, anchorVoice } from '../catalogue';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { speechFailure } from './speechFailure';
import { resolveRequestedVoice } from './voices';

/** Each template's sample, rendered once on first request in the template's own voice and kept in storage. */
export function templateSamples(ctx: ServerContext, speech: () => Promise<SpeechRuntime>, files: FileStorage) {
  const rendering = new Map<number, Promise<void>>();
  const render = async (templateId: number, key: string) => {
    const anchorId = await anchorIdForTemplate(ctx, templateId);
    if (!anchorId) throw notFound('样音不存在');
    const entry = await anchorVoice(ctx, anchorId);
    const template = entry.templateRows.find((t) => t.id === templateId);
    const voice = await resolveRequestedVoice(
      ctx,
      null,
      { anchorType: 0, anchorId, templateId, role: '', intensity: 1 },
      NEUTRAL_PROSODY,
    );
    const runtime = await speech();
    const sample = await renderVoiceSample(template?.content ?? entry.row.name, voice.settings, {
      engine: runtime.engine,
    }).catch(speechFailure);
    await files.put(key, sample.mp3);
  };
  return {
    files,
    /** The storage key of a template's sample (`template-<id>.mp3`), rendered first when it is not there yet. */
    async key(templateId: number): Promise<string> {
      const key = `template-${templateId}.mp3`;
      if (await files.exists(key)) return key;
      let pending = rendering.get(templateId);
      if (!pending) {
        pending = render(templateId, key).finally(() => rendering.delete(templateId));
        rendering.set(templateId, pending);
      }
      await pending;
      return key;
    },
  };
}

export type TemplateSamples = ReturnType<typeof templateSamples>;
