import {test, expect, waitForHydration} from './fixtures';
import {ARCHIVED, LATEST} from './routes';

const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

test('the navbar holds the spec items with their targets', async ({page}) => {
  await page.goto('/');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
    'href',
    `${LATEST.route}/introduction`,
  );
  await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
  await expect(navbar.getByRole('link', {name: 'Community', exact: true})).toHaveAttribute('href', '/community');
  await expect(navbar.getByRole('link', {name: /Neovim/})).toHaveAttribute(
    'href',
    'https://github.com/textwire/textwire.nvim',
  );
  await expect(navbar.getByRole('link', {name: /VS Code/})).toHaveAttribute(
    'href',
    'https://marketplace.visualstudio.com/items?itemName=SerhiiCho.textwire',
  );
  await expect(navbar.getByRole('link', {name: /GitHub/})).toHaveAttribute(
    'href',
    'https://github.com/textwire/textwire',
  );
  await expect(navbar.locator('.navbar__items--right .dropdown > .navbar__link')).toHaveText(LATEST.name);
  await expect(navbar.getByRole('searchbox', {name: 'Search'})).toBeVisible();
});

test('the version dropdown moves between the latest and an archived version and stores the choice', async ({page}) => {
  await page.goto(`${LATEST.route}/introduction`);
  await waitForHydration(page);
  const dropdown = page.locator('.navbar__items--right .dropdown');
  await dropdown.hover();
  await dropdown.getByRole('link', {name: ARCHIVED.name}).click();
  await expect(page).toHaveURL(new RegExp(`${ARCHIVED.route}/`));
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer actively maintained');
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe(ARCHIVED.name);

  await dropdown.hover();
  await dropdown.getByRole('link', {name: LATEST.name}).click();
  await expect(page).toHaveURL(new RegExp(`${LATEST.route}/`));
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe(LATEST.name);
});

test('a stored version name that no longer exists is dropped', async ({page}) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, 'v0-gone');
      sessionStorage.setItem('seeded', '1');
    }
  }, PREFERRED_VERSION_KEY);
  await page.goto('/');
  await waitForHydration(page);
  // Navbar "Docs" still goes to the latest version, and the bad value is cleared.
  await expect(page.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
    'href',
    `${LATEST.route}/introduction`,
  );
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBeNull();
});

test('the navbar hides on scroll down and shows on scroll up', async ({page}) => {
  await page.goto('/docs/v2/functions/str');
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  await page.mouse.move(600, 400);
  for (let step = 0; step < 5; step++) await page.mouse.wheel(0, 300);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('the announcement bar closes and stays closed after reload', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({hasText: 'Textwire 2.7'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Textwire 2.7 adds')).toHaveCount(0);
});

test('the announcement link says where it goes and lands on that section', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'see the logical operators'}).click();
  await expect(page.getByRole('heading', {level: 2, name: /Logical operators/})).toBeInViewport();
});

test('between the phone menu and a wide screen, the navbar items never overlap', async ({page}) => {
  await page.setViewportSize({width: 997, height: 700});
  await page.goto(`${LATEST.route}/introduction`);
  for (const width of [997, 1100, 1150, 1279, 1440]) {
    await page.setViewportSize({width, height: 700});
    const layout = await page.evaluate(() => {
      const right = (el: Element) => el.getBoundingClientRect().right;
      const left = (el: Element) => el.getBoundingClientRect().left;
      const leftItems = [...document.querySelectorAll('.navbar__items:not(.navbar__items--right) > .navbar__item')];
      const rightItems = [...document.querySelectorAll('.navbar__items--right > *')];
      return {
        logoEnd: right(document.querySelector('.navbar__logo')!),
        titleEnd: right(document.querySelector('.navbar__brand')!),
        firstLinkStart: left(leftItems[0]),
        leftEnd: Math.max(...leftItems.map(right)),
        rightStart: Math.min(...rightItems.map(left)),
      };
    });
    expect(layout.logoEnd, `logo clear of the first link at ${width} px`).toBeLessThan(layout.firstLinkStart);
    expect(layout.titleEnd, `brand clear of the first link at ${width} px`).toBeLessThanOrEqual(layout.firstLinkStart);
    expect(layout.leftEnd, `left items clear of the right ones at ${width} px`).toBeLessThan(layout.rightStart);
  }
});
