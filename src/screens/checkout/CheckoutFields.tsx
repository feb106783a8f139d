import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CountryOption, FieldSpec } from '../../domain/checkout';
import type { CheckoutFieldName } from '../../domain/types';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { FIELD_AUTOCOMPLETE, FIELD_LABELS } from './labels';

/** One form field as the screen draws it: the domain's field spec (per-field settings). */
export type FieldView = FieldSpec;

const contentsStyles = css`
  display: contents;
`;

/** Fields drawn elsewhere on the checkout (the coupon button, the tip chooser). */
const NOT_FORM_FIELDS = new Set<CheckoutFieldName>(['coupons', 'tip']);

/** Guest count choices 1 to 10. */
const GUEST_COUNTS = Array.from({ length: 10 }, (_, index) => index + 1);

/** Props of {@link CheckoutFields}. */
export interface CheckoutFieldsProps {
  fields: readonly FieldView[];
  values: Readonly<Record<string, string>>;
  /** Already translated errors by field name (shown only after the first submit). */
  errors: Readonly<Record<string, string | null | undefined>>;
  onChange(name: CheckoutFieldName, value: string): void;
  /** The phone's country, chosen just before the phone number ("valid for the selected country"). */
  phoneCountry: { options: readonly CountryOption[]; value: string; choose(code: string): void };
}

/**
 * The checkout's form fields in settings order: optional labels, read-only fields, the comment
 * counter, guest count 1-10. Enter never submits: the screen's form stops it.
 */
export function CheckoutFields({ fields, values, errors, onChange, phoneCountry }: CheckoutFieldsProps) {
  const { i18n, t } = useLingui();
  return (
    <>
      {fields
        .filter((field) => !NOT_FORM_FIELDS.has(field.name))
        .map((field) => {
          const fallback = FIELD_LABELS[field.name];
          const label = field.label ?? (fallback ? i18n._(fallback) : field.name);
          const value = values[field.name] ?? '';
          const error = errors[field.name] ?? null;
          const common = { label, optional: !field.required, error };
          let control: ReactNode;
          if (field.name === 'guestCount') {
            control = (
              <Select
                label={label}
                options={GUEST_COUNTS.map((count) => ({ value: count, label: String(count) }))}
                value={value ? Number(value) : null}
                placeholder={field.required ? t`Choose` : t`Choose (optional)`}
                disabled={field.readOnly}
                error={error}
                onValueChange={(count) => onChange(field.name, String(count))}
              />
            );
          } else if (field.name === 'comments') {
            control = <TextArea {...common} value={value} max={field.max} readOnly={field.readOnly} onValueChange={(next) => onChange(field.name, next)} />;
          } else if (field.name === 'phone') {
            control = (
              <>
                <Select
                  label={t`Country code`}
                  options={[...phoneCountry.options]}
                  value={phoneCountry.value || null}
                  disabled={field.readOnly}
                  onValueChange={phoneCountry.choose}
                />
                <InputField field={field} label={label} value={value} error={error} onChange={onChange} />
              </>
            );
          } else {
            control = <InputField field={field} label={label} value={value} error={error} onChange={onChange} />;
          }
          // The wrapper lets the screen find a field by name ("scroll to the field").
          return (
            <div key={field.name} data-field={field.name} className={contentsStyles}>
              {control}
            </div>
          );
        })}
    </>
  );
}

/** A one-line field: text, number, email or phone, with its autofill token. */
function InputField({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: FieldView;
  label: string;
  value: string;
  error: string | null;
  onChange(name: CheckoutFieldName, value: string): void;
}) {
  const phone = field.name === 'phone' || field.type === 'phone';
  const email = field.type === 'email' || field.name === 'email';
  const number = field.type === 'number';
  return (
    <TextField
      label={label}
      optional={!field.required}
      error={error}
      type={phone ? 'tel' : email ? 'email' : 'text'}
      // A phone number or an address is written left to right, on a right-to-left page too.
      dir={phone || email ? 'ltr' : undefined}
      inputMode={phone ? 'tel' : email ? 'email' : number ? 'numeric' : undefined}
      autoComplete={FIELD_AUTOCOMPLETE[field.name] ?? 'off'}
      readOnly={field.readOnly}
      aria-required={field.required || undefined}
      value={value}
      onValueChange={(next) => onChange(field.name, next)}
    />
  );
}
