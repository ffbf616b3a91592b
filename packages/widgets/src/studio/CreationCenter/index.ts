export { CreationCenter, type CreationCenterProps } from './CreationCenter';
export { type CenterTab, tabFromParam } from './creationCenterRules';
export { type UseCreationCenterOptions, useCreationCenter } from './useCreationCenter';
