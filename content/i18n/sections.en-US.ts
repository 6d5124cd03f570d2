import type { SectionsCopy } from './types';

/** Copy of page sections (home, product, FAQ, branches, ...) in English. */
export const sectionsEnUS: SectionsCopy = {
  readMore: 'Learn more',
};
