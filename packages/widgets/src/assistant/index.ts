// The writing assistant: see README.md.
export * from './AssistantMembership';
export * from './InspirationApply';
export * from './InspirationCenter';
