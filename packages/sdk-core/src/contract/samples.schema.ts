import * as v from 'valibot';
import { SAMPLE_PAGE_SIZE } from '../constants';
import { fields, page, pageSize, queryId, queryInteger } from './fields';

export const sampleSearchQuery = fields({ sceneId: queryId, page, pageSize: v.optional(pageSize, SAMPLE_PAGE_SIZE) });
/** event 1 audition, 2 use. */
export const sampleReportQuery = fields({ id: queryId, event: v.pipe(queryInteger, v.picklist([1, 2])) });

export type SampleSearchQuery = v.InferInput<typeof sampleSearchQuery>;
export type SampleReportQuery = v.InferOutput<typeof sampleReportQuery>;

export const samplesSchemas = { search: sampleSearchQuery, report: sampleReportQuery };
