export { InviterBind } from './InviterBind';
export { useInviterBind } from './useInviterBind';
