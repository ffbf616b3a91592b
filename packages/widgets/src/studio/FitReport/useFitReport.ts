import type { CueFitReport } from '@dubkit/sdk-core';
import type { CueFitStatus } from '@dubkit/sdk-core/studio';
import { useMemo, useState } from 'react';
import type { StudioCopy } from '../copy';
import { fitBars, fitOverruns } from './fitReportRules';

const STATUSES: readonly CueFitStatus[] = ['fits', 'stretched', 'overruns'];

/** The report's bars and overruns; the closing dialog keeps the last report while it fades out. */
export function useFitReport(report: readonly CueFitReport[] | null, messages: StudioCopy) {
  const [shown, setShown] = useState<readonly CueFitReport[]>(report ?? []);
  if (report && report !== shown) setShown(report);
  return useMemo(() => {
    const status = {
      fits: messages.studioFitFits,
      stretched: messages.studioFitStretched,
      overruns: messages.studioFitOverrun,
    };
    return {
      shown,
      bars: fitBars(shown, { bar: messages.studioFitBar, status }),
      overruns: fitOverruns(shown),
      statuses: STATUSES.map((key) => ({ status: key, label: status[key] })),
    };
  }, [shown, messages]);
}
