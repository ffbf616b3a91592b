// `@dubkit/sdk-core/ssml`: SSML import (its XML reader and every message), out of the markup entry: only the studio's
// 导入 SSML needs it, and loads it when used. The export (`exportSsml`, `toSsml`) is in `@dubkit/sdk-core/markup`.
export {
  documentResolvers,
  fromSsml,
  pinyinSyllables,
  type SsmlAnchor,
  type SsmlImport,
  type SsmlImportOptions,
  type SsmlProblem,
  type SsmlVoiceName,
  ssmlMilliseconds,
  ssmlPitchPercent,
  ssmlRate,
  ssmlVolume,
} from '../markup/ssmlImport';
