export {
  AssistantMembership,
  type AssistantMembershipProps,
  AssistantMembershipView,
  type AssistantMembershipViewProps,
} from './AssistantMembership';
export {
  type AssistantMembershipState,
  type UseAssistantMembershipOptions,
  useAssistantMembership,
} from './useAssistantMembership';
