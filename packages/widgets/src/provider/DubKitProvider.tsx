import { type DubKitTheme, DubKitThemeProvider } from '@dubkit/ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createMessages, type MessageCatalogue } from './messages';

interface DubKitContextValue {
  messages: MessageCatalogue;
}

const DubKitContext = createContext<DubKitContextValue | null>(null);

export interface DubKitProviderProps {
  theme?: DubKitTheme;
  /** Replace any product copy; the rest stays the zh-CN catalogue. */
  messages?: Partial<MessageCatalogue>;
  children?: ReactNode;
}

export function DubKitProvider({ theme, messages, children }: DubKitProviderProps) {
  const value = useMemo(() => ({ messages: createMessages(messages) }), [messages]);
  return (
    <DubKitContext.Provider value={value}>
      <DubKitThemeProvider theme={theme}>{children}</DubKitThemeProvider>
    </DubKitContext.Provider>
  );
}

export function useDubKit(): DubKitContextValue {
  const value = useContext(DubKitContext);
  if (!value) throw new Error('DubKit widgets must be rendered inside <DubKitProvider>.');
  return value;
}

export function useMessages(): MessageCatalogue {
  return useDubKit().messages;
}
