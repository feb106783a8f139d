import { css } from '@linaria/core';
import { visuallyHiddenRules } from '../../ui/styles';

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const headerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  padding-block: 8px;
  padding-inline: 16px;
  min-block-size: 0;
  &:empty {
    display: none;
  }
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const logoStyles = css`
  display: block;
  block-size: 40px;
  inline-size: auto;
  max-inline-size: 200px;
  /* A narrow widget shares the header with the language picker and the profile button. */
  @container (max-width: 599px) {
    max-inline-size: 120px;
    object-fit: contain;
  }
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const logoButtonStyles = css`
  padding: 2px;
  border: 0;
  border-radius: var(--go-radius);
  background: transparent;
  cursor: pointer;
  line-height: 0;
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const pickerStyles = css`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-inline-start: auto;
  font-size: 0.875em;
  & select {
    /* As wide as the language it shows, not as its widest option: the browser then lays out the
       chosen name only, rather than every language's name in its own script (a CJK name means
       loading a CJK font) before the first screen is drawn. */
    field-sizing: content;
    font: inherit;
    min-block-size: 36px;
    padding-inline: 8px;
    border: 1px solid var(--go-border);
    border-radius: var(--go-radius);
    background: var(--go-surface);
    color: var(--go-text);
  }
  /* In a narrow widget the label is for screen readers only, so the profile button keeps its room. */
  @container (max-width: 599px) {
    & label {
      ${visuallyHiddenRules}
    }
  }
`;
