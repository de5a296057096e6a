/** docs/PRODUCT.md "Notifications and live updates" (zod-free, for the web app's first load). */
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_DROPDOWN_SIZE = 10;

export const userTopic = (userId: string) => `user:${userId}`;

/**
 * Live update streams open at once on one server (docs/PRODUCT.md "Notifications and live updates"):
 * one address (a household or office behind one router, many tabs), and one signed-in user.
 */
export const LIVE_STREAM_LIMITS = { perAddress: 30, perUser: 10 };
