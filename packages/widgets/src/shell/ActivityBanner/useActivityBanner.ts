import type { ActivityBanner } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';

/** Whether a banner runs now: valid and inside its time window. */
export function isBannerShown(banner: ActivityBanner | null | undefined, now = Date.now()): banner is ActivityBanner {
  return !!banner && banner.valid && banner.beginTimeMillis <= now && now < banner.endTimeMillis;
}

/**
 * The optional activity banner: loaded for its position, clickable, closed for the visit when closeable. Its
 * activities are offers to join (新用户开通会员立享 8 折), so a member sees none.
 */
export function useActivityBanner(position = 1) {
  const { client, navigate } = useDubKit();
  const { member } = useSession();
  const request = useRemote(member ? null : `banner:${position}`, () =>
    client.settings.activityBanner({ position }, { handled: true }),
  );
  const [closed, setClosed] = useState(false);
  const banner = !member && isBannerShown(request.data) && !closed ? request.data : null;
  return {
    banner,
    open: () => {
      if (!banner?.link) return;
      if (banner.link.startsWith('/')) navigate(banner.link);
      else window.open(banner.link, '_blank', 'noopener');
    },
    close: () => setClosed(true),
  };
}
