import { CopyButton, type CopyMessages } from '@dubkit/ui';
import { memo, type ReactNode, useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remend from 'remend';
import { markdownBlocks } from './markdownBlocks';

export interface MarkdownRendererProps {
  /** The Markdown, possibly cut short mid-stream. */
  children: string;
  /** The text is still arriving: the last block's unclosed markers (`**`, `` ` ``, links…) are completed. */
  streaming?: boolean;
  /** The code block copy button's label and toasts. */
  copyLabel: string;
  copyMessages: CopyMessages;
  /** The theme's classes, from the lazy chunk's importer: the style sheet stays in the package's one CSS file. */
  classes: MarkdownClasses;
}

export interface MarkdownClasses {
  codeBlock: string;
  codeBar: string;
  codeLanguage: string;
  tableScroll: string;
}

/** The text of a rendered element's children (a code block's source). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node)
    return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

function components(copyLabel: string, copyMessages: CopyMessages, styles: MarkdownClasses): Components {
  return {
    // Links leave the page: a new tab that cannot reach back to this one.
    a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
    pre: ({ node: _node, children, ...props }) => {
      const code = textOf(children).replace(/\n$/, '');
      const language = /language-([\w-]+)/.exec(
        String((Array.isArray(children) ? children[0] : children)?.props?.className ?? ''),
      )?.[1];
      return (
        <div className={styles.codeBlock} data-language={language}>
          <div className={styles.codeBar}>
            <span className={styles.codeLanguage}>{language ?? 'code'}</span>
            <CopyButton size="sm" variant="ghost" text={code} messages={copyMessages}>
              {copyLabel}
            </CopyButton>
          </div>
          <pre {...props}>{children}</pre>
        </div>
      );
    },
    table: ({ node: _node, ...props }) => (
      <div className={styles.tableScroll}>
        <table {...props} />
      </div>
    ),
    // Images of an answer are not fetched (no tracking pixels); their text stands in.
    img: ({ alt }) => <span>{alt ? `[${alt}]` : ''}</span>,
  };
}

const remarkPlugins = [remarkGfm];

interface BlockProps {
  markdown: string;
  components: Components;
}

/** One block: parsed again only when its own text changes (the last block while streaming). */
const Block = memo(function Block({ markdown, components }: BlockProps) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} components={components} skipHtml>
      {markdown}
    </ReactMarkdown>
  );
});

/**
 * Markdown for answers that stream in: react-markdown + remark-gfm (lists, tables, code), no raw HTML, safe URLs
 * (react-markdown's default transform drops `javascript:` and the like), each block memoised so a new piece of
 * text re-parses only the last block, which `remend` completes while it is half-written.
 */
export default function MarkdownRenderer({
  children,
  streaming,
  copyLabel,
  copyMessages,
  classes,
}: MarkdownRendererProps) {
  const parts = useMemo(() => components(copyLabel, copyMessages, classes), [copyLabel, copyMessages, classes]);
  const blocks = markdownBlocks(children);
  return (
    <>
      {blocks.map((block, index) => (
        <Block
          // Blocks only grow at the end, so their index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          markdown={streaming && index === blocks.length - 1 ? remend(block) : block}
          components={parts}
        />
      ))}
    </>
  );
}
