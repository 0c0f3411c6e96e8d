import type { FullConfig } from '@playwright/test';

/**
 * Global setup: the server answers once its world is there (webServer waits for /readyz), and a first start writes
 * the people's content (tips, bets, the forum) while it serves. The specs read that content, so they start once
 * /healthz no longer says `seeding`.
 */
export default async function demoSeeded(config: FullConfig): Promise<void> {
  const base = new URL('/', String(config.projects[0]?.use.baseURL));
  const deadline = Date.now() + 240_000;
  for (;;) {
    const health = (await (await fetch(new URL('healthz', base))).json()) as { data: { seeding: boolean } };
    if (!health.data.seeding) return;
    if (Date.now() > deadline) throw new Error('the demo content was still being written after 240 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
