import { megabytesText } from '@dubkit/sdk-core';
import { DRAW_REF_FORMATS, DRAW_REF_MAX_BYTES } from '@dubkit/sdk-core/draw';

/**
 * Copy of AI drawing (spec part 2 §2, §4, §5, §8, §9): the form and my works. `{name}` marks a value filled in by the
 * widget; the form's refusals come verbatim from sdk-core's `drawFormRefusal` and `drawRefImageRefusal`.
 */
export const drawMessages = {
  drawTitle: 'AI绘画',
  drawForm: '绘画设置',
  drawPrompt: '画面描述',
  drawPromptPlaceholder: '描述你想要的画面，例如：月光下的古镇，青石板路，水墨风格',
  drawStyle: '绘画风格',
  drawSize: '图片尺寸',
  drawCount: '图片数量',
  drawCountValue: '{count}张',
  drawRefImage: '参考图（可选）',
  drawRefDrop: '点击选择或拖拽图片到此处',
  drawRefDropActive: '松开即可添加图片',
  drawRefHint: `支持 ${DRAW_REF_FORMATS.join('/')} 格式，大小不超过${megabytesText(DRAW_REF_MAX_BYTES)}`,
  drawRefOneFile: '一次只能上传一张参考图',
  drawRefUploading: '参考图上传中',
  drawRefUploadFailed: '参考图上传失败：{message}',
  drawRefPreview: '参考图：{name}',
  drawRefRemove: '移除参考图',
  drawRefMode: '参考方式',
  drawRefModeRefonly: '参考画面',
  drawRefModeRepaint: '参考内容',
  drawRefStrength: '参考强度',
  drawGenerate: '生成',
  drawGenerated: '已提交绘画任务',
  drawOptionsFailed: '绘画选项加载失败：{message}',
  drawRetry: '重试',

  drawWorks: '我的作品',
  drawWorksEmpty: '还没有作品，写下画面描述开始创作吧',
  drawTaskSize: '尺寸',
  drawTaskCount: '数量',
  drawTaskStyle: '风格',
  drawTaskTime: '创建时间',
  drawTaskImage: '第{index}张图片：{prompt}',
  drawTaskOpen: '查看大图：第{index}张',
  drawRefresh: '刷新',
  drawRegenerate: '重新生成',
  drawDelete: '删除',
  drawDeleteTitle: '温馨提示',
  drawDeleteConfirm: '删除后无法恢复，是否继续删除？',
  drawImageDialog: '查看大图',
  drawDownload: '下载',
  drawDownloadFailed: '下载失败，请稍后再试',
  drawDownloadName: 'AI绘画',
};
