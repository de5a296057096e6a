/** docs/PRODUCT.md "Notifications and live updates" (zod-free, for the web app's first load). */
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_DROPDOWN_SIZE = 10;

export const userTopic = (userId: string) => `user:${userId}`;
