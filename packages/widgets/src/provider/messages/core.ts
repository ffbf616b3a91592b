/** Copy shared by every widget (spec part 1 §4, §8). */
export const coreMessages = {
  brandName: '配音工坊',
  /** The glyph in the header's logo. */
  brandMark: '配',
  loginRequired: '请先登录您的账号！',
  loginSucceeded: '登录成功',
  saved: '保存成功',
  submitted: '提交成功',
  networkTimeout: '网络请求超时',
  deleted: '删除成功',
  deleteConfirm: '该操作无法撤销，确定要继续删除吗？',
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  loading: '数据加载中...',
  noMore: '没有更多了',
  empty: '暂无数据',
  copySucceeded: '已复制到剪贴板',
  copyFallback: '复制成功',
  copyFailed: '复制失败',
  copyEmpty: '内容为空，无法复制',
};
