export { SsmlActions, type SsmlActionsProps, SsmlImportDialog } from './SsmlActions';
export { exportedMessage, isSsmlFile, ssmlFileName, studioSsmlVoice } from './ssmlRules';
