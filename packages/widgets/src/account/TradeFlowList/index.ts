export { TradeFlowList, TradeFlowListView, type TradeFlowListViewProps } from './TradeFlowList';
export { useTradeFlows } from './useTradeFlows';
