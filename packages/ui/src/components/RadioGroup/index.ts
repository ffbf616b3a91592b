export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { type ChoiceOption, type OptionKey, type UseRadioGroupOptions, useRadioGroup } from './useRadioGroup';
