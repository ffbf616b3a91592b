export { CreationCenter, type CreationCenterProps } from './CreationCenter';
export { type CenterTab, tabFromParam } from './creationCenter';
export { type UseCreationCenterOptions, useCreationCenter } from './useCreationCenter';
