import { describe, expect, it, vi } from 'vitest';
import { createPartnerSession, fetchPartnerLogin, TokenEndpointError } from './partnerSession';
import { localeOf, radiusOf } from './settings';

const login = (token: string, patch = {}) => ({
  token,
  expire: Date.now() + 10 * 60_000,
  username: 'pt_demo:reader-7',
  nickname: '好物商城用户',
  ...patch,
});

describe('createPartnerSession', () => {
  it('signs the partner user in with the first token and keeps them through refreshed tokens', async () => {
    const fetchLogin = vi.fn().mockResolvedValueOnce(login('t1')).mockResolvedValueOnce(login('t2'));
    const session = createPartnerSession(fetchLogin);
    const events: string[] = [];
    session.subscribe((event) => events.push(event.type));
    expect(session.getUser()).toBeNull();
    await session.start();
    expect(session.getUser()).toMatchObject({ username: 'pt_demo:reader-7', nickname: '好物商城用户', token: 't1' });
    expect(await session.getToken()).toBe('t1');
    // A 401 drops the token; the next call gets a new one and the same user stays signed in.
    session.onUnauthorized?.();
    expect(await session.getToken()).toBe('t2');
    expect(session.getUser()?.username).toBe('pt_demo:reader-7');
    expect(events).toEqual(['login', 'update']);
    session.dispose();
  });

  it('signs the user out when the endpoint stops minting', async () => {
    const fetchLogin = vi.fn().mockResolvedValueOnce(login('t1')).mockRejectedValueOnce(new Error('signed out'));
    const session = createPartnerSession(fetchLogin);
    await session.start();
    session.onUnauthorized?.();
    await expect(session.getToken()).rejects.toThrow('signed out');
    expect(session.getUser()).toBeNull();
  });
});

describe('fetchPartnerLogin', () => {
  it('asks with the page cookies and takes the login or DubKit envelope', async () => {
    const transport = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(Response.json(login('t1')))
      .mockResolvedValueOnce(Response.json({ code: 200, message: 'success', data: login('t2') }));
    expect(await fetchPartnerLogin('/token', transport)).toMatchObject({ token: 't1' });
    expect(await fetchPartnerLogin('/token', transport)).toMatchObject({ token: 't2' });
    expect(transport.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('refuses a failure status or a reply without a token', async () => {
    const refused = () => Promise.resolve(new Response(null, { status: 401 }));
    await expect(fetchPartnerLogin('/token', refused)).rejects.toEqual(expect.any(TokenEndpointError));
    await expect(fetchPartnerLogin('/token', refused)).rejects.toMatchObject({ status: 401 });
    const empty = () => Promise.resolve(Response.json({ ok: true }));
    await expect(fetchPartnerLogin('/token', empty)).rejects.toThrow('without { token, expire }');
  });
});

describe('attribute parsing', () => {
  it('reads locale JSON and theme radius, ignoring anything else', () => {
    expect(localeOf('{"embedRead":"Listen","bad":3}')).toEqual({ embedRead: 'Listen' });
    expect(localeOf('not json')).toBeUndefined();
    expect(localeOf('["a"]')).toBeUndefined();
    expect(radiusOf('large')).toBe('large');
    expect(radiusOf('huge')).toBeUndefined();
  });
});
