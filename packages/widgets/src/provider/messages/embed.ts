/** Copy of the partner embed's elements (`<dubkit-tts-button>`, `<dubkit-anchor-picker>`, `<dubkit-studio>`). */
export const embedMessages = {
  embedRead: '朗读',
  embedReadStop: '停止朗读',
  embedReadLoading: '正在生成语音…',
  embedReadEmpty: '没有可朗读的文字',
  embedAnchorRequired: '请先设置朗读主播（anchor-id）',
  embedChangeAnchor: '更换主播',
  embedTokenFailed: '登录凭证获取失败，请刷新页面后重试',
  embedSigningIn: '正在登录…',
};
