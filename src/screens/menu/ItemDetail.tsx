import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useApp } from '../app-context';
import type { CartLine, MenuItem } from '../../domain/types';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AllergensModal } from './AllergensModal';
import { ItemForm } from './item-form';
import { itemPath, parseItemRoute } from './item-route';

const unavailableStyles = css`
  margin-block: 8px 0;
`;

/**
 * Item detail and edit over the menu: `/menu/{id}` adds a new line,
 * `/menu/{id}/{editId}` edits a line of the order, `/menu/{id}/allergens` opens the allergens modal
 * over it (keeping an edit's `edit` and `from` in the query). The route decides the mode, so the
 * menu screen only passes the item id. `from=order` returns to my order when the dialog closes.
 */
export function ItemDetail({ itemId }: { itemId: number }) {
  const { stores, deps } = useApp();
  const route = useStore(deps.router.$route);
  const status = useStore(stores.menu.$status);
  // Subscribed so the dialog follows menu and cart changes (translation, stock, the edited line).
  useStore(stores.menu.$categories);
  useStore(stores.cart.$lines);
  const parsed = parseItemRoute(route.path);
  const allergens = parsed?.allergens ?? false;
  const editId = (allergens ? route.query.edit : parsed?.editId) ?? null;
  const from = route.query.from === 'order' ? 'order' : null;
  const item = status === 'ready' ? stores.menu.findItem(itemId) : null;
  const line = editId ? stores.cart.findLine(editId) : null;
  const back = from === 'order' ? '/menu/order' : '/menu';

  // A link to an item that is not on the menu, or to a line that is gone, goes back.
  const missing = status === 'ready' && (!item || (editId !== null && !line));
  useEffect(() => {
    if (missing) deps.router.navigate(back, { replace: true });
  }, [missing, back, deps]);
  if (!item || missing) return null;

  const query = { ...(editId ? { edit: editId } : {}), ...(from ? { from } : {}) };
  const close = () => deps.router.navigate(back);
  const openAllergens = () => deps.router.navigate(itemPath(item.id, { allergens: true }), { query });
  const closeAllergens = () => {
    const path = itemPath(item.id, { editId });
    deps.router.navigate(path, from ? { query: { from } } : {});
  };

  return (
    <>
      <ItemDialog key={`${item.id}:${editId ?? ''}`} item={item} line={line} onClose={close} onOpenAllergens={openAllergens} />
      {allergens ? <AllergensModal item={item} onClose={closeAllergens} /> : null}
    </>
  );
}

function ItemDialog({ item, line, onClose, onOpenAllergens }: { item: MenuItem; line: CartLine | null; onClose(): void; onOpenAllergens(): void }) {
  const { stores } = useApp();
  const available = stores.menu.isAvailable(item);
  return (
    <Modal open onClose={onClose} title={item.name}>
      {available ? (
        <ItemForm item={item} line={line} onDone={onClose} onOpenAllergens={onOpenAllergens} />
      ) : (
        <>
          <p role="status" className={unavailableStyles}>
            <Trans>This item is unavailable right now.</Trans>
          </p>
          {line ? <RemoveUnavailableLine line={line} onDone={onClose} /> : null}
        </>
      )}
    </Modal>
  );
}

function RemoveUnavailableLine({ line, onDone }: { line: CartLine; onDone(): void }) {
  const { stores } = useApp();
  const { t } = useLingui();
  return (
    <Button
      block
      variant="secondary"
      className={unavailableStyles}
      onClick={() => {
        stores.cart.removeLine(line.editId);
        onDone();
      }}
    >
      {t`Remove from order`}
    </Button>
  );
}
