export {
  AssistantMembership,
  type AssistantMembershipProps,
  AssistantMembershipView,
  type AssistantMembershipViewProps,
} from './AssistantMembership';
export {
  type AssistantMemberState,
  type AssistantMembershipState,
  assistantMemberState,
  type UseAssistantMembershipOptions,
  useAssistantMembership,
} from './useAssistantMembership';
