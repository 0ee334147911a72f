import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export type TabSpec<K extends string> = { key: K; label: ReactNode };

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const tabPanelId = (idBase: string, key: string) => `${idBase}-panel-${key}`;

const VARIANTS = {
  /** a row of words over a rule; the selected one underlined */
  line: {
    list: 'border-b border-slate-200',
    layout: 'flex flex-wrap gap-x-1',
    tab: '-mb-px min-h-11 shrink-0 border-b-2 px-3 font-semibold whitespace-nowrap sm:px-4',
    on: 'border-indigo-700 text-indigo-800',
    off: 'border-transparent text-slate-600 hover:text-slate-900',
  },
  /** a segmented control: equal-width buttons on a grey track */
  pill: {
    list: 'gap-1 rounded-xl bg-slate-100 p-1',
    layout: 'flex',
    tab: 'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold',
    on: 'bg-white text-indigo-900 shadow-sm',
    off: 'text-slate-700 hover:bg-white/60',
  },
} as const;

type TabListProps<K extends string> = {
  /** ids: `${idBase}-tab-${key}` on each tab, `${idBase}-panel-${key}` on its panel (see `TabPanel`) */
  idBase: string;
  tabs: readonly TabSpec<K>[];
  value: K;
  onChange: (key: K) => void;
  /** the tab list's accessible name */
  label?: string;
  variant?: keyof typeof VARIANTS;
  /** replaces the list's default layout classes (`flex`…), e.g. a 2 × 2 grid on phones */
  layoutClassName?: string;
};

/**
 * One tab list for every page (WAI-ARIA tabs pattern): only the selected tab is in the Tab order; ←/→ move to the
 * previous/next tab (wrapping) and select it, Home/End the first/last. Each tab carries `data-testid="tab-<key>"`.
 */
export function TabList<K extends string>({ idBase, tabs, value, onChange, label, variant = 'line', layoutClassName }: TabListProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const look = VARIANTS[variant];

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    onChange(tabs[target]!.key);
    buttons.current[target]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={cn(look.list, layoutClassName ?? look.layout)}>
      {tabs.map((tab, index) => {
        const selected = tab.key === value;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.key)}
            aria-selected={selected}
            aria-controls={tabPanelId(idBase, tab.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              look.tab,
              'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              selected ? look.on : look.off,
            )}
            data-testid={`tab-${tab.key}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = HTMLAttributes<HTMLDivElement> & { idBase: string; tabKey: string };

/** The panel of one tab; render it for the selected tab only, or for every tab with `hidden` to keep state mounted. */
export function TabPanel({ idBase, tabKey, children, ...rest }: TabPanelProps) {
  return (
    <div role="tabpanel" id={tabPanelId(idBase, tabKey)} aria-labelledby={tabId(idBase, tabKey)} {...rest}>
      {children}
    </div>
  );
}
