import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';
import * as shared from '../shared/shared.css';

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  minHeight: 240,
});

export const settingsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const group = shared.group;

export const groupLabel = shared.groupLabel;

export const roles = shared.chipRow;

export const role = style([shared.chip, { padding: `${vars.space.xxs} ${vars.space.sm}` }]);

export const templates = style([shared.choiceList, { gap: vars.space.xs }]);

export const template = style([shared.choice, { padding: vars.space.xs }]);

export const templateLabel = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const templateSubtitle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

export const note = shared.note;
