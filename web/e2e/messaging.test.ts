// A student writes to a hostel's owner from the hostel page; the owner answers from the dashboard.
// Two browser profiles, messages in real time both ways, an image, a phone number masked before
// any booking is paid, axe on both screens, screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, WebSocketRoute } from 'playwright-core';
import { CONTACT_HIDDEN, CONTACT_HIDDEN_NOTICE } from '@hostel/common';
import { createAccount, signInAs } from './support/accounts.js';
import { startConversation } from './support/conversations.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { proofZip } from './support/documents.js';
import { gradientPng } from './support/images.js';
import { publishedHostel } from './support/published-hostel.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a student and an owner exchange messages in real time', async () => {
  const hostel = await publishedHostel('messages');
  const student = await createAccount('STUDENT', 'messages');
  const [studentBrowser, ownerBrowser] = [await openPage(browser), await openPage(browser)];
  try {
    const page = studentBrowser.page;
    const shoot = screenShooter(page, 'messaging');
    await signInAs(page, student, '/students');
    await openScreen(page, `/students/hostelDetails?id=${hostel.id}`);
    await page.getByRole('button', { name: 'Message owner' }).click();
    await expectPath(page, /^\/students\/messages\?conversation=[0-9a-f-]{36}$/);
    const thread = page.getByRole('region', { name: /Messages with / });
    await page.getByText('No messages yet. Say hello!').waitFor();

    // The owner has the (still empty) list open: the first message arrives without a reload.
    const owner = ownerBrowser.page;
    const shootOwner = screenShooter(owner, 'messaging-owner');
    await signInAs(owner, hostel.owner, '/dashboard');
    await openScreen(owner, '/dashboard/messages');
    await owner.getByText('No conversations yet').waitFor();

    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Hello! Is there a kitchen?\nAnd is Wi-Fi included?');
    await composer.press('Enter');
    await thread.getByText('Sent', { exact: true }).waitFor();

    const conversations = owner.getByRole('list', { name: 'Conversations' });
    await conversations.getByText('Hello! Is there a kitchen?').waitFor();
    await owner.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await conversations.getByRole('button', { name: new RegExp(student.displayName) }).click();
    const ownerThread = owner.getByRole('region', { name: `Messages with ${student.displayName}` });
    await ownerThread.getByText('And is Wi-Fi included?').waitFor();
    // Opening the thread reads it: the badge goes, and the student sees "Seen".
    await owner.getByRole('link', { name: 'Messages, none unread' }).waitFor();
    await thread.getByText('Seen', { exact: true }).waitFor();
    assert.deepEqual(await seriousAxeViolations(owner), [], 'axe-core on the owner’s messages');
    await shootOwner('01-thread');

    // The owner answers with a phone number: the student sees it hidden, the owner sees why.
    const ownerComposer = owner.getByRole('textbox', { name: 'Message' });
    await ownerComposer.fill('Yes to both. Call me on +233 24 123 4567 to arrange.');
    await owner.getByRole('button', { name: 'Send' }).click();
    await ownerThread.getByText(CONTACT_HIDDEN_NOTICE).waitFor();
    await thread.getByText(`Yes to both. Call me on ${CONTACT_HIDDEN} to arrange.`).waitFor();
    assert.equal(await thread.getByText('+233 24 123 4567').count(), 0);

    // An image, from the student.
    await page.getByRole('button', { name: 'Attach images' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach images' }).click();
    await (
      await chooser
    ).setFiles({ name: 'room.png', mimeType: 'image/png', buffer: gradientPng(240, 180) });
    await page.getByRole('img', { name: 'Image to send' }).waitFor();
    await composer.fill('This is the photo from the listing?');
    await page.getByRole('button', { name: 'Send' }).click();
    await ownerThread.getByRole('img', { name: 'Attached image' }).waitFor();
    await ownerThread.getByText('This is the photo from the listing?').waitFor();
    // A document (a ZIP through the safe archive upload): the owner gets a signed link that works.
    const zipChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach documents (ZIP)' }).click();
    await (
      await zipChooser
    ).setFiles({ name: 'admission-letter.zip', mimeType: 'application/zip', buffer: await proofZip() });
    await page.getByLabel('Document to send: admission-letter.zip').waitFor();
    await composer.fill('My admission letter');
    await page.getByRole('button', { name: 'Send' }).click();
    const letter = ownerThread.getByRole('link', { name: 'admission-letter.zip' });
    await letter.waitFor();
    const href = await letter.getAttribute('href');
    assert.match(href ?? '', /signature=/, 'a signed link');
    const download = await owner.request.get(href!);
    assert.equal(download.status(), 200);
    assert.equal(download.headers()['content-type'], 'application/zip');
    await screenReady(page);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the student’s messages');
    await shoot('02-thread');

    // A phone shows the list first, then the thread full screen with a way back.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    // The list follows the conversation live: its last message is the newest.
    await page.getByRole('list', { name: 'Conversations' }).getByText('You: My admission letter').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot('03-list');
    assert.deepEqual(studentBrowser.errors, []);
    assert.deepEqual(ownerBrowser.errors, []);
  } finally {
    await studentBrowser.context.close();
    await ownerBrowser.context.close();
  }
});

/** What a page's socket reports when the network drops (abnormal closure). */
const DROPPED = { code: 1006, reason: 'offline' };

test('a thread that lost its connection catches up when it is back: nothing missed, nothing twice', async () => {
  const hostel = await publishedHostel('reconnect');
  const student = await createAccount('STUDENT', 'reconnect');
  const conversation = await startConversation(student, hostel.id);
  const send = conversation.send;
  await send('Is breakfast included?', student.idToken);

  const side = await openPage(browser);
  try {
    const page = side.page;
    // Every socket to the API passes through here, so the test can cut it as a network would and
    // keep refusing new ones while it is "offline".
    let offline = false;
    let connections = 0;
    const open: { pageSide: WebSocketRoute; server: WebSocketRoute }[] = [];
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      if (offline) return socket.close(DROPPED);
      open.push({ pageSide: socket, server: socket.connectToServer() });
      connections++;
    });
    await signInAs(page, student, '/students');
    await openScreen(page, `/students/messages?conversation=${conversation.id}`);
    const thread = page.getByRole('region', { name: /Messages with / });
    await thread.getByText('Is breakfast included?').waitFor();
    // Reading it marks the conversation read, and that answer carries the conversation's newest
    // message: it must be in before the cut, or it would bring what the cut should hide.
    const markedRead = page.waitForResponse((response) =>
      Boolean(response.request().postData()?.includes('markConversationRead')),
    );
    await send('Yes, from 7 to 10.', hostel.owner.idToken);
    await thread.getByText('Yes, from 7 to 10.').waitFor(); // live
    await (await markedRead).finished();

    assert.equal(connections, 1, 'the page’s socket goes through the route');
    offline = true;
    for (const { pageSide, server } of open.splice(0)) {
      await pageSide.close(DROPPED);
      // A page may close its end only with 1000 or 3000 to 4999 (Chromium refuses other codes).
      await server.close({ code: 1000, reason: 'offline' });
    }
    await send('Sent while you were offline.', hostel.owner.idToken);
    offline = false;
    // graphql-ws reconnects with backoff; the thread then fetches what it missed.
    await thread.getByText('Sent while you were offline.').waitFor({ timeout: 30_000 });
    await send('And live again.', hostel.owner.idToken);
    await thread.getByText('And live again.').waitFor();
    assert.equal(connections, 2, 'the page connected again');
    const shown = await thread.getByTestId('message').allInnerTexts();
    const sent = [
      'Is breakfast included?',
      'Yes, from 7 to 10.',
      'Sent while you were offline.',
      'And live again.',
    ];
    assert.equal(shown.length, sent.length, `each message once: ${JSON.stringify(shown)}`);
    sent.forEach((text, i) => assert.ok(shown[i]!.includes(text), `${text} in place ${i + 1}`));
    assert.deepEqual(side.errors, []);
  } finally {
    await side.context.close();
  }
});
