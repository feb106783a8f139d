import { expect, test } from './support/fixtures';
import { CartPage } from './support/cart-page';

// A guest builds a cart at Trattoria Lumen (demo/sandbox/seed.ts) the way a guest would:
// modifiers of every shape, editing a line, the age check, the cart limit, stock changes, reloads.

test.describe('item detail', () => {
  test('a required choice is asked for after the first attempt, and optional extras stop at their max', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();

    // Required radio group: nothing is flagged before the first attempt.
    const rigatoni = await cart.openItem('Pasta', 'Rigatoni alla Vodka');
    const shape = cart.group(rigatoni, 'Pasta shape');
    await expect(shape).toContainText('Choose 1');
    await expect(shape).not.toContainText('Please choose one.');
    await cart.submit(rigatoni).click();
    // The first invalid group gets the focus and says what is missing.
    await expect(shape).toBeFocused();
    await expect(shape).toContainText('Please choose one.');
    await expect(shape).toHaveAttribute('aria-invalid', 'true');
    // After the attempt, validation follows every change.
    await rigatoni.getByRole('radio', { name: /Gluten-free penne/ }).check();
    await expect(shape).not.toContainText('Please choose one.');
    await expect(cart.submit(rigatoni)).toContainText('$20.00');
    await cart.submit(rigatoni).click();
    await expect(rigatoni).toBeHidden();
    await expect(cart.viewMyOrderButton()).toHaveAccessibleName(/\(1\)/);

    // Optional 0..3 extras: the fourth pick is refused with the max message.
    const margherita = await cart.openItem('Pizza', 'Margherita');
    const extras = cart.group(margherita, 'Extra toppings');
    await expect(extras).toContainText('Choose up to 3');
    await expect(margherita.getByRole('checkbox', { name: /Burrata/ })).toBeDisabled(); // out of stock
    await margherita.getByRole('checkbox', { name: /Prosciutto di Parma/ }).check();
    await margherita.getByRole('checkbox', { name: /Roasted mushrooms/ }).check();
    await expect(extras).not.toContainText('Max number of items is selected');
    await margherita.getByRole('checkbox', { name: /'Nduja/ }).check();
    await expect(cart.submit(margherita)).toContainText('$25.00');
    await expect(margherita.getByRole('button', { name: 'Decrease quantity of Margherita' })).toBeDisabled();
    await margherita.getByRole('button', { name: 'Increase quantity of Margherita' }).click();
    await expect(cart.submit(margherita)).toContainText('$50.00');
    await cart.submit(margherita).click();
    await expect(margherita).toBeHidden();
    await expect(cart.viewMyOrderButton()).toHaveAccessibleName(/\(3\)/);
  });

  test('"min 2 max 4": too few is an error, a fifth pick shows the max message', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    const board = await cart.openItem('Antipasti', 'Antipasto Board');
    const choice = cart.group(board, 'Choose your selection');
    await expect(choice).toContainText('Choose 2 to 4');
    await board.getByRole('checkbox', { name: /Prosciutto di Parma/ }).check();
    await cart.submit(board).click();
    await expect(choice).toContainText('Please choose at least 2.');
    await expect(choice).toBeFocused();
    for (const name of [/Salame/, /Mortadella/, /Truffle pecorino/]) await board.getByRole('checkbox', { name }).check();
    await expect(choice).not.toContainText('Please choose at least 2.');
    const olives = board.getByRole('checkbox', { name: /Marinated olives/ });
    await olives.click();
    await expect(olives).not.toBeChecked();
    await expect(choice.getByRole('status')).toHaveText('Max number of items is selected');
    // Un-picking one clears the message and allows another choice.
    await board.getByRole('checkbox', { name: /Salame/ }).uncheck();
    await expect(choice.getByRole('status')).toHaveCount(0);
    await olives.check();
    await expect(cart.submit(board)).toContainText('$27.00');
    await cart.submit(board).click();
    await expect(board).toBeHidden();
  });

  test('a nested group adds its price, and a line is edited from my order', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    const bistecca = await cart.openItem('Secondi', 'Bistecca');
    await expect(cart.group(bistecca, 'Doneness')).toHaveCount(0);
    await bistecca.getByRole('radio', { name: /Fiorentina/ }).check();
    const doneness = cart.group(bistecca, 'Doneness');
    await expect(doneness).toBeVisible();
    await expect(cart.submit(bistecca)).toContainText('$46.00');
    await doneness.getByRole('radio', { name: /Well done/ }).check();
    await expect(doneness.getByRole('radio', { name: /Well done/ })).toHaveAccessibleName(/\+\$1\.50/);
    await expect(cart.submit(bistecca)).toContainText('$47.50');
    await cart.submit(bistecca).click();
    await expect(bistecca).toBeHidden();

    await cart.viewMyOrder();
    const line = cart.line('Bistecca');
    await expect(line).toContainText('Fiorentina (T-bone for one), Well done');
    await expect(line).toContainText('$47.50');

    // Edit: the dialog starts from the line's choices; switching the cut drops the nested choice.
    await line.getByRole('button', { name: 'Edit Bistecca' }).click();
    const edit = cart.itemDialog('Bistecca');
    await expect(edit.getByRole('radio', { name: /Fiorentina/ })).toBeChecked();
    await expect(edit.getByRole('radio', { name: /Well done/ })).toBeChecked();
    await edit.getByRole('radio', { name: /Tagliata/ }).check();
    await expect(cart.group(edit, 'Doneness')).toHaveCount(0);
    await expect(edit.getByRole('button', { name: /^Update order/ })).toContainText('$34.00');
    await edit.getByRole('button', { name: /^Update order/ }).click();
    await expect(edit).toBeHidden();
    // Back on my order, one line, edited in place.
    await expect(cart.root.getByRole('heading', { name: 'My order', level: 1 })).toBeVisible();
    await expect(cart.lines()).toHaveCount(1);
    await expect(cart.line('Bistecca')).toContainText('Tagliata (sliced sirloin)');
    await expect(cart.line('Bistecca')).toContainText('$34.00');

    // Remove from order, from the edit dialog.
    await cart.line('Bistecca').getByRole('button', { name: 'Edit Bistecca' }).click();
    await cart.itemDialog('Bistecca').getByRole('button', { name: 'Remove from order' }).click();
    await expect(cart.root.getByText('Your order is empty.')).toBeVisible();
  });

  test('calories come with the 2,000 kcal statement (digits grouped as the language writes them), the comment counts down, the allergens modal lists every allergen @phone', async ({
    page,
  }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    // The subtitle under "Trattoria Lumen" names the experience only: the menu's name repeats the heading.
    await expect(cart.root.getByRole('heading', { level: 1, name: 'Trattoria Lumen' })).toBeVisible();
    await expect(cart.root.getByText('Pickup', { exact: true })).toBeVisible();
    await expect(cart.root.getByText(/· Trattoria Lumen/)).toHaveCount(0);
    const tiramisu = await cart.openItem('Dolci', 'Tiramisù');
    await expect(tiramisu).toContainText('450 kcal. Adults need around 2,000 kcal a day.');
    await expect(tiramisu).toContainText('Limit 80 characters, left 80');
    await tiramisu.getByLabel(/^Comment/).fill('No cocoa on top, please');
    await expect(tiramisu).toContainText('Limit 80 characters, left 57');
    await tiramisu.getByRole('button', { name: 'Allergen information' }).click();
    const allergens = cart.root.getByRole('dialog', { name: 'Allergens in Tiramisù' });
    await expect(allergens).toBeVisible();
    await expect(allergens.getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveURL(/allergens/);
    await cart.audit();
    await allergens.getByRole('button', { name: 'Back to the item' }).click();
    await expect(allergens).toBeHidden();
    // The item dialog kept what the guest typed.
    await expect(tiramisu.getByLabel(/^Comment/)).toHaveValue('No cocoa on top, please');
    await cart.audit();
    await cart.submit(tiramisu).click();
    await cart.viewMyOrder();
    await expect(cart.line('Tiramisù')).toContainText('Comment: No cocoa on top, please');
    await cart.audit();
  });

  test('a vegetarian mark shows under "Suitable for", on the item and in its allergens dialog, never among the allergens @phone', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    const margherita = await cart.openItem('Pizza', 'Margherita');
    await expect(margherita.getByRole('list', { name: 'Allergens' }).getByRole('img')).toHaveCount(2);
    await expect(margherita.getByRole('list', { name: 'Suitable for' }).getByRole('img', { name: 'Vegetarian' })).toBeVisible();
    await margherita.getByRole('button', { name: 'Allergen information' }).click();
    const pizzaAllergens = cart.root.getByRole('dialog', { name: 'Allergens in Margherita' });
    await expect(pizzaAllergens.getByRole('list').first().getByRole('listitem')).toHaveText([/Gluten$/, /Dairy$/]);
    await expect(pizzaAllergens.getByRole('heading', { name: 'Suitable for' })).toBeVisible();
    await expect(pizzaAllergens.getByRole('list').last().getByRole('listitem')).toHaveText([/Vegetarian$/]);
  });
});

