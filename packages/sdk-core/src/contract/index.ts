export type { Profile } from './account';
export type { BindInviterQuery, SetPasswordBody, UpdatePasswordBody, UpdateProfileBody } from './account.schema';
export type {
  Anchor,
  AnchorDetail,
  AnchorOptions,
  AnchorTemplate,
  AnchorType,
  AnchorVoiceEngine,
  CustomAnchor,
  Locale,
  Role,
  Template,
  VoiceFeature,
} from './anchors';
export { ALL_REGIONS } from './anchors';
export type {
  AnchorDetailQuery,
  AnchorIdQuery,
  AnchorSearchBody,
  CustomAnchorAddBody,
  CustomAnchorUpdateBody,
  CustomSearchQuery,
  LocalesQuery,
  SearchByNameQuery,
} from './anchors.schema';
export type { LoginUser, QrLoginCheck, QrLoginData, SmsSendResult, WxLoginParams, WxLoginResult } from './auth';
export type {
  CaptchaBody,
  LoginByPasswordBody,
  LoginBySmsBody,
  LoginByWxQuery,
  LoginQrcodeBody,
  LoginQrcodeCheckQuery,
  SmsSendBody,
  WxBindBody,
} from './auth.schema';
export type {
  AnyRoute,
  Envelope,
  HttpMethod,
  Page,
  ReplyKind,
  RequestIn,
  RequestOf,
  ResponseOf,
  Route,
  Tag,
  UploadPolicy,
} from './define';
export type { DictionaryEntry, DictionaryImported } from './dictionary';
export type {
  DictionaryDeleteBody,
  DictionaryExportQuery,
  DictionaryImportBody,
  DictionaryListQuery,
  DictionarySaveBody,
} from './dictionary.schema';
export type { DrawOptions, DrawSize, DrawStyle, DrawTask, DrawTaskPage, DrawUploadResult } from './draw';
export type { DrawPolicyQuery, DrawTaskAddBody, DrawTaskCodeQuery, DrawTaskListBody } from './draw.schema';
export type { FeedbackAddBody } from './feedback.schema';
export type {
  GptMemberInfo,
  GptProduct,
  InspirationItem,
  InspirationLabel,
  Prompt,
  StreamDelta,
  StreamUsage,
} from './gpt';
export type {
  ChatBody,
  ChatHistoryItem,
  ChatMode,
  PromptListBody,
  RewriteBody,
  TemplateApplyBody,
  TemplateDetailQuery,
  TemplateSearchBody,
  WelcomeQuery,
} from './gpt.schema';
export { type Domain, type Routes, routes } from './routes';
export type { Sample, Scene } from './samples';
export type { SampleReportQuery, SampleSearchQuery } from './samples.schema';
export type { ActivityBanner, HomeComment, SiteSettings } from './settings';
export type { ActivityBannerQuery } from './settings.schema';
export type { SentenceTakes } from './takes';
export type { TakeBody, TakeSentenceBody, TakesBody } from './takes.schema';
export type { CueFitReport, Task, TaskAdded } from './tasks';
export type { AuditionBody, FitReportBody, TaskAddBody, TaskDeleteBody, TaskListQuery } from './tasks.schema';
export type {
  AsrMemberInfo,
  AsrProduct,
  AsrResult,
  AsrSentence,
  AsrTask,
  AsrTaskDetail,
  AsrUploadResult,
  OcrUploadResult,
  VideoParseResult,
} from './tools';
export type {
  AsrPolicyBody,
  AsrShareUrlBody,
  AsrTaskCodeQuery,
  AsrTaskListBody,
  OcrPolicyQuery,
  RwmLegacyBody,
  RwmParseQuery,
} from './tools.schema';
export type { LastPayment, MemberInfo, OrderCheck, PresetOrder, TradeFlow, VipProduct } from './trade';
export type { CheckPresetOrderQuery, NewPresetOrderBody, TradeFlowsBody } from './trade.schema';
export type { BackgroundMusic, SoundCategory, SoundEffect, Work, WorkSaved } from './works';
export type { BgmListQuery, SoundSearchBody, WorkIdQuery, WorkListQuery, WorkSaveBody } from './works.schema';
