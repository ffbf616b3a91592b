import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { useLibraryMessages } from '../anchors/copy';
import { useAssistantMessages } from '../assistant/copy';
import { useDictionaryMessages } from '../dictionary/copy';
import { useDrawMessages } from '../draw/copy';
import { useEmbedMessages } from '../embed/copy';
import { useMembershipMessages } from '../membership/copy';
import { useSampleMessages } from '../samples/copy';
import { useSiteMessages } from '../shell/copy';
import { useStudioMessages } from '../studio/copy';
import { useToolsMessages } from '../tools/copy';
import { DubKitProvider } from './DubKitProvider';
import { type Brand, type MessageCatalogue, zhCN } from './messages';

const DOMAIN_HOOKS = [
  useSiteMessages,
  useLibraryMessages,
  useMembershipMessages,
  useStudioMessages,
  useAssistantMessages,
  useDrawMessages,
  useSampleMessages,
  useToolsMessages,
  useEmbedMessages,
  useDictionaryMessages,
];

/** Every domain's copy as the widgets get it under a provider with these overrides and brand. */
function domainCopies(messages?: Partial<MessageCatalogue>, brand?: Brand): Record<string, string>[] {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DubKitProvider baseUrl="http://api.test" messages={messages} brand={brand}>
      {children}
    </DubKitProvider>
  );
  return renderHook(() => DOMAIN_HOOKS.map((useDomain) => useDomain()), { wrapper }).result.current;
}

it('splits the copy by domain without losing a line: every entry is in some domain’s copy, as written', () => {
  const copies = domainCopies();
  const merged = Object.assign({}, ...copies);
  expect(merged).toEqual(zhCN);
});

it('lets a partner override every entry, whichever domain’s widgets show it', () => {
  const overrides = Object.fromEntries(Object.keys(zhCN).map((key) => [key, `partner:${key}`])) as MessageCatalogue;
  for (const copy of domainCopies(overrides, 'sibling'))
    for (const [key, text] of Object.entries(copy)) expect(text).toBe(`partner:${key}`);
});

it('names the sibling brand in every domain’s copy, and keeps the default brand’s otherwise', () => {
  for (const copy of domainCopies(undefined, 'sibling')) {
    expect(Object.values(copy).filter((text) => text.includes('配音工坊'))).toEqual([]);
    expect(copy.brandMark).toBe('D');
  }
  const [site] = domainCopies();
  expect(site?.loginTitle).toBe('登录配音工坊');
});
