import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Times are epoch milliseconds; booleans are 0/1 so the same schema runs on SQLite and PostgreSQL.

export interface UsersTable {
  id: Generated<number>;
  username: string;
  phone: string | null;
  nickname: string | null;
  avatar: string | null;
  password_hash: string | null;
  invite_code: string;
  inviter_code: string | null;
  inviter_bound_at: number | null;
  wx_openid: string | null;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  created_at: number;
  /** Written at most hourly (`SESSION_TOUCH_MS`): a first-party session unused for `SESSION_IDLE_MS` ends. */
  last_used_at: number;
  /** Set for a partner-minted token: it works only from that partner's origins and ends when the partner is revoked. */
  partner_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A site that embeds the widgets: its publishable key (public), its secret key (only its hash), its origins. */
export interface PartnersTable {
  id: string;
  name: string;
  publishable_key: string;
  secret_hash: string;
  /** JSON list of origins, e.g. `["https://shop.example.com"]`. */
  allowed_origins: string;
  revoked_at: number | null;
  created_at: number;
}

/** The DubKit account of a partner's user, made on their first token. */
export interface PartnerUsersTable {
  partner_id: string;
  external_id: string;
  user_id: number;
  created_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  code: string;
  purpose: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  consumed: number;
}

export interface CaptchasTable {
  key: string;
  text: string;
  expires_at: number;
  attempts: number;
}

export interface QrLoginsTable {
  token: string;
  client: string;
  confirmed_user_id: number | null;
  consumed: number;
  expires_at: number;
  created_at: number;
}

export interface TagsTable {
  id: number;
  kind: string;
  name: string;
  position: number;
}

export interface LocalesTable {
  id: number;
  language_id: number;
  name: string;
  code: string;
}

export interface AnchorsTable {
  id: number;
  name: string;
  description: string;
  avatar: string;
  sex: number;
  language_id: number;
  locale_id: number;
  level: number;
  recommend: number;
  badge: string | null;
  members_only: number;
  engine_voice: string;
  engine_variant: string;
  engine_pitch: number;
  engine_rate: number;
  hot_score: number;
  created_at: number;
}

export interface AnchorScenesTable {
  anchor_id: number;
  scene_id: number;
}

export interface TemplatesTable {
  id: number;
  anchor_id: number;
  title: string;
  subtitle: string;
  content: string;
  image_path: string;
  filepath: string;
  style: string;
  pitch_rate: number;
  speech_rate: number;
  volume: number;
  engine_variant: string | null;
  engine_pitch: number;
  engine_rate: number;
  position: number;
}

export interface RolesTable {
  id: number;
  anchor_id: number;
  name: string;
  avatar: string;
  value: string;
  engine_variant: string;
  engine_pitch: number;
  position: number;
}

export interface FavoritesTable {
  user_id: number;
  anchor_id: number;
  created_at: number;
}

export interface CustomAnchorsTable {
  id: Generated<number>;
  user_id: number;
  anchor_id: number;
  template_id: number;
  name: string;
  comment: string;
  intensity: number;
  role: string | null;
  pitch: number;
  speed: number;
  volume: number;
  text: string;
  created_at: number;
  updated_at: number;
}

export interface VipProductsTable {
  id: number;
  product_type: number;
  title: string;
  name: string;
  vip_level: number;
  days: number;
  real_price_fen: number;
  promotion: string | null;
  position: number;
}

export interface OrdersTable {
  order_no: string;
  user_id: number;
  product_id: number;
  product_type: number;
  pay_method: number;
  amount_fen: number;
  status: number;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
}

export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  product_type: number;
  vip_level: number;
  vip_name: string;
  starts_at: number;
  ends_at: number;
  order_no: string | null;
}

export interface TradeFlowsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  title: string;
  details: string;
  amount_fen: number;
  sign: number;
  trade_time: number;
}

export interface RewardsTable {
  user_id: number;
  kind: string;
  taken_at: number;
}

export interface HomeCommentsTable {
  id: number;
  message: string;
  avatar: string;
  nickname: string;
  position: number;
}

export interface BannersTable {
  id: number;
  position: number;
  name: string;
  link: string;
  image_path: string;
  begin_time: number;
  end_time: number;
  closeable: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  type: number;
  content: string;
  email: string;
  other_contacts: string | null;
  created_at: number;
  /** Who sent it, for the daily limit: `user:<id>`, or `ip:<address>` for a visitor (null before the limit). */
  sender: string | null;
  /** The China-time day it was sent, yyyy-mm-dd. */
  day: string | null;
  /** Its number among the sender's feedback that day, 1 to FEEDBACK_DAILY_LIMIT; unique per sender and day. */
  slot: number | null;
}

/** Failed password tries of one account (`user:<id>`) or of a name no account has (`name:<submitted>`). */
export interface PasswordFailuresTable {
  login: string;
  /** When the current window of tries began. */
  window_start: number;
  /** Tries in the window, counted before each password is checked; deleted by a success. */
  attempts: number;
  /** Password login refused until then (0: not locked). */
  locked_until: Generated<number>;
}

