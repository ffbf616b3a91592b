import * as v from 'valibot';
import { queryInteger } from './fields';

/** The banner position; the website shows position 1. */
export const activityBannerQuery = v.object({ position: queryInteger });

export type ActivityBannerQuery = v.InferOutput<typeof activityBannerQuery>;

export const settingsSchemas = { activityBanner: activityBannerQuery };
