// `@dubkit/sdk-core/speech-to-text`: speech-to-text's rules (statuses, minutes, files, subtitles), out of the root entry: only its page and the server need them.
export * from './asr';
export * from './asrFiles';
export * from './subtitles';
