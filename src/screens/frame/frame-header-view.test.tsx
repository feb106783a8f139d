// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Say } from '../../ui/say';
import { FrameHeaderView } from './frame-header-view';

afterEach(cleanup);

/** The source words, arguments filled in. */
const say: Say = (descriptor, values = {}) => (descriptor.message ?? '').replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function header(languages: readonly string[]) {
  render(<FrameHeaderView logo={null} name="Trattoria Lumen" goesHome languages={languages} current={languages[0] ?? 'en_US'} pickerId="picker" say={say} />);
}

describe('the frame top', () => {
  it('offers no language picker to a business with one language', () => {
    header(['en_US']);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Language')).toBeNull();
  });

  it('offers the picker, each language in its own name, from two languages on', () => {
    header(['en_US', 'he']);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['English', 'עברית']);
  });
});
