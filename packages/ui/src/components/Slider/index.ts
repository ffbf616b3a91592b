export { Slider, type SliderProps } from './Slider';
export { snap, type UseSliderOptions, useSlider } from './useSlider';
