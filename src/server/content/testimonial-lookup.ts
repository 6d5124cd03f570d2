import type { ContentBundle, TestimonialCopy } from '../../../content/types';
import { PRODUCTS } from '../../shared/products';

/** The words of testimonials by id, from whichever product they belong to. */
export function testimonialsByIds(bundle: ContentBundle, ids: readonly string[]): TestimonialCopy[] {
  const all = PRODUCTS.flatMap((p) => bundle.loans[p.name].testimonials);
  return ids.map((id) => {
    const found = all.find((t) => t.id === id);
    if (!found) throw new Error(`No testimonial ${id}`);
    return found;
  });
}
