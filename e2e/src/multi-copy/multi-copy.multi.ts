import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicOrderPage } from '@syna/contracts/public-orders';
import { PUBLIC_ORDER_RATE_LIMIT } from '@syna/contracts/public-orders';
import type { OrganizationMember } from '@syna/contracts/roles-and-groups';
import type { BrowserContext, Page } from 'playwright-core';
import { UPSTREAM_HEADER } from '@syna/server-process/nginx';
import { DEMO, FIRMS, launchBrowser, signIn, waitForPath, type BrowserSession } from '../support/browser.ts';
import { unreadCount } from '../support/notification-bell.ts';
import { copyHeaders, startCluster, type Cluster, type Copy } from './cluster.ts';
import { call, ok } from './http.ts';
import { openLiveClient } from './live-client.ts';
import { nextBuild, type NextBuild } from './next-build.ts';
import { contactBody, placeOrders, writeContact, writeContacts, type Write } from './write-load.ts';

/**
 * Two copies of the built server on one PostgreSQL database and one S3 bucket, behind nginx
 * (round-robin, no stickiness): what a user does works whichever copy answers, and nothing
 * acknowledged is lost when a copy dies (docs/OPERATIONS.md, "Several server copies").
 */

const tenant = FIRMS.north.id;

let cluster: Cluster;
let browser: BrowserSession;
let owner: { token: string; id: string };
let user: { token: string; id: string };

/** The staff app signed in through the balancer, and the copies its live socket was held by. */
interface StaffApp {
  context: BrowserContext;
  page: Page;
  token: string;
  /** The copy (`127.0.0.1:port`) of each of the live socket's connections, in order. */
  socketUpstreams: string[];
}

/** Signs `person` in with Chromium through the balancer, on the firm's dashboard. */
async function openStaffApp(person: { email: string; password: string }): Promise<StaffApp> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The handshake's answer names the copy (nginx's X-Upstream), which the page itself cannot read.
  const devTools = await context.newCDPSession(page);
  await devTools.send('Network.enable');
  const socketUpstreams: string[] = [];
  devTools.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === UPSTREAM_HEADER);
    socketUpstreams.push(String(header?.[1] ?? ''));
  });
  await signIn(page, person, `/main/${tenant}`, cluster.baseUrl);
  await waitForPath(page, `/main/${tenant}`);
  await page.getByTestId('dashboard').waitFor();
  const cookie = (await context.cookies(cluster.baseUrl)).find((candidate) => candidate.name === 'JWT');
  if (!cookie) throw new Error('No JWT cookie after signing in');
  return { context, page, token: decodeURIComponent(cookie.value), socketUpstreams };
}

/** Signs `person` in with Chromium through the balancer, as the staff app does; answers their token. */
async function signInThroughBalancer(person: { email: string; password: string }): Promise<string> {
  const app = await openStaffApp(person);
  await app.context.close();
  return app.token;
}

/** The copies' addresses as nginx names them. */
const upstreamOf = (copy: Copy) => `127.0.0.1:${copy.port}`;

/** Waits until `check` holds; the suite's pauses end as soon as what they wait for happened. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until nginx passes requests to `copy` (after a failure it waits `fail_timeout` first). */
const servedAgain = (copy: Copy) =>
  eventually(async () => (await call(cluster.baseUrl, '/health/live')).upstream === upstreamOf(copy));

/**
 * The next release's expand step (docs/OPERATIONS.md, "Changes that remove: two releases"): a
 * column and a table the running release does not know, added while it serves.
 */
const EXPAND_MIGRATION = '9000_next_release_expand.sql';
const EXPAND_SQL = `ALTER TABLE contacts ADD COLUMN source_note text;
CREATE TABLE contact_sources (id uuid PRIMARY KEY, tenant_id uuid NOT NULL, name text NOT NULL);`;

/** The release the rolling upgrade moves the copies onto. */
let next: NextBuild | undefined;

/** A complete order for the firm's first order type, from a customer reached at `email`. */
let orderFor: (email: string) => unknown;

