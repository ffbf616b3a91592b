import { Parser } from 'htmlparser2';

/** What a page declares about itself for link previews: the raw material of the generic video adapter. */
export interface PageDeclarations {
  /** `<meta property|name="…" content>` by lower-case key, in page order (og:image may repeat). */
  meta: Map<string, string[]>;
  /** Objects of every JSON-LD block, `@graph` and arrays flattened. */
  jsonLd: Record<string, unknown>[];
  /** The oEmbed discovery link (JSON), as written. */
  oembed: string | null;
  title: string;
}

/** Reads the declarations of an HTML page (htmlparser2; malformed markup is tolerated as browsers do). */
export function readDeclarations(html: string): PageDeclarations {
  const page: PageDeclarations = { meta: new Map(), jsonLd: [], oembed: null, title: '' };
  let inside: 'title' | 'json-ld' | null = null;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? attributes.itemprop)?.trim().toLowerCase();
          const content = attributes.content?.trim();
          if (key && content) page.meta.set(key, [...(page.meta.get(key) ?? []), content]);
        } else if (name === 'link' && attributes.type?.toLowerCase() === 'application/json+oembed') {
          page.oembed ??= attributes.href?.trim() || null;
        } else if (name === 'title' && !page.title) {
          inside = 'title';
        } else if (name === 'script' && attributes.type?.toLowerCase() === 'application/ld+json') {
          inside = 'json-ld';
        }
        text = '';
      },
      ontext(chunk) {
        if (inside) text += chunk;
      },
      onclosetag(name) {
        if (inside === 'title' && name === 'title') page.title = text.trim();
        if (inside === 'json-ld' && name === 'script') page.jsonLd.push(...jsonLdObjects(text));
        inside = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return page;
}

function jsonLdObjects(source: string): Record<string, unknown>[] {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    // A broken block is the page's mistake; the other declarations still count.
    return [];
  }
  const flatten = (item: unknown): Record<string, unknown>[] => {
    if (Array.isArray(item)) return item.flatMap(flatten);
    if (!item || typeof item !== 'object') return [];
    const object = item as Record<string, unknown>;
    return [object, ...flatten(object['@graph'])];
  };
  return flatten(value);
}

const CHARSET = /charset=["']?([\w-]+)/i;

/**
 * The page's text in its declared encoding (many Chinese pages are GBK): the Content-Type charset, else a
 * `<meta charset>` or `http-equiv` near the top, else UTF-8.
 */
export function decodePage(bytes: Buffer, contentType: string | undefined): string {
  const label = CHARSET.exec(contentType ?? '')?.[1] ?? metaCharset(bytes.subarray(0, 4096));
  try {
    return new TextDecoder(label ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function metaCharset(head: Buffer): string | undefined {
  let found: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found || name !== 'meta') return;
      found = attributes.charset ?? CHARSET.exec(attributes.content ?? '')?.[1];
    },
  });
  // Latin-1 keeps every byte, and the markup around a charset declaration is ASCII in any encoding a page may use.
  parser.write(head.toString('latin1'));
  parser.end();
  return found;
}
