import { TRADE_FLOW_PAGE_SIZE } from '@dubkit/sdk-core/membership';
import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { formatDateTime, formatTradeAmount } from '../../shared/format';
import { useRemote } from '../../shared/useRemote';

/** Spending records, ten a page; amounts in yuan signed + or − (spec part 1 §9). */
export function useTradeFlows() {
  const { client } = useDubKit();
  const session = useSession();
  const token = session.user?.token ?? null;
  const [page, setPage] = useState(1);
  const flows = useRemote(
    token && `flows:${token}:${page}`,
    () => client.trade.flows({ page, pageSize: TRADE_FLOW_PAGE_SIZE }),
    { keepPrevious: true },
  );
  const total = flows.data?.total ?? 0;
  return {
    page,
    setPage,
    totalPages: Math.ceil(total / TRADE_FLOW_PAGE_SIZE),
    loading: flows.status === 'loading',
    empty: flows.status !== 'loading' && !!flows.data && flows.data.list.length === 0,
    rows: (flows.data?.list ?? []).map((flow) => ({
      key: `${flow.code}-${flow.tradeTime}`,
      time: formatDateTime(flow.tradeTime),
      code: flow.code,
      title: flow.title,
      details: flow.details,
      amount: formatTradeAmount(flow.amount, flow.sign),
      income: flow.sign >= 0,
    })),
  };
}
