import type { InferOutput } from 'valibot';
import { fields, queryInteger } from './fields';

/** The banner position; the website shows position 1. */
export const activityBannerQuery = fields({ position: queryInteger });

export type ActivityBannerQuery = InferOutput<typeof activityBannerQuery>;

export const settingsSchemas = { activityBanner: activityBannerQuery };
