/**
 * Copy of the dubbing studio's editor toolbar (spec part 2 §2, §5, §9). The refusal texts of actions on the script
 * come from the editor (its `useScriptToolbar` reasons); `{name}`-style slots are filled in by the widget.
 */
export const toolbarMessages = {
  toolLabel: '编辑工具',

  toolAudition: '试听',
  toolAuditionLoading: '合成中',
  toolAuditionPause: '暂停',
  toolAuditionResume: '继续',
  toolAuditionStop: '停止',

  toolStyle: '情绪/风格',
  toolStyleList: '情绪风格',
  toolStyleEmpty: '没有更多情绪或风格！',
  toolStyleLoading: '正在加载主播详情',
  toolStylePreview: '试听{name}',
  toolIntensity: '强度',

  toolProsody: '语调',
  toolProsodyTitle: '语调 / 语速 / 音量',
  toolPitch: '语调',
  toolSpeed: '语速',
  toolVolume: '音量',
  toolReset: '恢复默认',

  toolRole: '角色',
  toolRoles: '角色列表',
  toolRoleUnsupported: '不支持多角色',

  toolLocalProsody: '局部调节',
  toolMultiVoice: '多主播',

  toolPause: '停顿',
  toolPausePresets: '常用停顿',
  toolPauseCustom: '自定义停顿（秒）',
  toolPauseInsert: '插入',

  toolContinuous: '连读',

  toolNarration: '标点停顿',
  toolNarrationEnabled: '智能标点停顿',
  toolNarrationMark: '“{mark}”',
  toolNarrationPause: '“{mark}”停顿时长',

  toolPhoneme: '多音字',
  toolPhonemeLoading: '正在加载读音',
  toolNumberReading: '数字读法',
  toolWordReading: '单词读法',
  toolWordCharacters: '逐个字母读',
  toolWordWhole: '作为单词读',

  toolAlias: '别名',
  toolAliasTitle: '设置别名',

  toolSoundEffect: '音效',
  toolSoundCategories: '音效风格',
  toolSoundList: '音效列表',
  toolSoundPreview: '试听{name}',
  toolSoundsEmpty: '暂无音效',
  toolSoundsLoading: '正在加载音效',
  toolSoundCategoryRequired: '请选择一个风格!',

  toolBgm: '背景音乐',
  toolBgmChosen: '背景音乐：{name}',
  toolBgmList: '背景音乐列表',
  toolBgmPreview: '试听{name}',
  toolBgmEmpty: '暂无背景音乐',
  toolBgmLoading: '正在加载背景音乐',
  toolBgmNone: '未选择背景音乐',
  toolBgmVolume: '音乐音量',
  toolBgmFadein: '淡入',
  toolBgmFadeout: '淡出',

  toolListFailed: '加载失败',
  toolRetry: '重新加载',

  toolUndo: '撤销',
  toolRedo: '重做',
};
