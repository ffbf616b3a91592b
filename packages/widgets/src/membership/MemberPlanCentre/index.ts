export {
  type MemberPlanCard,
  MemberPlanCentre,
  type MemberPlanCentreProps,
  type MemberPlanPick,
} from './MemberPlanCentre';
export {
  type MemberPlanCentreState,
  type MemberPlanProduct,
  type UseMemberPlanCentreOptions,
  useMemberPlanCentre,
} from './useMemberPlanCentre';
