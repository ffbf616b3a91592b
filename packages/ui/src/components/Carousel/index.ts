export { Carousel, type CarouselProps } from './Carousel';
export { type UseCarouselOptions, useCarousel } from './useCarousel';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
