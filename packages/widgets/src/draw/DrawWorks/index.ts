export { DrawTaskCard, type DrawTaskCardProps } from './DrawTaskCard';
export { DrawWorks, type DrawWorksProps, DrawWorksView, type DrawWorksViewProps } from './DrawWorks';
export {
  createDrawWorksStore,
  type DrawTaskAction,
  type DrawWorksOptions,
  type DrawWorksSnapshot,
  type DrawWorksStore,
} from './drawWorksStore';
export { type DrawViewing, type DrawWorksState, type UseDrawWorksOptions, useDrawWorks } from './useDrawWorks';
