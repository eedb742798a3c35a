/**
 * The back office's content pages (decision 104). In shared/ because the content feature's pages
 * link to each other and the content reports link into the editor, and a feature may not import
 * from an area or another feature (decision 033).
 */
export const adminContentPaths = {
  browser: '/:locale/content',
  lesson: '/:locale/content/lessons/:lessonId',
  challenges: '/:locale/content/challenges',
  reports: '/:locale/reports',
} as const;

/** The anchor of one practice item on its lesson's editor page (a report links straight to it). */
export const contentItemAnchor = (itemId: string) => `item-${itemId}`;
