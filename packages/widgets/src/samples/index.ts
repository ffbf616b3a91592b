// AI samples (spec part 2 §2 "Samples and drawing"): the scene gallery, its cards and the detail dialog.

export { type SamplesCopy, useSampleMessages } from './copy';
export type {
  SampleCardProps,
  SampleDetailDialogProps,
  SampleGalleryProps,
  SampleGalleryState,
  SampleGalleryViewProps,
  UseSampleGalleryOptions,
} from './SampleGallery';
export { SampleCard, SampleDetailDialog, SampleGallery, SampleGalleryView, useSampleGallery } from './SampleGallery';
