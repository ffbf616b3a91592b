import { routes, type Sample, type Scene } from '@dubkit/sdk-core';
import { hotText, SAMPLE_PAGE_SIZE } from '@dubkit/sdk-core/samples';
import { fail, mock } from '../mock';
import { toneUri } from '../tone';

/** Story data of the AI samples: scenes, samples (tones for audio) and a server that pages them. */

export const storyScenes: Scene[] = [
  { id: 1, name: '广告促销' },
  { id: 2, name: '新闻播报' },
  { id: 3, name: '有声读物' },
  { id: 4, name: '短视频解说' },
  { id: 5, name: '教育培训' },
  { id: 6, name: '企业宣传' },
  { id: 7, name: '情感电台' },
];

const names = ['双十一大促', '早间新闻', '童话故事', '晚安电台', '新店开业', '财经快讯', '散文朗读', '雨天心情'];
const anchors = ['晓晓', '云希', '晓伊', '云健'];
const templates = ['广告', '新闻播报', '叙述', '温柔'];
const audio = toneUri(440, 2);

/** `count` samples over the first three scenes (情感电台 stays empty); the first's hot reads 1.2万. */
export function storySamples(count = 45): (Sample & { sceneId: number })[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const hot = index === 0 ? 12_000 : 3000 - index * 37;
    return {
      id,
      sceneId: 1 + (index % 3),
      name: `${names[index % names.length]}${index >= names.length ? ` ${id}` : ''}`,
      comment: '热情饱满的口播示例',
      anchorId: 100 + (index % anchors.length),
      anchorName: anchors[index % anchors.length] ?? '晓晓',
      anchorAvatar: '',
      templateId: 500 + id,
      templateName: templates[index % templates.length] ?? '默认',
      templateText: `这是第${id}条样音的文本，欢迎使用配音工坊。`,
      templateAudio: audio,
      hot,
      hotText: hotText(hot),
    };
  });
}

export interface SampleServerOptions {
  samples?: (Sample & { sceneId: number })[];
  /** Holds each search back; 'infinite' keeps it loading. */
  delayMs?: number | 'infinite';
  /** The search fails with this message. */
  failure?: string;
  /** The report call fails with this message. */
  reportFailure?: string;
}

/** The scenes, search (scene 0 is every sample) and report calls; `searches` and `reports` record what was asked. */
export function sampleServer({ samples = storySamples(), delayMs, failure, reportFailure }: SampleServerOptions = {}) {
  const searches: { sceneId: number; page: number; pageSize: number }[] = [];
  const reports: { id: number; event: number }[] = [];
  const handlers = [
    mock(routes.samples.scenes, storyScenes),
    mock(
      routes.samples.search,
      ({ query }) => {
        const sceneId = Number(query.get('sceneId'));
        const page = Number(query.get('page'));
        const pageSize = Number(query.get('pageSize') ?? SAMPLE_PAGE_SIZE);
        searches.push({ sceneId, page, pageSize });
        if (failure) return fail(500, failure);
        const matching = samples.filter((s) => sceneId === 0 || s.sceneId === sceneId);
        return {
          total: matching.length,
          list: matching.slice((page - 1) * pageSize, page * pageSize).map(({ sceneId: _, ...sample }) => sample),
        };
      },
      { delayMs },
    ),
    mock(routes.samples.report, ({ query }) => {
      reports.push({ id: Number(query.get('id')), event: Number(query.get('event')) });
      return reportFailure ? fail(500, reportFailure) : null;
    }),
  ];
  return {
    handlers,
    searches,
    reports,
    reset: () => {
      searches.length = 0;
      reports.length = 0;
    },
  };
}