export interface WorksTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  anchor_type: number;
  anchor_id: number;
  template_id: number;
  role: string;
  intensity: number;
  pitch_rate: number;
  speech_rate: number;
  volume: number;
  bgm_id: number;
  bgm_volume: number;
  bgm_fadein: number;
  bgm_fadeout: number;
  /** The draft's task settings, JSON `{ fitToTiming?, loudnessTarget? }` (`{}` for drafts saved before them). */
  settings: ColumnType<string, string | undefined, string>;
  content: string;
  content_version: number;
  length: number;
  created_at: number;
  updated_at: number;
}

/** A durable job's states in the `status` of every job table (`tasks`, and each domain's own); views map them to the spec's numbers. */
export const TASK_STATUS = { queued: 0, running: 2, done: 1, failed: -1 } as const;

/**
 * The columns a table needs to be run by jobs/taskRunner: a domain's job table (synthesis `tasks`, speech-to-text,
 * drawing) declares these next to its own fields.
 */
export interface JobColumns {
  id: Generated<number>;
  code: string;
  /** Which registered task kind runs it. */
  kind: Generated<string>;
  status: number;
  attempts: number;
  available_at: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  error: string | null;
  /** What the finished job left in the runner's file storage (`<code>.<extension>`). */
  file: string | null;
  duration_ms: number | null;
  finished_at: number | null;
}

/** A synthesis task and its durable job state: status 0 queued, 2 running, 1 done, -1 failed. */
export interface TasksTable extends JobColumns {
  user_id: number;
  title: string;
  anchor_type: number;
  anchor_id: number;
  anchor_name: string;
  template_id: number;
  style_name: string;
  /** The voice and music settings as submitted, JSON. */
  params: string;
  text: string;
  length: number;
  sample_rate: number;
  /** The submit day (UTC+8, yyyy-mm-dd) for the daily quota. */
  day: string;
  created_at: number;
  /** Cues in the finished task's `<code>.srt` and `<code>.vtt`; null until done, and for tasks done before subtitles. */
  subtitles: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One synthesis submitted: the user's `slot`th of that day (UTC+8), kept when the task is deleted. */
export interface SynthesisSubmissionsTable {
  user_id: number;
  day: string;
  slot: number;
  created_at: number;
}

/** A template of the inspiration centre; `demos` a JSON list of example inputs, `label` JSON `{ id, textColor, bgColor, value }`. */
export interface InspirationTemplatesTable {
  code: string;
  title: string;
  subtitle: string;
  placeholder: string;
  demos: string;
  label: string | null;
  system_prompt: string;
  position: number;
}

/** The writing assistant's tokens a user spent in a month (yyyy-mm, China time). */
export interface AssistantUsageTable {
  user_id: number;
  month: string;
  tokens: number;
}

/** Tokens set aside for an answer under way (domain/assistant/quota.ts). */
export interface AssistantReservationsTable {
  id: Generated<number>;
  user_id: number;
  /** The month charged, as `assistant_usage.month`. */
  month: string;
  tokens: number;
  created_at: number;
}

/** A second a user's stream signature was made in (epoch seconds), taken once. */
/** Hits on a key within a window (per-address request limits, SMS send intervals), counted in one statement. */
export interface WindowCountersTable {
  key: string;
  hits: number;
  /** The window's end; the next hit after it starts a new window. */
  window_ends: number;
}

/**
 * The sentence cache's index: one spoken segment's audio (`<key>.f32` in the cache storage area, float32 PCM), whose
 * user heard it, and when it was last used (least recently used rows go first when the cache outgrows its budget).
 */
export interface SentenceCacheTable {
  key: string;
  owner_id: number;
  bytes: number;
  sample_rate: number;
  created_at: number;
  used_at: number;
}

/** A user's takes of one sentence in one voice (`sentence_key`): how many were made, and the one tasks speak. */
export interface SentenceTakesTable {
  owner_id: number;
  sentence_key: string;
  takes: number;
  pinned: number;
  updated_at: number;
}

/** A provider voice that speaks an anchor (template_id 0: all its templates; role '': all its roles). */
export interface VoiceBindingsTable {
  id: Generated<number>;
  provider: string;
  anchor_id: number;
  template_id: ColumnType<number, number | undefined, number>;
  role: ColumnType<string, string | undefined, string>;
  voice: string;
  /** The provider's options for this voice, a JSON object of strings. */
  options: ColumnType<string, string | undefined, string>;
  created_at: number;
}

export type VoiceBinding = Selectable<VoiceBindingsTable>;

/** One word of a user's pronunciation dictionary (sdk-core `DictionaryWord`); enabled 1/0. */
export interface DictionaryEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  word: string;
  value: string;
  anchor_id: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<number, number | undefined, number>;
  updated_at: number;
}

/** One row (id 1): signs download links, upload policies and the example partner's key, the same in every process. */
export interface ServerSecretTable {
  id: number;
  secret: string;
}

/** One row, bumped by triggers on every change to the catalogue's tables, so each process knows to read it again. */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** The example partner's readers started per client address and day; the nth takes slot n, within the day's share. */
export interface PartnerExampleReadersTable {
  address: string;
  day: number;
  reader: string;
  slot: number;
}

