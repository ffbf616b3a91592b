// `@dubkit/sdk-core/speech-to-text`: the speech-to-text widgets' rules, out of the root entry (only their page needs them).
export * from './asrFiles';
export * from './subtitles';
