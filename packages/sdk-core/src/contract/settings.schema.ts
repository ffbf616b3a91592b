import type * as v from 'valibot';
import { fields, queryInteger } from './fields';

/** The banner position; the website shows position 1. */
export const activityBannerQuery = fields({ position: queryInteger });

export type ActivityBannerQuery = v.InferOutput<typeof activityBannerQuery>;

export const settingsSchemas = { activityBanner: activityBannerQuery };
