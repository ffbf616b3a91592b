import { DEVELOPMENT_AUDITION_KEY } from '@dubkit/sdk-core';
import type { Brand } from '@dubkit/widgets';

/**
 * The build flag that switches the website to the sibling brand (its name, logo and theme; no WeChat login anywhere):
 * VITE_DUBKIT_BRAND, or DUBKIT_BRAND as the server reads it.
 */
export const BRAND: Brand =
  (import.meta.env.VITE_DUBKIT_BRAND || import.meta.env.DUBKIT_BRAND) === 'sibling' ? 'sibling' : 'default';

/** What the customer-service code in the right tool bar encodes. */
export const SERVICE_QR_VALUE = 'https://work.weixin.qq.com/kfid/kfc-dubkit-service';

/** What the footer's app download code encodes. */
export const appDownloadUrl = () => `${window.location.origin}/download`;

/** The key audition text is encrypted with, matching the server's DUBKIT_AUDITION_KEY. */
export const AUDITION_KEY = import.meta.env.VITE_DUBKIT_AUDITION_KEY || DEVELOPMENT_AUDITION_KEY;
