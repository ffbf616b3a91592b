// AI samples (spec part 2 §2 "Samples and drawing"): the scene gallery, its cards and the detail dialog.
export * from './SampleGallery';
