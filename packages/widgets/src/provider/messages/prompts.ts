/**
 * Copy of the prompt library (spec part 2 §2 "Prompt library", §8). Copying reports with the shared copy messages
 * (已复制到剪贴板 / 复制成功 / 复制失败, in `tools.ts`); a failed load says nothing (§8 "handled quietly").
 */
export const promptMessages = {
  promptLibraryTitle: '提示词库',
  promptLibraryIntro: '精选配音创作提示词，复制后粘贴到智能助手即可使用',
  promptList: '提示词列表',
  promptLanguage: '提示词语言',
  promptLanguageZh: '中文',
  promptLanguageEn: 'EN',
  promptCopy: '复制',
  promptCopyName: '复制“{title}”',
  promptEmpty: '暂无提示词',
  promptReload: '重新加载',
  promptPager: '提示词分页',
};
