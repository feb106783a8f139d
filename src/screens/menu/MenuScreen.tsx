import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { useApp } from '../../app/AppContext';
import type { MenuCategory, MenuItem } from '../../domain/types';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { Loading } from '../../ui/Spinner';
import { experienceLabel } from '../shared/experience-labels';
import { Screen } from '../shared/layout';
import { useSelectionGuard } from '../shared/use-selection-guard';
import { ItemDetail } from './ItemDetail';

const tabsStyles = css`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding-block: 4px 8px;
  position: sticky;
  inset-block-start: 0;
  background: var(--go-surface);
  z-index: 1;
  & button {
    font: inherit;
    white-space: nowrap;
    padding-block: 8px;
    padding-inline: 14px;
    border: 1px solid var(--go-border);
    border-radius: 999px;
    background: var(--go-surface);
    color: var(--go-text);
    cursor: pointer;
    min-block-size: 40px;
  }
`;
const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const itemStyles = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  /* Unavailable items are dimmed with a background and a dashed border, not opacity: faded text
     would fall below the WCAG AA contrast ratio. */
  &[data-unavailable] {
    border-style: dashed;
    background: var(--go-surface-muted, #f4f5f7);
  }
`;
const itemOpenStyles = css`
  font: inherit;
  color: inherit;
  text-align: start;
  flex: 1;
  min-inline-size: 0;
  border: 0;
  background: transparent;
  padding: 0;
  cursor: pointer;
  & strong {
    display: block;
  }
  & span[data-description] {
    display: block;
    color: var(--go-muted);
    font-size: 0.875em;
    overflow: hidden;
    text-overflow: ellipsis;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  & span[data-meta] {
    display: flex;
    gap: 12px;
    font-size: 0.9375em;
    margin-block-start: 4px;
  }
`;
const subtleStyles = css`
  color: var(--go-muted);
`;

// Spec 9: tab names are truncated to 22 characters.
const tabName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/** Menu (spec 2.3): category tabs, items with price and calories, quick add, and "View my order". */
export function MenuScreen({ itemId }: { itemId: number | null }) {
  const { stores, deps } = useApp();
  const { t, i18n } = useLingui();
  const ready = useSelectionGuard();
  const status = useStore(stores.menu.$status);
  const categories = useStore(stores.menu.$categories);
  const experience = useStore(stores.selection.$experience);
  const experienceStatus = useStore(stores.selection.$experienceStatus);
  const location = useStore(stores.selection.$location);
  const quantity = useStore(stores.cart.$quantity);
  const subtotal = useStore(stores.cart.$subtotal);
  const currency = useStore(stores.cart.$currencyCode);
  useStore(stores.menu.$outOfStock);

  useEffect(() => {
    if (experience) stores.menu.ensure();
  }, [experience, stores]);

  const title = location ? location.name : t`Menu`;
  const back = () => deps.router.navigate('/');
  if (!ready || experienceStatus === 'loading' || status === 'loading' || status === 'idle') {
    if (experienceStatus === 'error') {
      return (
        <Screen title={title} onBack={back}>
          <p>{t`We couldn't load this menu.`}</p>
          <Button onClick={() => stores.selection.reloadExperience()}>
            <Trans>Try again</Trans>
          </Button>
        </Screen>
      );
    }
    return <Loading label={t`Loading the menu…`} />;
  }

  // Ids live in our shadow root, so look them up from the clicked tab's root, not the document.
  const scrollTo = (id: number, from: HTMLElement) => {
    const root = from.getRootNode() as Document | ShadowRoot;
    root.getElementById(`go-category-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Screen
      title={title}
      onBack={back}
      footer={
        quantity > 0 ? (
          <Button block onClick={() => deps.router.navigate('/menu/order')}>
            <Trans>View my order ({quantity})</Trans>
            <Price amount={subtotal} currency={currency} />
          </Button>
        ) : null
      }
    >
      {experience ? <p className={subtleStyles}>{experienceLabel(experience.type, (d) => i18n._(d))} · {t`Now`}</p> : null}
      {categories.length > 1 ? (
        <nav className={tabsStyles} aria-label={t`Menu categories`}>
          {categories.map((category) => (
            <button key={category.id} type="button" onClick={(event) => scrollTo(category.id, event.currentTarget)}>
              {tabName(category.name)}
            </button>
          ))}
        </nav>
      ) : null}
      {categories.length === 0 ? <p>{t`There is nothing on this menu right now.`}</p> : null}
      {categories.map((category) => (
        <CategorySection key={category.id} category={category} showCalories={experience?.showCalories ?? false} level={2} />
      ))}
      {itemId !== null ? <ItemDetail itemId={itemId} /> : null}
    </Screen>
  );
}

function CategorySection({ category, showCalories, level }: { category: MenuCategory; showCalories: boolean; level: 2 | 3 }) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>
        <span id={`go-category-${category.id}`}>{category.name}</span>
      </Heading>
      {category.items.length ? (
        <ul className={listStyles}>
          {category.items.map((item) => (
            <MenuItemRow key={item.id} item={item} showCalories={showCalories} />
          ))}
        </ul>
      ) : null}
      {category.subcategories.map((sub) => (
        <CategorySection key={sub.id} category={sub} showCalories={showCalories} level={3} />
      ))}
    </section>
  );
}

function MenuItemRow({ item, showCalories }: { item: MenuItem; showCalories: boolean }) {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const currency = useStore(stores.cart.$currencyCode);
  const available = stores.menu.isAvailable(item);
  const needsChoices = item.modifierGroups.some((group) => group.minSelect > 0);
  const open = () => deps.router.navigate(`/menu/${item.id}`);
  return (
    <li className={itemStyles} data-unavailable={available ? undefined : ''}>
      <button type="button" className={itemOpenStyles} onClick={open} aria-label={t`${item.name}, details`}>
        <strong>{item.name}</strong>
        {item.description ? <span data-description="">{item.description}</span> : null}
        <span data-meta="">
          <Price amount={item.price} currency={currency} />
          {showCalories && item.kcal !== null ? <span>{t`${Math.round(item.kcal)} kcal`}</span> : null}
        </span>
      </button>
      {available ? (
        <Button variant="secondary" aria-label={t`Add ${item.name}`} onClick={() => (needsChoices ? open() : stores.cart.addItem(item))}>
          <Trans>Add</Trans>
        </Button>
      ) : (
        <span className={subtleStyles}>
          <Trans>Unavailable</Trans>
        </span>
      )}
    </li>
  );
}
