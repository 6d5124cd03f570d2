// The build's list (scripts/generate-zh-cn.ts, from the posts' snapshot): empty with the sample
// posts, whose covers are this site's files.
import origins from '../../../content/generated/post-image-origins.json';

/**
 * Where the posts' cover images come from besides this site: the content service's image host
 * when the posts come from it. The page CSP's img-src allows exactly these.
 */
export const POST_IMAGE_ORIGINS: readonly string[] = origins;
