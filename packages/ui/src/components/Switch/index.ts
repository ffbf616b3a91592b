export { Switch, type SwitchProps } from './Switch';
export { type UseSwitchOptions, useSwitch } from './useSwitch';
