import { useId, type ReactNode } from 'react';
import { TabList, TabPanel } from '@web/components/ui/tabs';

export type TabItem<K extends string> = { key: K; label: string; panel: ReactNode };

type TopicTabsProps<K extends string> = { tabs: readonly TabItem<K>[]; active: K; onChange: (key: K) => void };

/** The topic's tabs (arrow keys move between them). Hidden panels stay mounted, so quiz answers survive a tab switch. */
export function TopicTabs<K extends string>({ tabs, active, onChange }: TopicTabsProps<K>) {
  const id = useId();
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  return (
    <div>
      <TabList idBase={id} tabs={tabs} value={current?.key ?? active} onChange={onChange} layoutClassName="-mx-1 flex gap-x-1 overflow-x-auto px-1" />
      {tabs.map((tab) => (
        <TabPanel key={tab.key} idBase={id} tabKey={tab.key} hidden={tab.key !== current?.key} className="pt-4" tabIndex={0}>
          {tab.panel}
        </TabPanel>
      ))}
    </div>
  );
}
