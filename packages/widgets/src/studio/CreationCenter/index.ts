export { type CenterTab, tabFromParam } from './creationCenter';
export { type UseCreationCenterOptions, useCreationCenter } from './useCreationCenter';
export { CreationCenter, type CreationCenterProps } from './View';
