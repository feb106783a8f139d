import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { labelStyles, optionalStyles } from './styles';

/**
 * The label of a form control, with "(optional)" after it for optional fields (optional
 * fields show an optional label). The space keeps the accessible name readable: "Phone (optional)".
 */
export function FieldLabel({ htmlFor, optional, children }: { htmlFor: string; optional?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={labelStyles}>
      {children}
      {optional ? (
        <span className={optionalStyles}>
          {' '}
          <Trans>(optional)</Trans>
        </span>
      ) : null}
    </label>
  );
}
