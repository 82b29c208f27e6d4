// A student whose stay ended three days ago reviews it; the owner replies from the dashboard; the
// review and the reply show on the hostel's public page. Axe and screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs, signInWithPassword } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { e2eFixtures } from './support/fixtures.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMMENT =
  'Quiet rooms, a spotless kitchen and a caretaker who fixed the Wi-Fi the same evening. A short walk to the lecture halls.';
const REPLY = 'Thank you, Esi! We are glad the Wi-Fi fix was quick. Good luck with your exams.';

/** Clicks the star a person would: the radio itself is visually hidden behind its label. */
async function rate(page: Page, label: string, stars: number) {
  const radio = page.getByRole('radio', { name: `${label}: ${stars} ${stars === 1 ? 'star' : 'stars'}` });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  assert.equal(await radio.isChecked(), true);
}

test('a student reviews a completed stay, the owner replies, and both show on the hostel page', async () => {
  const { reviewStay } = e2eFixtures();
  const { hostel } = reviewStay;
  const [studentBrowser, ownerBrowser, visitorBrowser] = [
    await openPage(browser),
    await openPage(browser),
    await openPage(browser),
  ];
  try {
    // The student finds the stay in "Stays to review" and writes the review.
    const page = studentBrowser.page;
    const shoot = screenShooter(page, 'reviews-student');
    await signInWithPassword(page, reviewStay.student);
    await expectPath(page, '/students');
    await openScreen(page, '/students/reservation');
    const toReview = page.getByRole('region', { name: 'Stays to review' });
    await toReview.getByText(hostel.name).waitFor();
    await toReview.getByRole('button', { name: `Write a review of ${hostel.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Review your stay at ${hostel.name}` });
    await dialog.getByRole('textbox', { name: 'Your review' }).fill('Lovely.');
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.getByText('Rate overall from 1 to 5 stars.').waitFor();
    await dialog.getByText('Comment must be at least 30 characters.').waitFor();
    for (const [label, stars] of [
      ['Overall', 4],
      ['Cleanliness', 5],
      ['Location', 4],
      ['Value', 4],
      ['Security', 3],
      ['Staff', 5],
    ] as const) {
      await rate(page, label, stars);
    }
    await dialog.getByRole('textbox', { name: 'Your review' }).fill(COMMENT);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the review form');
    await shoot('01-form');
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The stay leaves the list: a thank-you and the review as published take its place.
    await toReview.getByText(`Thanks — your review of ${hostel.name} is published`).waitFor();
    await toReview.getByRole('article', { name: 'Review by Esi' }).getByText(COMMENT).waitFor();
    assert.equal(await toReview.getByRole('button', { name: `Write a review of ${hostel.name}` }).count(), 0);
    await screenReady(page);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the posted review');
    await shoot('01-posted');

    // The reservation shows the review, editable for now.
    await openScreen(page, `/students/reservation/Details?id=${reviewStay.reservationId}`);
    const mine = page.getByRole('article', { name: 'Review by Esi' });
    await mine.getByText(COMMENT).waitFor();
    await mine.getByRole('button', { name: 'Edit review' }).waitFor();
    await screenReady(page);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the reservation with its review');
    await shoot('02-reservation');

    // The owner replies from the dashboard's reviews screen.
    const owner = ownerBrowser.page;
    const shootOwner = screenShooter(owner, 'reviews-owner');
    await signInWithPassword(owner, reviewStay.owner);
    await expectPath(owner, '/dashboard');
    await owner.getByRole('link', { name: 'Reviews' }).first().click();
    await expectPath(owner, '/dashboard/reviews');
    await screenReady(owner);
    const toAnswer = owner.getByRole('article', { name: 'Review by Esi' });
    await toAnswer.getByText(COMMENT).waitFor();
    await toAnswer.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
    await toAnswer.getByRole('button', { name: 'Post reply' }).click();
    await toAnswer.getByText(REPLY).waitFor();
    await toAnswer.getByRole('button', { name: 'Edit reply' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(owner), [], 'axe-core on the owner’s reviews');
    await shootOwner('01-replied');

    // Anyone sees the rating summary, the review and the reply on the hostel page.
    const visitor = visitorBrowser.page;
    const shootVisitor = screenShooter(visitor, 'reviews-hostel-page');
    await openScreen(visitor, `/students/hostelDetails?id=${hostel.id}`);
    // The reviews load once the reader scrolls down to them.
    await visitor.mouse.wheel(0, 5000);
    const section = visitor.getByRole('region', { name: 'Guest reviews' });
    const review = section.getByRole('article', { name: 'Review by Esi' });
    await review.getByText(COMMENT).waitFor();
    await review.getByText(REPLY).waitFor();
    await review.getByText('Verified stay').waitFor();
    await section.getByRole('progressbar', { name: '4 stars: 1 of 1' }).waitFor();
    await section.getByRole('progressbar', { name: 'Security: 3.0 of 5' }).waitFor();
    await screenReady(visitor);
    assert.deepEqual(await seriousAxeViolations(visitor), [], 'axe-core on the hostel page with reviews');
    await shootVisitor('01-reviews');

    // An admin hides it with a reason: it leaves the hostel page and its averages.
    const admin = await createAccount('ADMIN', 'reviews');
    const adminBrowser = await openPage(browser);
    const adminPage = adminBrowser.page;
    const shootAdmin = screenShooter(adminPage, 'reviews-admin');
    await signInAs(adminPage, admin, '/admin');
    await openScreen(adminPage, '/admin/reviews');
    await adminPage.getByRole('textbox', { name: 'Search by hostel' }).fill(hostel.name);
    await adminPage.getByRole('textbox', { name: 'Search by hostel' }).press('Enter');
    const moderated = adminPage.getByRole('article', { name: 'Review by Esi' });
    await moderated.getByText(COMMENT).waitFor();
    await screenReady(adminPage);
    assert.deepEqual(await seriousAxeViolations(adminPage), [], 'axe-core on the admin’s reviews');
    await shootAdmin('01-list');
    await moderated.getByRole('button', { name: 'Hide' }).click();
    const hideDialog = adminPage.getByRole('dialog', { name: 'Hide this review' });
    await hideDialog.getByRole('textbox').fill('Names a member of staff in full.');
    await hideDialog.getByRole('button', { name: 'Hide review' }).click();
    await moderated.getByText('Hidden: Names a member of staff in full.').waitFor();
    await moderated.getByRole('button', { name: 'Restore' }).waitFor();
    await visitor.reload();
    await screenReady(visitor);
    await visitor.mouse.wheel(0, 5000);
    await section.getByText('No reviews yet. Guests can review the hostel after their stay.').waitFor();
    for (const { errors } of [studentBrowser, ownerBrowser, visitorBrowser, adminBrowser])
      assert.deepEqual(errors, []);
    await adminBrowser.context.close();
  } finally {
    await Promise.all([studentBrowser, ownerBrowser, visitorBrowser].map(({ context }) => context.close()));
  }
});
