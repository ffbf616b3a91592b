/** Copy of the AI samples page (spec part 2 §2 "Samples and drawing"); a failed play says 播放失败： (anchorPlayFailed). */
export const sampleMessages = {
  samplesLabel: 'AI样音',
  sampleScenes: '样音场景',
  sampleSceneAll: '全部',
  sampleList: '样音列表',
  samplesEmpty: '该场景暂无样音',
  samplesFailed: '样音加载失败',
  samplesRetry: '重新加载',
  samplesPager: '样音分页',
  samplePlayOf: '试听{name}',
  sampleOpenOf: '查看{name}',
  sampleVoice: '{anchor} · {template}',
  sampleHot: '热度 {hot}',
  sampleText: '样音文本',
  sampleUse: '去配音',
};
