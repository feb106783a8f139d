import { css, cx } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LocationCard } from '../../stores';
import { Button } from '../../ui/Button';
import { RadioGroup } from '../../ui/RadioGroup';
import { RichText } from '../../ui/RichText';
import { Select } from '../../ui/Select';
import { LocationInfo } from '../location-info/LocationInfo';
import { NotAcceptingOrdersNoticeView } from '../shared/not-accepting-orders-view';
import { useSay } from '../../ui/use-say';
import { usePlatformTexts } from '../shared/use-platform-texts';
import { useApiBase } from '../shared/use-api-base';
import { useLocationText } from './use-location-text';
import { isolate } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';
import { PlatformText } from '../../ui/PlatformText';

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  block-size: 100%;
  padding: 12px;
  border: 1px solid var(--go-border);
  border-radius: calc(var(--go-radius) * 1.5);
  background: var(--go-surface);
  & h2 {
    margin: 0;
    font-size: 1.125em;
  }
  & p {
    margin: 0;
  }
`;
const imageStyles = css`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: var(--go-radius);
  background: var(--go-surface-muted);
`;
const descriptionStyles = css`
  color: var(--go-muted);
`;
const headRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
const badgeStyles = css`
  display: inline-block;
  padding-block: 2px;
  padding-inline: 8px;
  border-radius: 999px;
  font-size: 0.8125em;
  font-weight: 600;
  background: var(--go-surface-muted);
  &[data-kind='order-now'],
  &[data-kind='around'] {
    background: color-mix(in srgb, var(--go-accent) 15%, var(--go-surface));
    color: var(--go-text);
  }
  &[data-kind='closed'],
  &[data-kind='not-available'] {
    color: var(--go-danger);
  }
`;
const bannerStyles = css`
  padding-block: 6px;
  padding-inline: 10px;
  border-inline-start: 3px solid var(--go-accent);
  border-radius: var(--go-radius);
  background: var(--go-surface-muted);
  font-size: 0.9375em;
`;
const actionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-start: auto;
`;
const linkButtonStyles = css`
  font: inherit;
  min-block-size: 44px;
  padding-inline: 4px;
  border: 0;
  background: transparent;
  color: var(--go-accent);
  text-decoration: underline;
  cursor: pointer;
`;
const selectedStyles = css`
  border-color: var(--go-accent);
  box-shadow: inset 0 0 0 1px var(--go-accent);
`;

/** Props of {@link LocationCardView}. */
export interface LocationCardViewProps {
  card: LocationCard;
  now: Date;
  /** Desktop shows "More info" inline (the info page redirects there). */
  large: boolean;
  expanded: boolean;
  hideBanner: boolean;
  highlighted: boolean;
  onToggleInfo(): void;
  onOpenInfo(): void;
  onChooseExperience(experienceId: number): void;
  onStartOrder(): void;
}

/**
 * One location of the list: image, name, description, opening status, availability
 * label, next-available time banner, the experience choice (two as radios, more as a dropdown),
 * "More info" and "Start order".
 */
export function LocationCardView(props: LocationCardViewProps) {
  const { card, now, large, expanded, hideBanner, highlighted } = props;
  const { t, i18n } = useLingui();
  const text = useLocationText();
  const say = useSay();
  const base = useApiBase();
  const nameId = useId();
  const infoId = useId();
  const names = usePlatformTexts();
  const { location } = card;
  const translated = names.place(location);
  const name = translated.name;
  const options = card.experiences.map((experience) => ({ value: experience.id, label: names.experience(experience) }));
  const next = card.label && (card.label.kind === 'around' || card.label.kind === 'next-available') ? new Date(card.label.at) : null;
  const nextText = next ? text.when(next, location, now) : null;

  return (
    <article className={cx(cardStyles, highlighted && selectedStyles)} aria-labelledby={nameId} data-location-id={location.id}>
      {location.image ? <img className={imageStyles} src={location.image} alt="" loading="lazy" /> : null}
      <div className={headRowStyles}>
        <h2 id={nameId}>
          <PlatformText>{name}</PlatformText>
        </h2>
        {card.label ? (
          <span className={badgeStyles} data-kind={card.label.kind}>
            {text.label(card.label)}
          </span>
        ) : null}
      </div>
      {translated.shortDescription ? <RichText className={descriptionStyles} html={translated.shortDescription} base={base} /> : null}
      {card.status?.kind === 'not-accepting' ? (
        <NotAcceptingOrdersNoticeView say={say} />
      ) : (
        <p>
          {card.status ? text.status(card.status, location, now) : card.detailsStatus === 'error' ? t`Opening hours unavailable` : t`Checking opening hours…`}
        </p>
      )}
      {nextText && !hideBanner ? (
        <p className={bannerStyles}>
          <Trans>Next available time: {nextText}</Trans>
        </p>
      ) : null}
      {options.length > 2 ? (
        <Select label={t`Experience`} options={options} value={card.experienceId} onValueChange={(id) => props.onChooseExperience(id)} />
      ) : options.length === 2 ? (
        <RadioGroup legend={t`Experience`} options={options} value={card.experienceId} onValueChange={(id) => props.onChooseExperience(id)} />
      ) : options[0] ? (
        <p>{options[0].label}</p>
      ) : null}
      {large && expanded ? (
        <div id={infoId}>
          <LocationInfo location={location} experience={card.details} />
        </div>
      ) : null}
      <div className={actionsStyles}>
        <Button onClick={props.onStartOrder} aria-label={t`Start order at ${isolate(name, guestLocale(i18n))}`} disabled={card.experienceId === null}>
          <Trans>Start order</Trans>
        </Button>
        {large ? (
          <button
            type="button"
            className={linkButtonStyles}
            aria-expanded={expanded}
            aria-controls={expanded ? infoId : undefined}
            aria-label={t`More info about ${name}`}
            onClick={props.onToggleInfo}
          >
            <Trans>More info</Trans>
          </button>
        ) : (
          <button type="button" className={linkButtonStyles} aria-label={t`More info about ${name}`} onClick={props.onOpenInfo}>
            <Trans>More info</Trans>
          </button>
        )}
      </div>
    </article>
  );
}
