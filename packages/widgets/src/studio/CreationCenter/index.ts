export {
  CreationCenter,
  type CreationCenterProps,
  CreationCenterView,
  type CreationCenterViewProps,
} from './CreationCenter';
export { type CenterTab, tabFromParam } from './creationCenterRules';
export { type CreationCenterState, type UseCreationCenterOptions, useCreationCenter } from './useCreationCenter';
