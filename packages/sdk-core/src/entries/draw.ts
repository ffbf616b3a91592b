// `@dubkit/sdk-core/draw`: AI drawing's form and reference image rules, out of the root entry: only its page and the
// server need them.
export { DRAW_MAX_UNFINISHED_TASKS, DRAW_PAGE_SIZE, DRAW_PROMPT_MAX_LENGTH, DRAW_SIZES } from '../constants';
export {
  canRegenerateDraw,
  DRAW_COUNT_MAX,
  DRAW_REF_ACCEPT,
  DRAW_REF_FORMATS,
  DRAW_REF_MAX_BYTES,
  DRAW_REF_NAME_PATTERN,
  DRAW_REF_SIZE_REFUSAL,
  DRAW_REF_TYPE_REFUSAL,
  DRAW_REF_TYPES,
  DRAW_STRENGTH_DEFAULT,
  type DrawFormInput,
  type DrawFormRefusal,
  type DrawRefMode,
  type DrawTaskPhase,
  drawFormRefusal,
  drawRefImageRefusal,
  drawSizeBox,
  drawStrengthFraction,
  drawTaskPhase,
} from '../rules/drawForm';
