import type { InferInput, InferOutput } from 'valibot';
import { optional, picklist, pipe } from 'valibot';
import { SAMPLE_PAGE_SIZE } from '../constants';
import { fields, page, pageSize, queryId, queryInteger } from './fields';

export const sampleSearchQuery = fields({ sceneId: queryId, page, pageSize: optional(pageSize, SAMPLE_PAGE_SIZE) });
/** event 1 audition, 2 use. */
export const sampleReportQuery = fields({ id: queryId, event: pipe(queryInteger, picklist([1, 2])) });

export type SampleSearchQuery = InferInput<typeof sampleSearchQuery>;
export type SampleReportQuery = InferOutput<typeof sampleReportQuery>;

export const samplesSchemas = { search: sampleSearchQuery, report: sampleReportQuery };
