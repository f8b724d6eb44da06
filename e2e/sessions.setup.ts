import { test as setup } from '@playwright/test';
import { DEMO_USERS, sessionFile, signInToChecker } from './demo';

// Each demo user signs in once; the specs reuse the stored session instead of signing in again.
for (const { username } of DEMO_USERS) {
  setup(`session of ${username}`, async ({ page }) => {
    await signInToChecker(page, username);
    await page.context().storageState({ path: sessionFile(username) });
  });
}
