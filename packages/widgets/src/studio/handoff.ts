import type { AnchorType, DubKitClient } from '@dubkit/sdk-core';
import { documentFromText, importSrt, type ScriptDocument } from '@dubkit/sdk-core/markup';
import { useCallback } from 'react';
import { useDubKit } from '../provider/DubKitProvider';
import { creationHref } from '../provider/paths';

/** A script another page hands to the studio: subtitles (their gaps become pauses) or plain text, with a work title. */
export type StudioScript =
  | { kind: 'srt'; srt: string; title?: string }
  | { kind: 'text'; text: string; title?: string };

/** Where the studio starts: the voice (the catalogue's first anchor when none is given) and the script to open. */
export interface StudioStart {
  anchorType?: AnchorType;
  anchorId?: number;
  templateId?: number;
  script: StudioScript;
}

const KEY_PREFIX = 'dubkit:studio-script:';

// The script waits in the tab's session storage: a long transcript does not fit a URL, and a reload must not import it twice.
const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** Keeps the script for the studio and returns the id the creation link carries (`?script=`). */
export function stashStudioScript(script: StudioScript): string {
  const id = crypto.randomUUID().slice(0, 8);
  storage()?.setItem(KEY_PREFIX + id, JSON.stringify(script));
  return id;
}

/** The stashed script, once: it is removed as it is read. */
export function takeStudioScript(id: string): StudioScript | null {
  const store = storage();
  const raw = store?.getItem(KEY_PREFIX + id) ?? null;
  if (raw === null) return null;
  store?.removeItem(KEY_PREFIX + id);
  try {
    const script = JSON.parse(raw) as StudioScript;
    return script.kind === 'srt' || script.kind === 'text' ? script : null;
  } catch {
    return null;
  }
}

/** The script as the studio's document; subtitles that are not SRT throw sdk-core's `MarkupError`. */
export function studioScriptDocument(script: StudioScript): ScriptDocument {
  return script.kind === 'srt' ? importSrt(script.srt) : documentFromText(script.text);
}

async function firstAnchorId(client: DubKitClient): Promise<number | undefined> {
  const page = await client.anchors.search({ page: 1, pageSize: 1 }, { handled: true });
  return page.list[0]?.id;
}

/** Opens the creation page as a new draft holding the script, with the given voice or the catalogue's first. */
export function useOpenInStudio(): (start: StudioStart) => Promise<void> {
  const { client, paths, navigate } = useDubKit();
  return useCallback(
    async ({ anchorType = 0, anchorId, templateId, script }: StudioStart) => {
      const id = anchorId ?? (await firstAnchorId(client));
      navigate(
        creationHref({ anchorType, anchorId: id, templateId, script: stashStudioScript(script) }, paths.creation),
      );
    },
    [client, paths.creation, navigate],
  );
}
