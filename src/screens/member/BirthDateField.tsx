import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { birthYears } from '../../domain/member/registration';
import { Select } from '../../ui/Select';
import { useApp } from '../app-context';
import { intlLocale } from '../../i18n/element-i18n';

const dateStyles = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  border: 0;
  margin: 0;
  padding: 0;
  & legend {
    padding: 0;
    margin-block-end: 4px;
    font-weight: 600;
  }
`;

/** The date of birth as three dropdowns (day, month, and the years `birthYears` offers), kept as dd/MM/yyyy. */
export function BirthDateField({ value, onChange, error }: { value: string; onChange(value: string): void; error: string | null }) {
  const { t, i18n } = useLingui();
  const { deps } = useApp();
  const [day = '', month = '', year = ''] = value ? value.split('/') : [];
  const [parts, setParts] = useState({ day, month, year });
  const today = deps.now();
  const offered = birthYears({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() });
  // A profile's saved year stays choosable even when it is younger than the list starts.
  const years = parts.year && !offered.includes(Number(parts.year)) ? [Number(parts.year), ...offered] : offered;
  const tag = intlLocale(i18n);
  const monthName = useMemo(() => {
    try {
      const format = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
      return (m: number) => format.format(new Date(Date.UTC(2000, m - 1, 1)));
    } catch {
      return (m: number) => String(m);
    }
  }, [tag]);
  const change = (key: 'day' | 'month' | 'year', next: string) => {
    const updated = { ...parts, [key]: next };
    setParts(updated);
    onChange(updated.day && updated.month && updated.year ? `${updated.day}/${updated.month}/${updated.year}` : '');
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <fieldset className={dateStyles} aria-invalid={error ? true : undefined}>
      <legend>
        <Trans>Date of birth (optional)</Trans>
      </legend>
      <Select
        label={t`Day`}
        placeholder="--"
        options={Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), label: String(i + 1) }))}
        value={parts.day || null}
        onValueChange={(v) => change('day', v)}
      />
      <Select
        label={t`Month`}
        placeholder="--"
        options={Array.from({ length: 12 }, (_, i) => ({ value: pad(i + 1), label: monthName(i + 1) }))}
        value={parts.month || null}
        onValueChange={(v) => change('month', v)}
      />
      <Select
        label={t`Year`}
        placeholder="--"
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
        value={parts.year || null}
        onValueChange={(v) => change('year', v)}
        error={error}
      />
    </fieldset>
  );
}
