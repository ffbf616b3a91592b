// `@dubkit/sdk-core/anchors`: the anchor library's and custom anchors' values — regions, page sizes, sorts, limits.
export {
  ANCHOR_PAGE_SIZE,
  CUSTOM_ANCHOR_COMMENT_MAX_LENGTH,
  CUSTOM_ANCHOR_NAME_MAX_LENGTH,
  CUSTOM_ANCHOR_TEXT_MAX_LENGTH,
  DEFAULT_ANCHOR_ID,
  MULTI_VOICE_PICKER_PAGE_SIZE,
  SORT_CUSTOM,
  VOICE_PICKER_PAGE_SIZE,
} from '../constants';
export { ALL_REGIONS } from '../contract/anchors';
