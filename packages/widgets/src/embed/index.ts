// Partner embedding. The script-tag build's entry is elements.ts (it defines the custom elements); see README.md.
export { DubKitShadowRoot, type DubKitShadowRootProps } from './DubKitShadowRoot';
export type * from './types';
