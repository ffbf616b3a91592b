export { SampleCard, type SampleCardProps } from './SampleCard';
export { SampleDetailDialog, type SampleDetailDialogProps } from './SampleDetailDialog';
export {
  SampleGallery,
  type SampleGalleryProps,
  SampleGalleryView,
  type SampleGalleryViewProps,
} from './SampleGallery';
export {
  ALL_SCENES,
  type SampleGalleryState,
  type UseSampleGalleryOptions,
  useSampleGallery,
} from './useSampleGallery';
