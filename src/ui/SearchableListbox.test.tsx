// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchableListbox, type ListboxChoice } from './SearchableListbox';

afterEach(cleanup);

const NAMES = ['Trattoria Lumen', 'Corner Deli 24/7', 'Lumen Café', 'Sushi Kaze', 'Gulf Grill', 'Tasca do Rio', 'Midnight Ramen'];
const choices: ListboxChoice<number>[] = NAMES.map((name, index) => ({
  value: index + 1,
  label: name,
  details: [index === 0 ? 'Currently open, closes at 10:00 PM' : 'Closed', `${index + 1} Main Street`],
  searchText: `${index + 1} Main Street`,
}));

function Harness({ list = choices, onChoose }: { list?: ListboxChoice<number>[]; onChoose?: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <form
      onSubmit={() => {
        throw new Error('the form must not be submitted');
      }}
    >
      <SearchableListbox
        label="Location"
        choices={list}
        value={value}
        searchLabel="Search by name or address"
        noMatches="No location matches your search."
        onValueChange={(next) => {
          setValue(next);
          onChoose?.(next);
        }}
      />
    </form>
  );
}

describe('SearchableListbox', () => {
  it('names each option by all it shows, its label first (a voice-control guest says what they see)', () => {
    render(<Harness />);
    const list = screen.getByRole('listbox', { name: 'Location' });
    const option = within(list).getByRole('option', { name: /^Trattoria Lumen/ });
    expect(option.getAttribute('aria-selected')).toBe('false');
    expect(option.hasAttribute('aria-labelledby')).toBe(false);
    expect(option.textContent).toBe('Trattoria LumenCurrently open, closes at 10:00 PM1 Main Street');
  });

  it('a press on a choice far down the list chooses it: the focus it brings does not first scroll to the top choice', async () => {
    const chosen: number[] = [];
    const scrolled: string[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function scrollIntoView() {
      scrolled.push(this.textContent ?? '');
    };
    try {
      render(<Harness onChoose={(value) => chosen.push(value)} />);
      const list = screen.getByRole('listbox', { name: 'Location' });
      const ramen = within(list).getByRole('option', { name: /^Midnight Ramen/ });
      // A click: the focus comes with the press, the list must not move before the release.
      fireEvent.pointerDown(ramen);
      fireEvent.focus(list);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      fireEvent.pointerUp(ramen);
      fireEvent.click(ramen);
      expect(scrolled).toEqual([]);
      expect(chosen).toEqual([7]);
      expect(ramen.getAttribute('aria-selected')).toBe('true');
      // A tap: the finger lifts before the focus comes; the tap still chooses, and nothing scrolls.
      const grill = within(list).getByRole('option', { name: /^Gulf Grill/ });
      fireEvent.blur(list);
      fireEvent.pointerDown(grill);
      fireEvent.pointerUp(grill);
      fireEvent.focus(list);
      fireEvent.click(grill);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      expect(scrolled).toEqual([]);
      expect(chosen).toEqual([7, 5]);
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  it('has no search field for a short list', () => {
    render(<Harness list={choices.slice(0, 3)} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: /^Lumen Café/ }));
    expect(screen.getByRole('option', { name: /^Lumen Café/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('narrows a long list by name or address; Enter chooses the only match without submitting', () => {
    const chosen: number[] = [];
    render(<Harness onChoose={(value) => chosen.push(value)} />);
    const search = screen.getByRole('searchbox', { name: 'Search by name or address' });
    fireEvent.change(search, { target: { value: 'lumen' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent?.split(/Currently|Closed/)[0])).toEqual(['Trattoria Lumen', 'Lumen Café']);
    fireEvent.change(search, { target: { value: '4 main' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(chosen).toEqual([4]);
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No location matches your search.');
  });

  it('is used from the keyboard: arrows, Home and End move the highlight, Enter or Space chooses', () => {
    const chosen: number[] = [];
    render(<Harness onChoose={(value) => chosen.push(value)} />);
    const search = screen.getByRole('searchbox');
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(list);
    const nameOf = () => document.getElementById(list.getAttribute('aria-activedescendant')!)?.querySelector('[data-name]')?.textContent;
    expect(nameOf()).toBe('Trattoria Lumen');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(nameOf()).toBe('Lumen Café');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(chosen).toEqual([3]);
    fireEvent.keyDown(list, { key: 'End' });
    expect(nameOf()).toBe('Midnight Ramen');
    fireEvent.keyDown(list, { key: ' ' });
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(nameOf()).toBe('Trattoria Lumen');
    expect(chosen).toEqual([3, 7]);
    expect(screen.getByRole('option', { name: /^Midnight Ramen/ }).getAttribute('aria-selected')).toBe('true');
  });
});
