import { Pagination } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import * as shared from '../../shared/shared.css';
import { type SiteCopy, useSiteMessages } from '../../shell/copy';
import * as styles from './TradeFlowList.css';
import { useTradeFlows } from './useTradeFlows';

/** The spending records page: a table of trades, ten per page. */
export function TradeFlowList() {
  const messages = useSiteMessages();
  const flows = useTradeFlows();
  return <TradeFlowListView messages={messages} flows={flows} />;
}

export type TradeFlowListViewProps = CopyProps<SiteCopy> & { flows: ReturnType<typeof useTradeFlows> };

/** The view of TradeFlowList: its copy and state come as props from the widget. */
export function TradeFlowListView({ messages, flows }: TradeFlowListViewProps) {
  const titleId = useId();
  const head = `${styles.cell} ${styles.head}`;
  return (
    <section className={shared.panel} aria-labelledby={titleId} aria-busy={flows.loading}>
      <h2 id={titleId} className={shared.panelTitle}>
        {messages.tradeTitle}
      </h2>
      <div className={styles.scroller}>
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={head}>
                {messages.tradeTime}
              </th>
              <th scope="col" className={head}>
                {messages.tradeCode}
              </th>
              <th scope="col" className={head}>
                {messages.tradeItem}
              </th>
              <th scope="col" className={head}>
                {messages.tradeDetails}
              </th>
              <th scope="col" className={`${head} ${styles.amount}`}>
                {messages.tradeAmount}
              </th>
            </tr>
          </thead>
          <tbody>
            {flows.rows.map((row) => (
              <tr key={row.key}>
                <td className={styles.cell}>{row.time}</td>
                <td className={styles.cell}>{row.code}</td>
                <td className={styles.cell}>{row.title}</td>
                <td className={styles.cell}>{row.details}</td>
                <td className={[styles.cell, styles.amount, row.income && styles.income].filter(Boolean).join(' ')}>
                  {row.amount}
                </td>
              </tr>
            ))}
            {flows.empty && (
              <tr>
                <td className={styles.cell} colSpan={5}>
                  {messages.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {flows.totalPages > 1 && (
        <Pagination
          className={styles.pagination}
          totalPages={flows.totalPages}
          page={flows.page}
          onChange={flows.setPage}
        />
      )}
    </section>
  );
}