export interface StreamSignaturesTable {
  user_id: number;
  second: number;
}

/** A member's default-mode conversation, kept between visits: role 1 question, 2 answer. */
export interface AssistantHistoryTable {
  id: Generated<number>;
  user_id: number;
  role: number;
  content: string;
  created_at: number;
}

/** A card of the prompt library, in Chinese and English; shown by `position`. */
export interface PromptsTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  prompt_zh: string;
  prompt_en: string;
  position: number;
  created_at: number;
}

/** A speech-to-text task (spec part 2 §3) and its durable job state; the result is the job's file `<code>.json`. */
export interface AsrTasksTable extends JobColumns {
  user_id: number;
  /** The uploaded file's name or the shared video's title. */
  title: string;
  source: 'upload' | 'link';
  /** The media in the upload storage; a link's is set once the job has downloaded it. */
  media_key: string | null;
  /** A shared link's resolved media address, downloaded by the job. */
  media_url: string | null;
  /** Measured by the server from the file itself (0 until a link's media is downloaded). */
  audio_duration_ms: number;
  /** The month (UTC+8, yyyy-mm) whose minutes it counts against. */
  month: string;
  /** 0–100 while recognising. */
  progress: number;
  created_at: number;
}

/** A style of AI drawing: its thumbnail (`pic`, a URL) and the words it adds to the prompt; shown by `position`. */
export interface DrawStylesTable {
  id: number;
  name: string;
  pic: string;
  prompt_suffix: string;
  position: number;
}

/** A drawing task and its durable job state (status as TASK_STATUS; the view maps it to the spec's taskStatus). */
export interface DrawTasksTable extends JobColumns {
  user_id: number;
  style_id: number;
  style_name: string;
  /** As the form sends it, e.g. 1024*1024. */
  size: string;
  num: number;
  prompt: string;
  /** The reference image's storage key (its user's signed upload), or null. */
  ref_img: string | null;
  /** refonly (参考画面, the default) or repaint (参考内容). */
  ref_mode: Generated<string>;
  /** 0–1, default 0.5. */
  ref_strength: Generated<number>;
  /** JSON list of the stored image names (`<code>-<i>.png`), written when the images are kept. */
  images: Generated<string>;
  created_at: number;
  /** The queue slot (1 to DRAW_MAX_UNFINISHED_TASKS) taken when queued; unique per user among unfinished tasks. */
  queue_slot: number | null;
}

export interface SampleScenesTable {
  id: number;
  name: string;
  position: number;
}

export interface SamplesTable {
  id: number;
  scene_id: number;
  name: string;
  comment: string;
  anchor_id: number;
  template_id: number;
  text: string;
  hot: number;
  position: number;
}

export interface SampleReportsTable {
  sample_id: number;
  visitor: string;
  event: number;
  /** The visitor's calendar day (Asia/Shanghai), YYYY-MM-DD. */
  day: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  partners: PartnersTable;
  partner_users: PartnerUsersTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
  qr_logins: QrLoginsTable;
  tags: TagsTable;
  locales: LocalesTable;
  anchors: AnchorsTable;
  anchor_scenes: AnchorScenesTable;
  templates: TemplatesTable;
  roles: RolesTable;
  favorites: FavoritesTable;
  custom_anchors: CustomAnchorsTable;
  vip_products: VipProductsTable;
  orders: OrdersTable;
  memberships: MembershipsTable;
  trade_flows: TradeFlowsTable;
  rewards: RewardsTable;
  home_comments: HomeCommentsTable;
  banners: BannersTable;
  feedback: FeedbackTable;
  password_failures: PasswordFailuresTable;
  works: WorksTable;
  tasks: TasksTable;
  synthesis_submissions: SynthesisSubmissionsTable;
  inspiration_templates: InspirationTemplatesTable;
  assistant_usage: AssistantUsageTable;
  assistant_history: AssistantHistoryTable;
  assistant_reservations: AssistantReservationsTable;
  stream_signatures: StreamSignaturesTable;
  prompts: PromptsTable;
  asr_tasks: AsrTasksTable;
  draw_styles: DrawStylesTable;
  draw_tasks: DrawTasksTable;
  sample_scenes: SampleScenesTable;
  samples: SamplesTable;
  sample_reports: SampleReportsTable;
  window_counters: WindowCountersTable;
  catalogue_version: CatalogueVersionTable;
  partner_example_readers: PartnerExampleReadersTable;
  server_secret: ServerSecretTable;
  sentence_cache: SentenceCacheTable;
  sentence_takes: SentenceTakesTable;
  voice_bindings: VoiceBindingsTable;
  dictionary_entries: DictionaryEntriesTable;
}

export type User = Selectable<UsersTable>;
export type Partner = Selectable<PartnersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Anchor = Selectable<AnchorsTable>;
export type Template = Selectable<TemplatesTable>;
export type Role = Selectable<RolesTable>;
export type Task = Selectable<TasksTable>;
export type Work = Selectable<WorksTable>;
export type AsrTaskRow = Selectable<AsrTasksTable>;
