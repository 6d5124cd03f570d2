import type { ContentBundle, TestimonialCopy } from '../../../content/types';
import { LOAN_NAMES } from '../../../content/loans/facts';

/** The words of testimonials by id, from whichever product they belong to. */
export function testimonialsByIds(bundle: ContentBundle, ids: readonly string[]): TestimonialCopy[] {
  const all = LOAN_NAMES.flatMap((name) => bundle.loans[name].testimonials);
  return ids.map((id) => {
    const found = all.find((t) => t.id === id);
    if (!found) throw new Error(`No testimonial ${id}`);
    return found;
  });
}
