import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { useApp } from '../../app/AppContext';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { RadioGroup } from '../../ui/RadioGroup';
import { Select } from '../../ui/Select';
import { Loading } from '../../ui/Spinner';
import { fieldStyles, labelStyles } from '../../ui/styles';
import { experienceLabel } from '../shared/experience-labels';
import { Screen } from '../shared/layout';

const linksStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-block-start: 16px;
  font-size: 0.875em;
  & a {
    color: var(--go-accent);
  }
`;
const timeStyles = css`
  margin: 0;
  padding-block: 10px;
  padding-inline: 12px;
  border-radius: var(--go-radius);
  background: var(--go-surface-muted);
`;

/**
 * Home (spec 2.3), restaurant flow: location, experience (radios for two, a dropdown for more) and
 * time (ASAP "Now" this round), then "Start order" goes to /menu.
 */
export function HomeScreen() {
  const { stores, deps } = useApp();
  const { t, i18n } = useLingui();
  const status = useStore(stores.business.$status);
  const error = useStore(stores.business.$error);
  const configuration = useStore(stores.business.$configuration);
  const locations = useStore(stores.business.$locations);
  const locationId = useStore(stores.selection.$locationId);
  const experiences = useStore(stores.selection.$experiences);
  const experienceId = useStore(stores.selection.$experienceId);
  const [attempted, setAttempted] = useState(false);

  if (status === 'error') {
    return (
      <Screen title={t`Order online`}>
        <ErrorNotice onRetry={() => stores.start()}>{error ? i18n._(error) : null}</ErrorNotice>
      </Screen>
    );
  }
  if (status !== 'ready') return <Loading />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (locationId === null || experienceId === null) return;
    deps.emit('analytics', { category: 'Ordering - Home', action: 'Menu' });
    deps.router.navigate('/menu');
  };
  const experienceOptions = experiences.map((experience) => ({ value: experience.id, label: experienceLabel(experience.type, (d) => i18n._(d)) }));
  const locationError = attempted && locationId === null ? t`Please choose a location` : null;
  const experienceError = attempted && locationId !== null && experienceId === null ? t`Please choose how you want your order` : null;

  return (
    <Screen title={configuration?.name ? t`Order from ${configuration.name}` : t`Order online`}>
      <form onSubmit={onSubmit} noValidate>
        <Select
          label={t`Location`}
          placeholder={t`Choose a location`}
          options={locations.map((location) => ({ value: location.id, label: location.name }))}
          value={locationId}
          onValueChange={(id) => stores.selection.selectLocation(id)}
          error={locationError}
        />
        {experienceOptions.length > 2 ? (
          <Select
            label={t`Experience`}
            options={experienceOptions}
            value={experienceId}
            onValueChange={(id) => stores.selection.selectExperience(id)}
            error={experienceError}
          />
        ) : experienceOptions.length > 0 ? (
          <RadioGroup
            legend={t`Experience`}
            options={experienceOptions}
            value={experienceId}
            onValueChange={(id) => stores.selection.selectExperience(id)}
            error={experienceError}
          />
        ) : null}
        {locationId !== null ? (
          <div className={fieldStyles}>
            <span className={labelStyles} id="go-home-time">
              <Trans>Time</Trans>
            </span>
            <p className={timeStyles} aria-labelledby="go-home-time">
              <Trans>Now (as soon as possible)</Trans>
            </p>
          </div>
        ) : null}
        <Button type="submit" block>
          <Trans>Start order</Trans>
        </Button>
      </form>
      {configuration?.termsUrl || configuration?.privacyUrl ? (
        <nav className={linksStyles} aria-label={t`Legal`}>
          {configuration.termsUrl ? (
            <a href={configuration.termsUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Terms of use</Trans>
            </a>
          ) : null}
          {configuration.privacyUrl ? (
            <a href={configuration.privacyUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Privacy policy</Trans>
            </a>
          ) : null}
        </nav>
      ) : null}
    </Screen>
  );
}
