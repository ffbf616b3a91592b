import { Tabs } from '@dubkit/ui';
import { useId } from 'react';
import { AsrInput } from './AsrInput/AsrInput';
import { AsrMemberCenter } from './AsrMemberCenter/AsrMemberCenter';
import { AsrResult } from './AsrResult/AsrResult';
import { AsrTaskList } from './AsrTaskList/AsrTaskList';
import * as styles from './AsrTool.css';
import { type AsrTab, type AsrToolState, type UseAsrToolOptions, useAsrTool } from './useAsrTool';

export interface AsrToolProps extends UseAsrToolOptions {
  className?: string;
}

/**
 * Speech-to-text (/aitools/asr-v2): three tabs — the input (share link or file), the task management (with each
 * result to edit and export) and the member center with its plan.
 */
export function AsrTool({ className, ...options }: AsrToolProps) {
  const tool = useAsrTool(options);
  return <AsrToolView {...tool} className={className} />;
}

export interface AsrToolViewProps extends AsrToolState {
  className?: string;
}

/** The view of AsrTool: the tabs; each panel stays mounted (an upload goes on while the list is looked at). */
export function AsrToolView({ className, ...tool }: AsrToolViewProps) {
  const { messages, tab } = tool;
  const titleId = useId();
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId} data-tab={tab}>
      <h2 id={titleId} className={styles.title}>
        {messages.asrTitle}
      </h2>
      <Tabs<AsrTab>
        aria-label={messages.asrTabs}
        items={[
          { key: 'input', label: messages.asrTabInput },
          { key: 'tasks', label: messages.asrTabTasks },
          { key: 'member', label: messages.asrTabMember },
        ]}
        value={tab}
        onChange={tool.setTab}
      >
        <div className={styles.panel} hidden={tab !== 'input'}>
          <AsrInput readDuration={tool.readDuration} onOpenTasks={tool.openTasks} onOpenMemberPlan={tool.openMember} />
        </div>
        <div className={styles.panel} hidden={tab !== 'tasks'}>
          {tool.result ? (
            <AsrResult task={tool.result} onBack={tool.closeResult} onSendToStudio={tool.onSendToStudio} />
          ) : (
            <AsrTaskList active={tab === 'tasks'} onView={tool.viewResult} pollIntervalMs={tool.pollIntervalMs} />
          )}
        </div>
        <div className={styles.panel} hidden={tab !== 'member'}>
          <AsrMemberCenter active={tab === 'member'} pollIntervalMs={tool.pollIntervalMs} />
        </div>
      </Tabs>
    </section>
  );
}
