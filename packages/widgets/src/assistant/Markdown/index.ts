export { Markdown, type MarkdownProps, preloadMarkdown } from './Markdown';
export { markdownBlocks } from './markdownBlocks';
