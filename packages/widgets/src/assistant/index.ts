// The writing assistant (spec part 2 §2 "Assistant screens"): see README.md.
export * from './AssistantMembership';
export * from './Chat';
export * from './InspirationApply';
export * from './InspirationCenter';
export * from './Markdown';
export * from './PromptLibrary';
export * from './Rewrite';
