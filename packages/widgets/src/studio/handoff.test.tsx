import { createMemoryAuth } from '@dubkit/sdk-core';
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DubKitProvider } from '../provider';
import { creationQuery } from './DubbingStudio/studioRules';
import { type StudioStart, takeStudioScript, useOpenInStudio } from './handoff';

const server = setupServer(
  http.get('http://api.test/api/user/profile', () => HttpResponse.json({ code: 401, message: '', data: null })),
  http.post('http://api.test/api/anchor/search', () =>
    HttpResponse.json({ code: 200, message: 'success', data: { total: 1, list: [{ id: 31 }] } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function openInStudio(start: StudioStart) {
  const navigate = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DubKitProvider baseUrl="http://api.test" auth={createMemoryAuth(null)} onNavigate={navigate}>
      {children}
    </DubKitProvider>
  );
  const { result } = renderHook(useOpenInStudio, { wrapper });
  await act(() => result.current(start));
  const to = new URL(navigate.mock.lastCall?.[0] as string, 'http://site.test');
  return { path: to.pathname, query: creationQuery(to.searchParams) };
}

describe('useOpenInStudio', () => {
  it('opens the creation page with the voice and a script the studio reads once', async () => {
    const { path, query } = await openInStudio({
      anchorId: 12,
      templateId: 120,
      script: { kind: 'text', text: '欢迎来到配音工坊', title: '示例' },
    });
    expect(path).toBe('/creation');
    expect(query).toMatchObject({ anchorType: 0, anchorId: 12, templateId: 120, workId: 0 });
    expect(takeStudioScript(query.script ?? '')).toEqual({ kind: 'text', text: '欢迎来到配音工坊', title: '示例' });
    expect(takeStudioScript(query.script ?? '')).toBeNull();
  });

  it('picks the catalogue’s first anchor when no voice is given (a transcript has none)', async () => {
    const { query } = await openInStudio({ script: { kind: 'srt', srt: '1\n00:00:00,000 --> 00:00:01,000\n你好\n' } });
    expect(query.anchorId).toBe(31);
  });
});
