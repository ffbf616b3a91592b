/**
 * Copy of the studio's sentence list with takes (not in the spec: regenerate one sentence, compare, pin the one a task
 * uses). `{n}`, `{count}` slots are filled in by the widget; the refusals (too many takes, a missing take) come from
 * sdk-core's rules or the server.
 */
export const takesMessages = {
  takesOpen: '逐句试听',
  takesTitle: '逐句试听',
  takesIntro: '逐句试听并比较各个版本，选用的版本会用于试听和合成。',
  takesListLabel: '句子',
  takesSentence: '第{n}句',
  takesPlay: '试听选用的版本',
  takesRegenerate: '重新生成',
  takesVersions: '版本（点击选用）',
  takesVersion: '版本{n}',
  takesPlayVersion: '试听版本{n}',
  takesLoading: '正在加载版本',
  takesSame: '当前音色每次生成的声音相同，重新生成不会改变声音。',
  takesEmpty: '文案为空，请先输入配音文案',
  takesVoiceMissing: '请先选择一个主播',
  takesMore: '显示更多句子（还有{count}句）',
  takesTooLong: '这一句超过{count}个字，无法逐句试听，请在句中加上句号',
  takesRetry: '重试',
  takesFailed: '加载失败，请稍后重试',
};