beforeAll(async () => {
  cluster = await startCluster(2);
  browser = await launchBrowser();
  const page = await ok<PublicOrderPage>(cluster.baseUrl, `/${tenant}/v1/vb/public/order`);
  const [orderType] = page.body.orderTypes;
  orderFor = (email) => ({
    orderTypeId: orderType!.id,
    types: [orderType!.inspectionTypes[0]!.id],
    preferredDate: page.body.nextDate,
    customer: { type: 'person', firstName: 'Karin', lastName: 'Köpsson', email, phone: '070-123 45 67' },
    object: { address: { address: 'Storgatan 12', postalCode: '90325', city: 'Umeå' } },
    privacyAccepted: true,
  });
});

afterAll(async () => {
  await browser?.close();
  await cluster?.close();
  await next?.remove();
});

describe.sequential('two server copies behind nginx', () => {
  it('signs in with the embedded issuer whichever copy answers, and serves the API from both', async () => {
    const before = (await cluster.nginx.accessLog()).length;
    const ownerToken = await signInThroughBalancer(DEMO.owner);
    const userToken = await signInThroughBalancer(DEMO.user);
    // The sign-ins' requests (the issuer's interaction, its token endpoint, the app) went to both.
    const signInLines = (await cluster.nginx.accessLog()).slice(before);
    const answeredBy = new Set(signInLines.map((line) => line.split(' ')[3]));
    expect(answeredBy).toEqual(new Set(cluster.copies.map(upstreamOf)));
    expect(signInLines.filter((line) => line.split(' ')[2]!.startsWith('5'))).toEqual([]);

    const members = await ok<{ items: OrganizationMember[] }>(
      cluster.baseUrl,
      `/v1/account/organizations/${tenant}/users`,
      { token: ownerToken },
    );
    const idOf = (email: string) => members.body.items.find((member) => member.email === email)!.userId;
    owner = { token: ownerToken, id: idOf(DEMO.owner.email) };
    user = { token: userToken, id: idOf(DEMO.user.email) };

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(cluster.baseUrl, `/${tenant}/v1/vb/notifications`, { token: userToken }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(
      new Set(cluster.copies.map(upstreamOf)),
    );
  });

  it('delivers a notification written through one copy to a live socket held on the other', async () => {
    const [first, second] = cluster.copies as [Copy, Copy];
    const live = openLiveClient(cluster.baseUrl, tenant, user.token);
    await live.ready(1);
    const holder = live.upstreams[0] === upstreamOf(first) ? first : second;
    const writer = holder === first ? second : first;
    const subject = `Från kopia ${writer.name} ${randomUUID().slice(0, 8)}`;
    await ok(writer.url, `/${tenant}/v1/vb/admin/notifications`, {
      method: 'POST',
      token: owner.token,
      body: { userId: user.id, subject },
      headers: copyHeaders(cluster),
    });
    expect((await live.received(subject, 5_000)).subject).toBe(subject);
    live.close();
  });

  it('counts the public orders of one address together on both copies', async () => {
    const address = `10.66.${Math.floor(Math.random() * 250)}.1`;
    const order = () =>
      call(cluster.baseUrl, `/${tenant}/v1/vb/public/order`, {
        method: 'POST',
        body: { privacyAccepted: true },
        headers: { 'x-forwarded-for': address },
      });
    const admitted = [];
    for (let count = 0; count < PUBLIC_ORDER_RATE_LIMIT.max; count += 1) admitted.push(await order());
    // Refused as incomplete, but counted: half of them by each copy.
    expect(admitted.map((answer) => answer.status)).toEqual(admitted.map(() => 400));
    expect(new Set(admitted.map((answer) => answer.upstream)).size).toBe(2);
    const limited = await order();
    expect(limited.status).toBe(429);
  });

  it('serves a file uploaded through one copy from the other', async () => {
    const [first, second] = cluster.copies as [Copy, Copy];
    const contact = await ok<{ id: string }>(first.url, `/${tenant}/v1/contact`, {
      method: 'POST',
      token: owner.token,
      body: contactBody(`Fil ${randomUUID()}`),
      headers: copyHeaders(cluster),
    });
    const content = `Protokoll från kopia ${first.name}: ${randomUUID()}\n`;
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/plain' }), 'anteckning.txt');
    const uploaded = await fetch(`${first.url}/${tenant}/v1/contact/${contact.body.id}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, ...copyHeaders(cluster) },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { id: string };
    const downloaded = await fetch(`${second.url}/${tenant}/v1/contact/${contact.body.id}/files/${file.id}`, {
      headers: { authorization: `Bearer ${owner.token}`, ...copyHeaders(cluster) },
    });
    expect(downloaded.status).toBe(200);
    expect(await downloaded.text()).toBe(content);
  });

  it('sends the customer’s mail of a public order once, whichever copy runs the job', async () => {
    const email = `kund.${randomUUID()}@example.se`;
    const placed = await call(cluster.baseUrl, `/${tenant}/v1/vb/public/order`, {
      method: 'POST',
      body: orderFor(email),
      headers: { 'x-forwarded-for': '10.65.0.1' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // The demo firm's own mails of the day (reminders, notices) were queued as the copies started,
    // and the queue sends one mail per poll and copy: the order's comes after them.
    await eventually(() => cluster.mailsTo(email).length > 0, 30_000);
    // Both copies poll the queue: give the other one time to send it a second time, if it would.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(cluster.mailsTo(email)).toHaveLength(1);
    const outbox = await cluster.query<{ status: string }>(
      `SELECT status FROM mail_outbox WHERE $1 = ANY(recipients)`,
      [email],
    );
    expect(outbox).toEqual([{ status: 'sent' }]);
  });

  it('keeps every acknowledged write when a copy dies under load, and the staff app moves on', async () => {
    // A member who is not told of new orders: the orders placed meanwhile leave the bell alone.
    const staff = await openStaffApp(DEMO.user);
    const connected = staff.page.locator('[data-testid="live-dot"][data-connected="true"]');
    await connected.waitFor();
    const unreadBefore = await unreadCount(staff.page);
    // The copy holding the app's live socket dies.
    const victim = cluster.copies.find((copy) => upstreamOf(copy) === staff.socketUpstreams[0])!;
    const survivor = cluster.copies.find((copy) => copy !== victim)!;

    let running = true;
    const contacts = writeContacts(cluster.baseUrl, tenant, owner.token, 4, () => running);
    const orders = placeOrders(cluster.baseUrl, tenant, orderFor, () => running);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await cluster.kill(victim);
    const killedAt = Date.now();
    try {
      // Sent while the socket is away (it reconnects a second or more later, to the living copy):
      // no socket hears of it, and the app catches up on reconnecting.
      const missed = `Medan kopia ${victim.name} var nere`;
      await ok(cluster.baseUrl, `/${tenant}/v1/vb/admin/notifications`, {
        method: 'POST',
        token: owner.token,
        body: { userId: user.id, subject: missed },
      });
      await expect.poll(() => staff.socketUpstreams.slice(1)).toContain(upstreamOf(survivor));
      await connected.waitFor();
      await expect.poll(() => unreadCount(staff.page)).toBe(unreadBefore + 1);
      await staff.page.getByTestId('notification-bell').click();
      await staff.page.getByTestId('notification-dialog').getByText(missed).waitFor();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + 3_000 - Date.now())));
    } finally {
      // Started again, and written to through both copies for a second more, even when a check
      // above failed: the writers stop, and the next test finds both copies serving.
      await cluster.start(victim);
      await servedAgain(victim).finally(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
      running = false;
    }
    const written = await contacts;
    const placed = await orders;
    await staff.context.close();

    const failed = (writes: Write[]) => writes.filter((write) => write.status < 200 || write.status > 299);
    const failures = [...failed(written), ...failed(placed)];
    console.info(
      `A copy killed under load: ${written.length} contacts and ${placed.length} orders written, ` +
        `${failures.length} failed (${failures.map((write) => write.status).join(', ') || 'none'})`,
    );
    // Only requests in flight on the dead copy failed, with the balancer's 502; the ones that found
    // it dead went on to the other (nginx names both, "dead, living").
    expect(failures.map((write) => write.status)).toEqual(failures.map(() => 502));
    expect(failures.map((write) => write.upstream)).toEqual(failures.map(() => upstreamOf(victim)));
    expect(failures.length).toBeLessThanOrEqual(8);
    const answeredBy = new Set(written.map((write) => write.upstream.split(', ').at(-1)));
    expect(answeredBy).toEqual(new Set(cluster.copies.map(upstreamOf)));

    // A client repeats a failed write with its key: answered, and stored once.
    for (const write of failed(written)) {
      expect((await writeContact(cluster.baseUrl, tenant, owner.token, write.key)).status).toBeLessThan(300);
    }
    const stored = await cluster.query<{ last_name: string; count: number }>(
      `SELECT last_name, count(*)::int AS count FROM contacts WHERE last_name = ANY($1) GROUP BY last_name`,
      [written.map((write) => write.key)],
    );
    expect(stored).toHaveLength(written.length);
    expect(stored.filter((row) => row.count !== 1)).toEqual([]);
    const taken = placed.filter((write) => write.status === 201).map((write) => write.key);
    const numbers = await cluster.query<{ number: string; count: number }>(
      `SELECT number, count(*)::int AS count FROM orders WHERE number = ANY($1) GROUP BY number`,
      [taken],
    );
    expect(numbers).toHaveLength(taken.length);
    expect(numbers.filter((row) => row.count !== 1)).toEqual([]);
  });

  it('upgrades the copies one at a time onto a release whose migration only adds, failing no request', async () => {
    const release = await nextBuild({ [EXPAND_MIGRATION]: EXPAND_SQL });
    next = release;
    for (const copy of cluster.copies) await servedAgain(copy);
    const live = openLiveClient(cluster.baseUrl, tenant, owner.token);
    await live.ready(1);
    let running = true;
    const contacts = writeContacts(cluster.baseUrl, tenant, owner.token, 4, () => running);
    const orders = placeOrders(cluster.baseUrl, tenant, orderFor, () => running);
    // As docs/OPERATIONS.md, "A rolling upgrade", says: each copy in turn is taken out of nginx,
    // stopped (SIGTERM: it finishes what it answers and closes its live sockets with 1012),
    // started on the new release and put back. The first one started migrates; the copy still on
    // the old release goes on serving beside the added column and table.
    for (const copy of cluster.copies) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await cluster.nginx.drain(copy.port);
      await cluster.stop(copy);
      await cluster.start(copy, release.entry);
      await cluster.nginx.restore(copy.port);
      await servedAgain(copy);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    const written = await contacts;
    const writes = [...written, ...(await orders)];
    const failures = writes.filter((write) => write.status < 200 || write.status > 299);
    console.info(
      `Copies upgraded one at a time: ${writes.length} writes, ${failures.length} failed ` +
        `(${failures.map((write) => `${write.status} from ${write.upstream || 'no copy'}`).join(', ') || 'none'})`,
    );
    expect(failures).toEqual([]);
    const stored = await cluster.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM contacts WHERE last_name = ANY($1) GROUP BY last_name`,
      [written.map((write) => write.key)],
    );
    expect(stored.map((row) => row.count)).toEqual(written.map(() => 1));
    // Migrated once, and both copies, on the new release, are ready.
    expect(
      await cluster.query(`SELECT name FROM schema_migrations WHERE name = $1`, [EXPAND_MIGRATION]),
    ).toHaveLength(1);
    expect(
      await cluster.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'contacts' AND column_name = 'source_note'`,
      ),
    ).toHaveLength(1);
    for (const copy of cluster.copies) {
      expect((await call(copy.url, '/health/ready', { headers: copyHeaders(cluster) })).status).toBe(200);
    }
    // The socket was closed by each copy it was on, and is connected again.
    const subject = `Efter uppgraderingen ${randomUUID().slice(0, 8)}`;
    await ok(cluster.baseUrl, `/${tenant}/v1/vb/admin/notifications`, {
      method: 'POST',
      token: owner.token,
      body: { userId: owner.id, subject },
    });
    await live.received(subject);
    expect(live.upstreams.length).toBeGreaterThan(1);
    live.close();
  });

  it('refuses a member removed through one copy on the other at once', async () => {
    const [first, second] = cluster.copies as [Copy, Copy];
    const asUser = () =>
      call(second.url, `/${tenant}/v1/vb/notifications`, {
        token: user.token,
        headers: copyHeaders(cluster),
      });
    // The second copy knows the member (its caches hold them).
    expect((await asUser()).status).toBe(200);
    const removed = await call(first.url, `/v1/account/organizations/${tenant}/users/${user.id}`, {
      method: 'DELETE',
      token: owner.token,
      headers: copyHeaders(cluster),
    });
    expect(removed.status).toBeLessThan(300);
    expect((await asUser()).status).toBe(403);
  });
});
