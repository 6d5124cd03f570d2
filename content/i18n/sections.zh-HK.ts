/** Copy of page sections (home, product, FAQ, branches, ...) in Traditional Chinese. */
export const sectionsZhHK = {
  readMore: '了解更多',
} as const;
