// The writing assistant: see README.md.
export * from './InspirationApply';
export * from './InspirationCenter';
