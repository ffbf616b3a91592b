import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const header = style({ display: 'flex', justifyContent: 'flex-end' });

export const loading = style({ alignSelf: 'center', padding: vars.space.xl });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    // A failure's reason can be long: it goes on a row of its own under the name, which keeps its width (an `auto`
    // column sized to the reason squeezed the name to "tas…" and the reason to a character a line).
    '&[data-status="failed"]': {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"main actions" "status status"',
    },
  },
  '@media': {
    [media.narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.xs,
      selectors: {
        '&[data-status="failed"]': {
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateAreas: '"main" "status" "actions"',
        },
      },
    },
  },
});

const failedRow = `${item}[data-status="failed"] &`;

export const main = style({ minWidth: 0, selectors: { [failedRow]: { gridArea: 'main' } } });

export const title = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.info,
  overflowWrap: 'anywhere',
  selectors: {
    '&::before': {
      content: '""',
      flex: '0 0 auto',
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      background: 'currentColor',
    },
    [failedRow]: { gridArea: 'status' },
    '&[data-tone="success"]': { color: vars.color.success },
    '&[data-tone="failed"]': { color: vars.color.danger },
  },
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  selectors: { [failedRow]: { gridArea: 'actions' } },
  '@media': { [media.narrow]: { justifyContent: 'flex-end' } },
});

export const pagination = style({ alignSelf: 'center' });
