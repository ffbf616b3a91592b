import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Parser } from 'htmlparser2';
import { PAY_PAGE_STYLE } from './routes/payPage';

/**
 * The security headers of every response (@fastify/helmet), one policy per kind of path:
 *
 * - `site`: the website (`/`, its client-side routes, `/assets/*`): a strict CSP (scripts from this origin only, no
 *   inline script), `frame-ancestors 'none'`, DENY, nosniff, COOP same-origin.
 * - `wxCallback`: `/wxAuthCallback`, the same but framable by the site itself: WeChat's login frame (inside our page)
 *   comes back to it and it posts the code to its parent.
 * - `pay`: the sandbox pay page: nothing but its own style (by hash) and a form posting to this origin; no referrer.
 * - `api`: JSON and downloads: `default-src 'none'`, cross-origin resource policy (partner sites call it with CORS).
 * - `media`: generated SVGs, sounds and samples: played and shown by partner pages too (cross-origin resource
 *   policy), script-less when opened on their own.
 * - `embed`: the partners' script tag and its chunks, loaded by any site: nosniff and a cross-origin resource policy;
 *   no CSP or framing policy (a script's own response headers do not govern the page that runs it: the partner's
 *   CSP does).
 * - `partnerExample`: the example partner site, a page of another kind: it loads the embed script and calls the API
 *   on its configured DubKit origins (PUBLIC_ORIGIN and DUBKIT_PARTNER_EXAMPLE_ORIGINS), as a partner's own CSP
 *   would have to allow.
 */
export type PolicyName = 'site' | 'wxCallback' | 'pay' | 'api' | 'media' | 'embed' | 'partnerExample';

export interface SecurityHeadersOptions {
  /** The origin the site is reached at; HSTS and upgrade-insecure-requests only when it is https. */
  publicOrigin: string;
  /** The built website: inline scripts of its index.html (none today) are allowed by hash. */
  staticDir?: string | null;
  /** The built example partner site: inline scripts of its pages are allowed by hash. */
  partnerExampleDir?: string | null;
  /** Other origins the example partner embeds from. */
  partnerExampleOrigins?: string[];
}

/** Which policy a request's path gets. */
export function policyFor(url: string): PolicyName {
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path.startsWith('/embed/')) return 'embed';
  if (path === '/partner-example' || path.startsWith('/partner-example/')) return 'partnerExample';
  if (path.startsWith('/media/')) return 'media';
  if (path === '/pay' || path.startsWith('/pay/')) return 'pay';
  if (path === '/wxAuthCallback') return 'wxCallback';
  return 'site';
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP hashes of the inline scripts of built HTML pages (our own build's files, read once at start). */
export function inlineScriptHashes(files: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of files) {
    if (!existsSync(file)) continue;
    let inScript = false;
    let text = '';
    const parser = new Parser({
      onopentag(name, attributes) {
        inScript = name === 'script' && attributes.src === undefined;
        text = '';
      },
      ontext(data) {
        if (inScript) text += data;
      },
      onclosetag(name) {
        if (name === 'script' && inScript) hashes.add(sha256(text));
        inScript = false;
      },
    });
    parser.end(readFileSync(file, 'utf8'));
  }
  return [...hashes];
}

const htmlPages = (dir: string | null | undefined) =>
  dir && existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => join(dir, name))
    : [];

/** Where WeChat's login QR frame comes from (LoginModal's WechatLogin, when WeChat login is configured). */
const WECHAT_LOGIN_FRAME = 'https://open.weixin.qq.com';

/** helmet's options, as `reply.helmet` takes them. */
type HelmetConfig = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

