export * from './Chat';
export * from './Markdown';
export * from './Rewrite';
