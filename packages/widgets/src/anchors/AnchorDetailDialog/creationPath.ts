import type { AnchorType } from '@dubkit/sdk-core';

export interface CreationTarget {
  anchorType: AnchorType;
  anchorId: number | null | undefined;
  templateId?: number | null;
  roleId?: number | null;
}

/** The creation page for an anchor (and its template and role); null when the anchor has no usable id. */
export function creationPath({ anchorType, anchorId, templateId, roleId }: CreationTarget): string | null {
  if (!anchorId || !Number.isSafeInteger(anchorId) || anchorId < 1) return null;
  const params = new URLSearchParams({ anchorType: String(anchorType), anchorId: String(anchorId) });
  if (templateId != null) params.set('templateId', String(templateId));
  if (roleId != null) params.set('roleId', String(roleId));
  return `/creation?${params}`;
}
