import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEEKDAYS } from '../../domain/time';
import type { Experience, Location } from '../../domain/types';
import { RichText } from '../../ui/RichText';
import { useLocationText } from '../locations/use-location-text';
import { useApiBase } from '../shared/use-api-base';
import { usePlatformTexts } from '../shared/use-platform-texts';
import { PlatformText } from '../../ui/PlatformText';

const infoStyles = css`
  display: grid;
  gap: 12px;
  & h3 {
    font-size: 1em;
    margin: 0 0 4px;
  }
  & p {
    margin: 0;
  }
  & a {
    color: var(--go-accent);
  }
`;
const hoursStyles = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 16px;
  margin: 0;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
`;

/** Props of {@link LocationInfo}. */
export interface LocationInfoProps {
  location: Location;
  /** The experience whose open hours are listed; null while it loads. */
  experience: Experience | null;
  /** Heading level of the section titles (3 inside a card, 2 on the info page). */
  headingLevel?: 2 | 3;
}

/**
 * A location's details ("more info", 2.3 "Opening hours are available on the info page"):
 * opening hours per weekday on the location's clock, address, phone and long description. Shared by
 * the mobile info page and the desktop card's inline details.
 */
export function LocationInfo({ location, experience, headingLevel = 3 }: LocationInfoProps) {
  const { t } = useLingui();
  const text = useLocationText();
  const base = useApiBase();
  const longDescription = usePlatformTexts().place(location).longDescription;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={infoStyles}>
      {longDescription ? <RichText html={longDescription} base={base} /> : null}
      <section aria-label={t`Opening hours`}>
        <Heading>
          <Trans>Opening hours</Trans>
        </Heading>
        {experience ? (
          <dl className={hoursStyles}>
            {WEEKDAYS.map((day) => {
              const windows = experience.openHours[day] ?? [];
              return [
                <dt key={`${day}-d`}>{text.weekday(day)}</dt>,
                <dd key={`${day}-h`}>
                  {windows.length === 0
                    ? t`Closed`
                    : windows
                        .map((window) =>
                          window.from === '00:00' && (window.to === '00:00' || window.to === '24:00')
                            ? t`Open 24 hours`
                            : `${text.clock(window.from, location)} – ${text.clock(window.to, location)}`,
                        )
                        .join(', ')}
                </dd>,
              ];
            })}
          </dl>
        ) : (
          <p>
            <Trans>Loading opening hours…</Trans>
          </p>
        )}
      </section>
      {location.address ? (
        <section aria-label={t`Address`}>
          <Heading>
            <Trans>Address</Trans>
          </Heading>
          <p>
            <PlatformText>{location.address}</PlatformText>
          </p>
        </section>
      ) : null}
      {location.phone ? (
        <section aria-label={t`Phone`}>
          <Heading>
            <Trans>Phone</Trans>
          </Heading>
          <p>
            <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
