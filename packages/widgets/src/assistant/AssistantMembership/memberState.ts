import type { GptMemberInfo } from '@dubkit/sdk-core';

/** Where a member's plan stands: none, active until endTime, or expired at endTime. */
export type AssistantMemberState = 'none' | 'active' | 'expired';

export function assistantMemberState(info: GptMemberInfo | null): AssistantMemberState {
  if (!info?.member) return 'none';
  return info.expired ? 'expired' : 'active';
}