export function securityPolicies(options: SecurityHeadersOptions): Record<PolicyName, HelmetConfig> {
  const secure = new URL(options.publicOrigin).protocol === 'https:';
  // Third-party pictures and videos the site shows as they are: video extraction's results (the parsed site's own
  // URLs), partners' and WeChat users' avatars, inspiration templates' images. Behind https the browser upgrades any
  // http one first; on a plain-http deployment (localhost) http ones are allowed too.
  const remote = secure ? ['https:'] : ['https:', 'http:'];
  // HSTS only makes sense on an https origin; on http://localhost it would only confuse the browser.
  const strictTransportSecurity = secure ? { maxAge: 31_536_000, includeSubDomains: false } : false;
  const upgrade: Record<string, string[]> = secure ? { upgradeInsecureRequests: [] } : {};

  const siteDirectives = {
    defaultSrc: ["'self'"],
    // Our own bundles only; an inline script of the built index.html (none today) by its hash.
    scriptSrc: ["'self'", ...inlineScriptHashes(htmlPages(options.staticDir))],
    scriptSrcAttr: ["'none'"],
    // Inline styles are allowed, inline scripts are not: the UI kit's DubKitThemeProvider renders its theme variables
    // as a <style> element, React `style={}` props set style attributes, index.html has a <style> of its own.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // data: the login captcha image (a data URL) and inspiration template images; blob: previews of picked files
    // (OCR, drawing references).
    imgSrc: ["'self'", 'data:', 'blob:', ...remote],
    // blob: the studio's audition plays through a MediaSource object URL, the media tools preview picked files by
    // object URL; remote: video extraction plays the parsed video from its own site.
    mediaSrc: ["'self'", 'blob:', ...remote],
    // The API on this origin: fetches, uploads, the assistant's streamed answers; nothing else is called directly.
    connectSrc: ["'self'"],
    // mediabunny (video/audio extraction, blob download, speech-to-text's duration) starts its workers from blob:
    // URLs made of its own code; blob workers inherit this policy.
    workerSrc: ["'self'", 'blob:'],
    // WeChat login's QR frame, which comes back to /wxAuthCallback on this origin inside the same frame.
    frameSrc: ["'self'", WECHAT_LOGIN_FRAME],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...upgrade,
  };
  const common = {
    strictTransportSecurity,
    xContentTypeOptions: true,
  } as const;
  const site: HelmetConfig = {
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: siteDirectives },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
  // Served to other sites: their fetches (CORS) and <img>/<audio> loads must not be refused by our CORP.
  const crossOrigin = { crossOriginResourcePolicy: { policy: 'cross-origin' } } as const;
  const exampleOrigins = [
    ...new Set([options.publicOrigin, ...(options.partnerExampleOrigins ?? [])].map((o) => new URL(o).origin)),
  ];

  return {
    site,
    wxCallback: {
      ...site,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...siteDirectives, frameAncestors: ["'self'"] },
      },
      xFrameOptions: { action: 'sameorigin' },
    },
    pay: {
      ...site,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          // The page's one <style>, by hash; it has no script at all.
          styleSrc: [sha256(PAY_PAGE_STYLE)],
          // The browser's favicon request.
          imgSrc: ["'self'"],
          // 确认支付 posts to /pay/sandbox/confirm.
          formAction: ["'self'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          ...upgrade,
        },
      },
      // The order number is in the page's URL.
      referrerPolicy: { policy: 'no-referrer' },
    },
    api: {
      ...common,
      ...crossOrigin,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
    },
    media: {
      ...common,
      ...crossOrigin,
      contentSecurityPolicy: {
        useDefaults: false,
        // Opened on its own, an SVG runs no script (default-src 'none') and an image or a sound shows or plays itself
        // ('self'). No `sandbox`: it makes the document's origin opaque, and a sound opened in a tab then cannot load
        // its own URL.
        directives: {
          defaultSrc: ["'none'"],
          imgSrc: ["'self'"],
          mediaSrc: ["'self'"],
          styleSrc: ["'unsafe-inline'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: false,
    },
    embed: {
      ...common,
      ...crossOrigin,
      contentSecurityPolicy: false,
      // Loaded as scripts by pages of any origin: neither framing nor the opener matter for them.
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: false,
    },
    partnerExample: {
      ...site,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The embed script and its lazy chunks from the DubKit origins the example embeds from; inline scripts of
          // the built pages by hash.
          scriptSrc: ["'self'", ...exampleOrigins, ...inlineScriptHashes(htmlPages(options.partnerExampleDir))],
          scriptSrcAttr: ["'none'"],
          // The hostile style sheet, and the tts button's theme <style> in its shadow root.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...exampleOrigins, ...remote],
          mediaSrc: ["'self'", 'blob:', ...exampleOrigins],
          // The DubKit API (CORS, publishable key) on those origins, and the page's own token route.
          connectSrc: ["'self'", ...exampleOrigins],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...upgrade,
        },
      },
    },
  };
}

/**
 * Registers @fastify/helmet and sets, before any other hook or route answers (partner preflights included), the
 * policy of the request's path.
 */
export async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const policies = securityPolicies(options);
  await app.register(helmet, { global: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.helmet(policies[policyFor(request.url)]);
  });
}
