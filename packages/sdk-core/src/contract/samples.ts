import { get, type Page, type Tag } from './define';
import type { SampleReportQuery, SampleSearchQuery } from './samples.schema';

export type Scene = Tag;

export interface Sample {
  id: number;
  name: string;
  comment: string;
  anchorId: number;
  anchorName: string;
  anchorAvatar: string;
  templateId: number;
  templateName: string;
  templateText: string;
  templateAudio: string;
  hot: number;
  hotText: string;
}

export const samples = {
  scenes: get<undefined, Scene[]>('/api/anchor/sample/scenes'),
  search: get<SampleSearchQuery, Page<Sample>>('/api/anchor/sample/search'),
  report: get<SampleReportQuery>('/api/anchor/sample/report'),
};