test.describe('age check', () => {
  test('an under-18 item asks first; "do not ask again" survives a reload @phone', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    await cart.tapAdd('Drinks', 'Peroni');
    const age = cart.ageDialog();
    await expect(age).toBeVisible();
    await expect(age).toContainText('Peroni');
    await cart.audit();
    await age.getByRole('button', { name: 'No' }).click();
    await expect(age).toBeHidden();
    await expect(cart.itemDialog('Peroni')).toHaveCount(0);

    // Confirming without "do not ask again" lasts for this page only.
    await cart.root.getByRole('button', { name: 'Peroni, details', exact: true }).click();
    await age.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await expect(cart.itemDialog('Peroni')).toBeVisible();
    await cart.submit(cart.itemDialog('Peroni')).click();
    // The address follows the route right after the tap's frame: reload once it shows the menu again.
    await expect(page).toHaveURL(/#go:\/menu$/);
    await page.reload();
    await expect(cart.viewMyOrderButton()).toHaveAccessibleName(/\(1\)/);

    // An under-18 CATEGORY asks too; this time "do not ask again".
    await cart.tapAdd('Cocktails', 'Negroni');
    await expect(age).toBeVisible();
    await age.getByRole('checkbox', { name: 'Do not ask again' }).check();
    await age.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await expect(cart.itemDialog('Negroni')).toBeVisible();
    await cart.itemDialog('Negroni').getByRole('button', { name: 'Close' }).click();

    await expect(page).toHaveURL(/#go:\/menu$/);
    await page.reload();
    await cart.tapAdd('Cocktails', 'Aperol Spritz');
    await expect(cart.itemDialog('Aperol Spritz')).toBeVisible();
    await expect(age).toHaveCount(0);
  });
});

test.describe('my order', () => {
  test('the cart limit popup says the limit and OK closes it', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    const water = await cart.openItem('Drinks', 'San Pellegrino 500 ml');
    const more = water.getByRole('button', { name: 'Increase quantity of San Pellegrino 500 ml' });
    for (let i = 1; i < 100; i += 1) await more.click();
    await expect(cart.submit(water)).toContainText('$400.00');
    await cart.submit(water).click();
    await expect(cart.viewMyOrderButton()).toHaveAccessibleName(/\(100\)/);

    const again = await cart.openItem('Drinks', 'San Pellegrino 500 ml');
    await cart.submit(again).click();
    const popup = cart.notice();
    await expect(popup).toContainText('You can order up to 100 items in one order.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toHaveCount(0);
    await expect(cart.viewMyOrderButton()).toHaveAccessibleName(/\(100\)/);
  });

  test('an item going out of stock is removed with the missing-items popup', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    await cart.submit(await cart.openItem('Pizza', 'Diavola')).click();
    // The kitchen runs out after the menu loaded: the guest's cart calculation is rejected.
    await cart.setStock('TL-TIRAMISU', false);
    await cart.submit(await cart.openItem('Dolci', 'Tiramisù')).click();
    await cart.viewMyOrder();
    const remove = cart.root.getByRole('button', { name: 'Remove unavailable items' });
    await expect(remove).toBeVisible();
    // The list says what is wrong with each item.
    await expect(cart.root.getByText(/not available at the moment: Tiramisù \(out of stock\)$/)).toBeVisible();
    await remove.click();
    const popup = cart.notice();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Some items are no longer available' })).toBeVisible();
    await expect(popup).toContainText('Tiramisù');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(cart.lines()).toHaveCount(1);
    await expect(cart.line('Diavola')).toBeVisible();
    await expect(remove).toHaveCount(0);
  });

  test('more than the kitchen has left: my order says how many are available @phone', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    const tiramisu = await cart.openItem('Dolci', 'Tiramisù');
    const more = tiramisu.getByRole('button', { name: /^Increase quantity/ });
    for (let i = 1; i < 6; i++) await more.click();
    await cart.submit(tiramisu).click();
    await cart.viewMyOrder();
    await expect(cart.root.getByText(/not available at the moment: Tiramisù \(only 5 items are available\)$/)).toBeVisible();
  });

  test('a reload keeps the cart; remove all and start over ask first', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openMenu();
    await cart.submit(await cart.openItem('Pizza', 'Diavola')).click();
    await cart.submit(await cart.openItem('Dolci', 'Tiramisù')).click();
    await expect(cart.viewMyOrderButton()).toHaveAccessibleName(/\(2\)/);
    // The address follows the route once the tap's frame is on screen: reload once it shows the menu again.
    await expect(page).toHaveURL(/#go:\/menu$/);
    await page.reload();
    await expect(cart.viewMyOrderButton()).toHaveAccessibleName(/\(2\)/);
    await cart.viewMyOrder();
    await expect(cart.lines()).toHaveCount(2);
    await cart.audit();

    // Remove all: cancel keeps the order, confirm empties it.
    await cart.root.getByRole('button', { name: 'Remove all', exact: true }).click();
    const removeAll = cart.root.getByRole('dialog', { name: 'Remove all items?' });
    await expect(removeAll.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await removeAll.getByRole('button', { name: 'Cancel' }).click();
    await expect(cart.lines()).toHaveCount(2);
    await cart.root.getByRole('button', { name: 'Remove all', exact: true }).click();
    await removeAll.getByRole('button', { name: 'Yes, remove all' }).click();
    await expect(cart.root.getByText('Your order is empty.')).toBeVisible();

    // Start over: clears the order and goes back to the menu.
    await cart.root.getByRole('button', { name: 'Browse the menu' }).click();
    await cart.submit(await cart.openItem('Pizza', 'Diavola')).click();
    await cart.viewMyOrder();
    await cart.root.getByRole('button', { name: 'Start over', exact: true }).click();
    await cart.root.getByRole('dialog', { name: 'Start over?' }).getByRole('button', { name: 'Yes, start over' }).click();
    await expect(cart.root.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
    await expect(cart.viewMyOrderButton()).toHaveCount(0);
  });
});
