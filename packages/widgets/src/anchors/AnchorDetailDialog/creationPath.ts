import type { AnchorType } from '@dubkit/sdk-core';
import { creationHref, DEFAULT_SITE_PATHS } from '../../provider/paths';

export interface CreationTarget {
  anchorType: AnchorType;
  anchorId: number | null | undefined;
  templateId?: number | null;
  roleId?: number | null;
}

/** The creation page for an anchor (and its template and role); null when the anchor has no usable id. */
export function creationPath(
  { anchorType, anchorId, templateId, roleId }: CreationTarget,
  creation: string = DEFAULT_SITE_PATHS.creation,
): string | null {
  if (!anchorId || !Number.isSafeInteger(anchorId) || anchorId < 1) return null;
  return creationHref({ anchorType, anchorId, templateId, roleId }, creation);
}
