export { TradeFlowList } from './TradeFlowList';
export { useTradeFlows } from './useTradeFlows';
