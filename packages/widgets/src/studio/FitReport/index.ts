export { FitReportDialog, type FitReportDialogProps } from './FitReportDialog';
export { type FitBar, type FitOverrun, fitBars, fitOverruns, needsFitDialog } from './fitReportRules';
