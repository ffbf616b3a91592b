import { createDubKitTheme, DubKitThemeProvider, darkTheme, defaultTheme, siblingTheme } from '@dubkit/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const themes = {
  default: defaultTheme(),
  sibling: siblingTheme(),
  dark: darkTheme(),
  partner: createDubKitTheme({ color: { brand: '#c2410c', brandHover: '#ea580c', brandActive: '#9a3412' } }),
};

const withTheme: Decorator = (Story, context) => {
  const theme = themes[(context.globals.theme as keyof typeof themes) ?? 'default'] ?? themes.default;
  return (
    <DubKitThemeProvider theme={theme}>
      <div style={{ padding: 16, minHeight: 80, background: theme.color.surface }}>
        <Story />
      </div>
    </DubKitThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'DubKit theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: Object.keys(themes), dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'fullscreen',
    // axe violations fail the story's test.
    a11y: { test: 'error' },
    controls: { expanded: true },
    // Phone stories set `globals: { viewport: { value: 'phone' } }`; the Vitest runner sizes the page to match.
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        phoneSmall: { name: 'Small phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
