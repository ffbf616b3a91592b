import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { type Readable, Transform } from 'node:stream';
import { isFetchableAddress, isMetadataHost } from './publicAddress';

/** scheme: not http(s); address: a refused host or address; the rest are the caps and the network. */
export type FetchFailure = 'scheme' | 'address' | 'redirects' | 'timeout' | 'too-large' | 'network';

/** An outbound fetch refused or cut; the message names the URL or address for the log, never for the user. */
export class FetchRefused extends Error {
  constructor(
    readonly failure: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchPolicy {
  /** Redirects followed before giving up (5). */
  maxRedirects?: number;
  /** A connection with no bytes in either direction for this long is cut (30 s). */
  idleTimeoutMs?: number;
  /** Admits 127/8 and ::1 so tests can serve fixtures; never set from the environment. */
  allowLoopback?: boolean;
  /** DNS, replaceable in tests; every address it returns is checked before one is connected to. */
  resolve?: Resolve;
}

export interface FetchLimits {
  /** Deadline for the whole exchange, redirects and body included. */
  timeoutMs: number;
  /** Body bytes allowed; a longer body is refused by its Content-Length or cut as it streams. */
  maxBytes: number;
  headers?: Record<string, string>;
}

export interface FetchedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Capped by size and deadline: it errors with FetchRefused when either runs out. Destroy it when not read. */
  body: Readable;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * GET over http(s) that cannot be turned against the server's own network: every hop's URL is checked (scheme,
 * metadata names, literal IPs, which skip DNS) and every name is resolved by a lookup that refuses the answer unless
 * all its addresses are public, and hands the checked address to the connection, so what is connected to is what
 * was checked. Redirects are followed here, each hop checked again; proxies from the environment are never used.
 */
export class SafeFetcher {
  private readonly maxRedirects: number;
  private readonly allowLoopback: boolean;
  private readonly resolve: Resolve;
  // Agents of its own: a pooled connection is reused only under the policy that checked its address.
  private readonly agents: { 'http:': http.Agent; 'https:': https.Agent };

  constructor(policy: SafeFetchPolicy = {}) {
    this.maxRedirects = policy.maxRedirects ?? 5;
    this.allowLoopback = policy.allowLoopback ?? false;
    this.resolve = policy.resolve ?? systemResolve;
    const options = { keepAlive: true, timeout: policy.idleTimeoutMs ?? 30_000, lookup: this.lookup };
    this.agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
  }

  /** Fetches `url`, following redirects; answers the last response whatever its status. */
  async fetch(url: string, limits: FetchLimits): Promise<FetchedResponse> {
    const deadline = AbortSignal.timeout(limits.timeoutMs);
    let current = this.checked(url);
    for (let hop = 0; ; hop++) {
      const response = await this.get(current, limits.headers ?? {}, deadline);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (hop === this.maxRedirects) throw new FetchRefused('redirects', `more than ${this.maxRedirects} redirects`);
        current = this.checked(location, current);
        continue;
      }
      const length = Number(response.headers['content-length']);
      if (length > limits.maxBytes) {
        response.destroy();
        throw new FetchRefused('too-large', `${current.href}: Content-Length ${length}`);
      }
      return {
        url: current.href,
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: capped(response, limits.maxBytes, deadline),
      };
    }
  }

  /** Closes pooled connections. */
  close() {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  private checked(target: string, base?: URL): URL {
    const url = URL.canParse(target, base?.href) ? new URL(target, base) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw new FetchRefused('scheme', `not http(s): ${target.slice(0, 200)}`);
    const host = bare(url.hostname);
    // The WHATWG parser has already turned decimal, hex and short IPv4 forms (2130706433, 0x7f.1) into dotted quads.
    if (isMetadataHost(host) || (isIP(host) && !isFetchableAddress(host, this.allowLoopback)))
      throw new FetchRefused('address', `refused host ${host}`);
    return url;
  }

  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.resolve(hostname).then(
      (answers) => {
        const addresses = answers.filter((a) => !options.family || a.family === options.family);
        const refused = addresses.find((a) => !isFetchableAddress(a.address, this.allowLoopback));
        const [first] = addresses;
        if (refused || !first) {
          callback(new FetchRefused('address', `${hostname} resolves to ${refused?.address ?? 'nothing'}`), '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  private get(url: URL, headers: Record<string, string>, deadline: AbortSignal): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      if (deadline.aborted) return reject(timedOut(url));
      const protocol = url.protocol as 'http:' | 'https:';
      let answered: IncomingMessage | undefined;
      const request = (protocol === 'https:' ? https : http).request(
        {
          protocol,
          hostname: bare(url.hostname),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          headers,
          agent: this.agents[protocol],
        },
        (response) => {
          deadline.removeEventListener('abort', onDeadline);
          answered = response;
          resolve(response);
        },
      );
      const onDeadline = () => request.destroy(timedOut(url));
      deadline.addEventListener('abort', onDeadline, { once: true });
      // The agent's idle timeout, before the response or while its body streams.
      request.on('timeout', () => {
        const error = timedOut(url);
        answered?.destroy(error);
        request.destroy(error);
      });
      request.on('error', (error) => {
        deadline.removeEventListener('abort', onDeadline);
        reject(asRefusal(error, url));
      });
      request.end();
    });
  }
}

const asRefusal = (error: Error, url?: URL) =>
  error instanceof FetchRefused ? error : new FetchRefused('network', `${url?.href ?? 'body'}: ${error.message}`);

/** URL.hostname keeps an IPv6 literal's brackets. */
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');
const timedOut = (url: URL) => new FetchRefused('timeout', `${url.href}: deadline passed`);

/** The body with the byte cap and the exchange's deadline applied as it streams. */
function capped(response: IncomingMessage, maxBytes: number, deadline: AbortSignal): Readable {
  let seen = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new FetchRefused('too-large', `body passed ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  const onDeadline = () => body.destroy(new FetchRefused('timeout', 'deadline passed while reading the body'));
  deadline.addEventListener('abort', onDeadline, { once: true });
  response.on('error', (error) => body.destroy(asRefusal(error)));
  body.once('close', () => {
    deadline.removeEventListener('abort', onDeadline);
    response.destroy();
  });
  response.pipe(body);
  return body;
}

/** The whole (capped) body. */
export async function readBody(response: FetchedResponse): Promise<Buffer> {
  return Buffer.concat(await response.body.toArray());
}
