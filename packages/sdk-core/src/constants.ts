/** Business constants of the spec's section 9 (both parts). */

export const HTTP_TIMEOUT_MS = 120_000;

export const SMS_COUNTDOWN_SECONDS = 90;
/** The login form's own countdown. */
export const LOGIN_SMS_COUNTDOWN_SECONDS = 120;
export const CAPTCHA_MAX_LENGTH = 6;
export const INVITER_CODE_MAX_LENGTH = 10;
export const QR_LOGIN_POLL_MS = 1500;
export const QR_LOGIN_SIZE = 200;

export const PAYMENT_POLL_MS = 5000;
export const PAYMENT_QR_WIDTH = 300;
export const PRODUCT_TYPE = { tts: 100, asr: 200, gpt: 300 } as const;
export const PAY_METHOD = { alipay: 1, wechat: 2 } as const;

export const ANCHOR_PAGE_SIZE = 20;
export const VOICE_PICKER_PAGE_SIZE = 30;
export const MULTI_VOICE_PICKER_PAGE_SIZE = 200;
/** Sort 11 lists the user's custom anchors (the multi-voice picker's second tab). */
export const SORT_CUSTOM = 11;
export const DEFAULT_ANCHOR_ID = 12;
/** Background music's volume when a script has none or does not say (the contract's default and the studio's). */
export const DEFAULT_BGM_VOLUME = 50;
export const CUSTOM_ANCHOR_TEXT_MAX_LENGTH = 100;
/** A custom anchor's name and intro: the save-template dialog's limits, which the custom anchor form shares. */
export const CUSTOM_ANCHOR_NAME_MAX_LENGTH = 30;
export const CUSTOM_ANCHOR_COMMENT_MAX_LENGTH = 150;

export const TRADE_FLOW_PAGE_SIZE = 10;
export const TASK_PAGE_SIZE = 13;
export const WORK_PAGE_SIZE = 10;
export const ASR_PAGE_SIZE = 10;
export const PROMPT_PAGE_SIZE = 12;
export const TEMPLATE_PAGE_SIZE = 30;
export const SAMPLE_PAGE_SIZE = 20;
export const DRAW_PAGE_SIZE = 10;
export const BGM_PAGE_SIZE = 30;

export const AUDITION_MAX_LENGTH = 1000;
export const MARKUP_MAX_LENGTH = 8000;

export const SHARE_URL_MAX_LENGTH = 300;
export const CHAT_INPUT_MAX_LENGTH = 2000;
export const INSPIRATION_INPUT_MAX_LENGTH = 500;
/** Not in the spec: our cap on the smart rewrite's text, so that one rewrite and its answer fit a month's free tokens. */
export const REWRITE_INPUT_MAX_LENGTH = 5000;
export const DRAW_PROMPT_MAX_LENGTH = 500;
export const DRAW_SIZES = ['1024*1024', '720*1280', '1280*720'] as const;
export const ASR_MAX_FILE_BYTES = 100 * 1024 * 1024;
export const ASR_MAX_DURATION_SECONDS = 1200;
/** OCR images: jpg or png, under 10 MB. */
export const OCR_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const OCR_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const REFRESH_COOLDOWN_MS = 2000;

/**
 * The audition text key of the reference server's development setup (16 bytes, AES-128). The spec's client
 * encrypts audition text with a fixed key; production deployments set their own on both sides.
 */
export const DEVELOPMENT_AUDITION_KEY = 'dubkit-audition!';

/** The stream signature key of the reference server's development setup (16 bytes); deployments set their own. */
export const DEVELOPMENT_SIGNATURE_KEY = 'dubkit-signature';

/**
 * The writing assistant's monthly tokens (prompt and answer, as the provider counts them), per calendar month in
 * China time: members get the spec's 1 million; others a small allowance to try it (our choice, not the spec's).
 */
export const ASSISTANT_MEMBER_MONTHLY_TOKENS = 1_000_000;
export const ASSISTANT_FREE_MONTHLY_TOKENS = 20_000;

/** The header that carries a partner's publishable key on calls from its own site (the server's CORS check reads it). */
export const PUBLISHABLE_KEY_HEADER = 'X-DubKit-Key';

/**
 * Speech-to-text minutes per calendar month in China time, counted from the server-measured duration of every task
 * that did not fail: members get the spec's ~500; others a small allowance to try it (our choice, not the spec's).
 */
export const ASR_MEMBER_MONTHLY_MINUTES = 500;
export const ASR_FREE_MONTHLY_MINUTES = 30;

/**
 * Feedback (our limits, the spec sets none): content of at most 500 characters, and at most 10 a day (China time)
 * per user, or per address for a visitor.
 */
export const FEEDBACK_CONTENT_MAX_LENGTH = 500;
export const FEEDBACK_DAILY_LIMIT = 10;

/** Drawing tasks a user may have queued or being drawn at once (ours); another waits until one finishes. */
export const DRAW_MAX_UNFINISHED_TASKS = 4;
