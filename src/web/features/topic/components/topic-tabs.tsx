import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export type TabItem<K extends string> = { key: K; label: string; panel: ReactNode };

type TopicTabsProps<K extends string> = { tabs: readonly TabItem<K>[]; active: K; onChange: (key: K) => void };

/** A tab list (arrow keys move between tabs). Hidden panels stay mounted, so quiz answers survive a tab switch. */
export function TopicTabs<K extends string>({ tabs, active, onChange }: TopicTabsProps<K>) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.key);
    buttons.current[next]?.focus();
  }

  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  return (
    <div>
      <div role="tablist" className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1">
        {tabs.map((tab, index) => {
          const selected = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'min-h-11 shrink-0 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                selected ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== current?.key}
          className="pt-4"
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
