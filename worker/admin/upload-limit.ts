/**
 * The one console form that carries a file: a banner picture (./pages/banners/upload.ts). Its body
 * may be up to 2 MiB (the picture itself at most 1 MiB, checked after reading, so a picture just
 * over the limit gets a clear message rather than a bare 413); every other form stays under 8 KiB.
 */
export const UPLOAD_PATH = '/admin/banners/upload';
export const UPLOAD_MAX_BODY_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_FILE_BYTES = 1024 * 1024;
