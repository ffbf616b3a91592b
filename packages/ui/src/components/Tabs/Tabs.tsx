import type { ReactNode } from 'react';
import type { OptionKey } from '../RadioGroup/useRadioGroup';
import * as styles from './Tabs.css';
import { type UseTabsOptions, useTabs } from './useTabs';

export interface TabsProps<K extends OptionKey = OptionKey> extends UseTabsOptions<K> {
  /** Panel content shared by tabs that have no `panel` of their own. */
  children?: ReactNode;
  className?: string;
}

export function Tabs<K extends OptionKey = OptionKey>({ children, className, ...options }: TabsProps<K>) {
  const { selectedItem, tablistProps, tabProps, panelProps } = useTabs(options);
  return (
    <div
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      data-orientation={options.orientation ?? 'horizontal'}
    >
      <div className={styles.tablist} {...tablistProps}>
        {options.items.map((item) => (
          <button key={item.key} className={styles.tab} {...tabProps(item)}>
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.panel} {...panelProps}>
        {selectedItem?.panel ?? children}
      </div>
    </div>
  );
}
