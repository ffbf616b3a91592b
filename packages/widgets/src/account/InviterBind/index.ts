export { InviterBind, InviterBindView, type InviterBindViewProps } from './InviterBind';
export { useInviterBind } from './useInviterBind';
