// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList, TabPanel } from './tabs';

const KEYS = ['one', 'two', 'three'] as const;
type Key = (typeof KEYS)[number];

function Harness({ start = 'one' }: { start?: Key }) {
  const [tab, setTab] = useState<Key>(start);
  return (
    <>
      <TabList idBase="t" label="Parts" tabs={KEYS.map((key) => ({ key, label: key.toUpperCase() }))} value={tab} onChange={setTab} />
      <TabPanel idBase="t" tabKey={tab}>
        panel {tab}
      </TabPanel>
    </>
  );
}

const selected = () => screen.getAllByRole('tab').filter((x) => x.getAttribute('aria-selected') === 'true');

describe('TabList', () => {
  afterEach(cleanup);

  it('names the list, selects one tab, keeps only it in the Tab order and labels its panel', () => {
    render(<Harness start="two" />);
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeTruthy();
    expect(selected().map((x) => x.textContent)).toEqual(['TWO']);
    expect(screen.getAllByRole('tab').map((x) => x.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'TWO' });
    expect(panel.textContent).toBe('panel two');
    expect(screen.getByTestId('tab-two').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves with the arrow keys both ways (wrapping), Home and End, and focuses the tab it selects', () => {
    render(<Harness />);
    const first = screen.getByTestId('tab-one');
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(selected()[0]?.textContent).toBe('THREE');
    expect(document.activeElement).toBe(screen.getByTestId('tab-three'));
    fireEvent.keyDown(screen.getByTestId('tab-three'), { key: 'ArrowRight' });
    expect(selected()[0]?.textContent).toBe('ONE');
    fireEvent.keyDown(screen.getByTestId('tab-one'), { key: 'ArrowRight' });
    expect(selected()[0]?.textContent).toBe('TWO');
    fireEvent.keyDown(screen.getByTestId('tab-two'), { key: 'End' });
    expect(selected()[0]?.textContent).toBe('THREE');
    fireEvent.keyDown(screen.getByTestId('tab-three'), { key: 'Home' });
    expect(selected()[0]?.textContent).toBe('ONE');
    fireEvent.keyDown(screen.getByTestId('tab-one'), { key: 'a' });
    expect(selected()[0]?.textContent).toBe('ONE');
  });

  it('selects a tab on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'THREE' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel three');
  });
});
