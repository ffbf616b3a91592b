import type { MemberInfo } from '@dubkit/sdk-core';

/** The plan name of a current member, else the call to open a membership. */
export function memberLabel(member: MemberInfo | null, openLabel: string): string {
  return member && member.vipLevel > 0 && !member.expired && member.vipName ? member.vipName : openLabel;
}
